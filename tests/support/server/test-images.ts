/** Small real image files for tests (a 1×1 PNG, and headers of the other accepted types). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
export const WEBP_HEADER = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** A multipart body with the given text fields and, optionally, one file. */
export function storyFormData(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string; field?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field ?? 'image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

/** Real, decodable 2×2 images of the other accepted types (uploads are decoded and re-encoded). */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaAGFSf//Z',
  'base64',
);
export const TINY_GIF = Buffer.from('R0lGODlhAgACAIAAAExpccg8KCH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==', 'base64');
export const TINY_WEBP = Buffer.from('UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoCAAIAAUAmJaACdLoB+AAEgwAA/u4KZ/5BcsLrka/9pZ+pZ+pZ/ioAAAA=', 'base64');

import type { StoryImageType } from '../schemas/reading-story';

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of a file from its first bytes (its "magic number"), or null when it is not
 * a PNG, JPEG, GIF or WebP. The file's name and the type the browser declared are ignored.
 */
export function detectImageType(data: Uint8Array): StoryImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

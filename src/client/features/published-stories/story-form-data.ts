/** What happens to a story's image when it is saved. */
export type StoryImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File };

export const KEEP_IMAGE: StoryImageChange = { kind: 'keep' };

/** The multipart body of a story save: text fields plus the image change. */
export function storyFormData(fields: Record<string, string>, image: StoryImageChange): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image.kind === 'remove') form.append('removeImage', 'true');
  // The file goes last: the server reads the text fields first.
  if (image.kind === 'replace') form.append('image', image.file, image.file.name);
  return form;
}

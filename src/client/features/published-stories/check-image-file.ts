import { detectImageType } from '../../../shared/media/detect-image-type';
import { STORY_IMAGE_MAX_BYTES, STORY_IMAGE_MESSAGES } from '../../../shared/schemas/reading-story';

/**
 * A first check in the browser, so the superuser hears at once what is wrong; the server checks
 * again, by the file's bytes. Returns the message to show, or null when the file may be sent.
 */
export function checkImageFile(file: File): string | null {
  if (file.size === 0) return STORY_IMAGE_MESSAGES.empty;
  if (file.size > STORY_IMAGE_MAX_BYTES) return STORY_IMAGE_MESSAGES.tooLarge;
  if (file.type !== '' && !file.type.startsWith('image/')) return STORY_IMAGE_MESSAGES.notAnImage;
  return null;
}

/**
 * The full check at pick time: size and declared type, then the file's first bytes, as the server
 * does (a text file named .png is refused here, not only at Save).
 */
export async function checkImageFileContent(file: File): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : STORY_IMAGE_MESSAGES.notAnImage;
}

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

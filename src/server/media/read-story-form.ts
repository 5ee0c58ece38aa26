import type { FastifyRequest } from 'fastify';
import { STORY_IMAGE_MESSAGES, type StoryImageType } from '../../shared/schemas/reading-story';
import { HttpError } from '../http/errors';
import { NUL_MESSAGE } from '../http/request-security';
import { detectImageType } from './detect-image-type';
import { reencodeImage } from './reencode-image';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface UploadedImage {
  data: Buffer;
  mime: StoryImageType;
}

export interface StoryForm {
  /** The text fields, still to be parsed with the story's shared schema. */
  fields: unknown;
  /** The chosen image, already checked to be a real image; null when none was sent. */
  image: UploadedImage | null;
}

/** The field of the multipart form that carries the image file. */
export const IMAGE_FIELD = 'image';

const tooLarge = () => new HttpError(413, 'image_too_large', STORY_IMAGE_MESSAGES.tooLarge, { fields: { image: STORY_IMAGE_MESSAGES.tooLarge } });
const notAnImage = () => new HttpError(400, 'invalid_image', STORY_IMAGE_MESSAGES.notAnImage, { fields: { image: STORY_IMAGE_MESSAGES.notAnImage } });

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** Turns the multipart plugin's limit errors into clear Italian answers. */
function translateMultipartError(error: unknown): unknown {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'too_many_files', STORY_IMAGE_MESSAGES.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'payload_too_large', API_MESSAGES.http.payloadTooLarge);
    default:
      // Anything else the multipart reader throws is a malformed request (bad boundary, broken
      // part headers, premature end, bad JSON field): a 400, never a 500.
      return error instanceof HttpError ? error : new HttpError(400, 'invalid_input', API_MESSAGES.http.badRequest);
  }
}

/**
 * Reads a story's create/update request: a JSON body (text only), or multipart/form-data with
 * the text fields and an optional `image` file. The file is accepted only when its bytes are a
 * PNG, JPEG, GIF or WebP image, whatever its name says, that decodes; it is stored re-encoded
 * (PNG or JPEG, no metadata). An empty file means "no image". A malformed form is a 400.
 */
export async function readStoryForm(request: FastifyRequest): Promise<StoryForm> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, image: null };
  const fields: Record<string, string> = {};
  let upload: Buffer | null = null;
  let invalidImage = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD) continue;
        if (data.length === 0 && !part.filename) continue;
        if (detectImageType(data)) upload = data;
        else invalidImage = true;
      } else {
        if (part.valueTruncated) throw new HttpError(413, 'payload_too_large', API_MESSAGES.http.textTooLong);
        if (part.fieldname.includes('\u0000') || (typeof part.value === 'string' && part.value.includes('\u0000'))) {
          throw new HttpError(400, 'invalid_input', NUL_MESSAGE);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  if (invalidImage) throw notAnImage();
  if (!upload) return { fields, image: null };
  // Only pixels are kept: the upload is decoded and encoded again (see reencode-image.ts).
  const image = await reencodeImage(upload);
  if (!image) throw notAnImage();
  return { fields, image };
}

import type { StoryImageType } from '../../shared/schemas/reading-story';

/** The longest side an uploaded picture keeps; larger pictures are scaled down (a classroom screen needs no more). */
export const IMAGE_MAX_SIDE = 2048;
/** Pictures with more pixels than this are refused before decoding (a "decompression bomb"). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

const DECODABLE = new Set(['png', 'jpeg', 'gif', 'webp']);

export interface CleanImage {
  data: Buffer;
  mime: Extract<StoryImageType, 'image/png' | 'image/jpeg'>;
}

/**
 * Decodes an upload and encodes its pixels again, so nothing but pixels is stored: metadata
 * (EXIF, GPS, comments), trailing bytes after the image (a PNG/JPEG/GIF header followed by HTML
 * or script), extra frames and embedded profiles are dropped. PNG and GIF pictures (drawings)
 * and any picture with transparency become PNG, photos (JPEG, opaque WebP) JPEG; the longest
 * side is capped at IMAGE_MAX_SIDE. Returns null when
 * the bytes do not decode as a PNG, JPEG, GIF or WebP picture (truncated, SVG, text, HTML…).
 * Runs on libuv's thread pool, off the event loop.
 */
export async function reencodeImage(data: Buffer): Promise<CleanImage | null> {
  // Loaded with the first upload, not at start: sharp weighs on the start-up time (figure P7 in docs/benchmarks.md).
  const { default: sharp } = await import('sharp');
  try {
    const input = sharp(data, { failOn: 'truncated', limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    if (!meta.format || !DECODABLE.has(meta.format) || !meta.width || !meta.height) return null;
    const pipeline = input.rotate().resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (meta.hasAlpha || meta.format === 'png' || meta.format === 'gif')
      return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), mime: 'image/png' };
    return { data: await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer(), mime: 'image/jpeg' };
  } catch {
    return null;
  }
}

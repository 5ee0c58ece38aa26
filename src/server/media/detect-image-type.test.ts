import { expect, test } from 'vitest';
import { detectImageType } from './detect-image-type';
import { GIF_HEADER, JPEG_HEADER, TINY_PNG, WEBP_HEADER } from '../../../tests/support/server/test-images';

test('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
  expect(detectImageType(TINY_PNG)).toBe('image/png');
  expect(detectImageType(JPEG_HEADER)).toBe('image/jpeg');
  expect(detectImageType(GIF_HEADER)).toBe('image/gif');
  expect(detectImageType(Buffer.from('GIF87a....', 'latin1'))).toBe('image/gif');
  expect(detectImageType(WEBP_HEADER)).toBe('image/webp');
});

test('refuses text, SVG, truncated headers and other RIFF files', () => {
  expect(detectImageType(Buffer.from('ciao, non sono una foto'))).toBeNull();
  expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
  expect(detectImageType(TINY_PNG.subarray(0, 7))).toBeNull();
  expect(detectImageType(Buffer.alloc(0))).toBeNull();
  expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WAVEfmt ')]))).toBeNull();
});

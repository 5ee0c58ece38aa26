import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORY_IMAGE_MESSAGES } from '../../shared/schemas/reading-story';
import { createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { IMAGE_MAX_SIDE } from './reencode-image';
import { storyFormData, TINY_JPEG, TINY_PNG } from '../../../tests/support/server/test-images';

let t: TestApp;
let su: string;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

async function upload(endpoint: string, data: Buffer, name = 'disegno.png', type = 'image/png') {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: endpoint,
    headers: { cookie: su },
    payload: storyFormData({ title: `Storia ${n}`, content: 'Testo' }, { data, name, type }),
  });
}

async function storedImage(imageId: string): Promise<Buffer> {
  const row = await t.database.db.selectFrom('images').select('data').where('id', '=', imageId).executeTakeFirstOrThrow();
  return Buffer.from(row.data);
}

const counts = async () => ({
  images: (await t.database.db.selectFrom('images').select('id').execute()).length,
  reading: (await t.database.db.selectFrom('reading_stories').select('id').execute()).length,
  science: (await t.database.db.selectFrom('science_stories').select('id').execute()).length,
});

describe.each(['/api/reading-stories', '/api/science-stories'])('uploads to %s', (endpoint) => {
  test('files that are not decodable pictures are refused with 400 and nothing is stored', async () => {
    const before = await counts();
    const pngHeaderHtml = Buffer.concat([TINY_PNG.subarray(0, 16), HTML]);
    const jpegHeaderHtml = Buffer.concat([TINY_JPEG.subarray(0, 4), HTML]);
    const gifHeaderScript = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*'), Buffer.from('*/=1;alert(1)//')]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const truncated = TINY_JPEG.subarray(0, Math.floor(TINY_JPEG.length / 2));
    const bigPng = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (const [label, data, name] of [
      ['PNG header + HTML', pngHeaderHtml, 'x.png'],
      ['JPEG header + HTML', jpegHeaderHtml, 'x.jpg'],
      ['GIF header + script', gifHeaderScript, 'x.gif'],
      ['SVG', svg, 'x.svg'],
      ['text named .png', Buffer.from('solo testo, niente immagine'), 'x.png'],
      ['truncated JPEG', truncated, 'x.jpg'],
      ['truncated PNG', bigPng.subarray(0, Math.floor(bigPng.length / 2)), 'x.png'],
    ] as const) {
      const res = await upload(endpoint, data, name);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ error: { code: 'invalid_image', message: STORY_IMAGE_MESSAGES.notAnImage } });
    }
    expect(await counts()).toEqual(before);
  });

  test('a real picture with HTML after its end and EXIF metadata is stored as pixels only', async () => {
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'SEGRETO-EXIF', ImageDescription: 'Casa di Anna' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('SEGRETO-EXIF'))).toBe(true);
    const polyglot = Buffer.concat([withExif, HTML]);
    const res = await upload(endpoint, polyglot, 'foto.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedImage(res.json().story.imageId);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.includes(Buffer.from('SEGRETO-EXIF'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();

    const pngPolyglot = Buffer.concat([TINY_PNG, HTML]);
    const png = await upload(endpoint, pngPolyglot, 'x.png');
    expect(png.statusCode, png.body).toBe(201);
    const storedPng = await storedImage(png.json().story.imageId);
    expect(storedPng.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(storedPng).metadata()).format).toBe('png');
  });

  test('a very large picture is scaled down to the cap', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    const res = await upload(endpoint, wide, 'panorama.png');
    expect(res.statusCode, res.body).toBe(201);
    const meta = await sharp(await storedImage(res.json().story.imageId)).metadata();
    expect(meta.width).toBe(IMAGE_MAX_SIDE);
    expect(meta.height).toBe(IMAGE_MAX_SIDE / 4);
  });
});

describe.each(['/api/reading-stories', '/api/science-stories'])('malformed multipart to %s', (endpoint) => {
  const bodies: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--X--\r\n'],
    ['unterminated', 'multipart/form-data; boundary=X', '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nT'],
    ['broken part header', 'multipart/form-data; boundary=X', '--X\r\nContent-Disposition\r\n\r\nT\r\n--X--\r\n'],
    ['header without end', 'multipart/form-data; boundary=X', '--X\r\nContent-Disposition: form-data; name="title"'],
    ['garbage', 'multipart/form-data; boundary=X', '\u0001\u0002garbage'],
    ['empty', 'multipart/form-data; boundary=X', ''],
    [
      'file cut short',
      'multipart/form-data; boundary=X',
      '--X\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
    ['bad boundary chars', 'multipart/form-data; boundary="', '--\r\n'],
  ];
  for (const method of ['POST', 'PUT'] as const) {
    test(`${method}: never a 500, nothing half-written`, async () => {
      const before = await counts();
      for (const [label, type, payload] of bodies) {
        const res = await t.app.inject({
          method,
          url: method === 'POST' ? endpoint : `${endpoint}/no-such-id`,
          headers: { cookie: su, 'content-type': type },
          payload,
        });
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        if (method === 'POST') expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expect(res.json(), label).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
      }
      expect(await counts()).toEqual(before);
    });
  }
});

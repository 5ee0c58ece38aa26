// R8: uploads. Polyglots (a real PNG/JPEG/GIF header or a whole valid image carrying HTML and
// script), SVG, oversize, truncated and malformed files, and a fake decompression bomb, sent as the
// image of reading and science stories. Each is refused, or stored only as re-encoded pixels: the
// stored image is fetched back, must decode and must contain no HTML or script. The child's voice
// recordings get the same treatment (r8-voice-cases.ts): real recordings are stored and come back
// byte for byte as audio with nosniff; anything else is refused by its bytes with the limit's code.
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createChild, errorCode, saveStory, startApp, superuser, type Client, type Scenario } from './lib';
import { voiceCases } from './r8-voice-cases';

const HTML = Buffer.from('<html><body><script>window.__xss=1;alert(1)</script><svg onload=alert(1)></svg></body></html>');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function samples(full: boolean) {
  const raw = { create: { width: 24, height: 24, channels: 3 as const, background: { r: 250, g: 120, b: 30 } } };
  const png = await sharp(raw).png().toBuffer();
  const jpeg = await sharp(raw).jpeg().toBuffer();
  const gif = await sharp(raw).gif().toBuffer();
  const webp = await sharp(raw).webp().toBuffer();
  // A valid PNG with a tEXt chunk of HTML before IEND.
  const iend = png.length - 12;
  const pngText = Buffer.concat([png.subarray(0, iend), chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), HTML])), png.subarray(iend)]);
  // A valid JPEG with a COM segment of HTML right after SOI.
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(HTML.length + 2, 2);
  const jpegCom = Buffer.concat([jpeg.subarray(0, 2), com, HTML, jpeg.subarray(2)]);
  // A PNG that claims 30000 × 30000 pixels with almost no data: a fake decompression bomb.
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const bomb = Buffer.concat([PNG_SIG, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(60_000))), chunk('IEND', Buffer.alloc(0))]);
  // Over the 5 MB cap: incompressible noise.
  const noiseSide = 1400;
  const big = await sharp(Buffer.from(Array.from({ length: noiseSide * noiseSide * 3 }, () => (Math.random() * 256) | 0)), {
    raw: { width: noiseSide, height: noiseSide, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const cases: { name: string; bytes: Buffer; type: string; file: string; mustAccept?: boolean }[] = [
    { name: 'valid PNG (control)', bytes: png, type: 'image/png', file: 'ok.png', mustAccept: true },
    { name: 'valid JPEG (control)', bytes: jpeg, type: 'image/jpeg', file: 'ok.jpg', mustAccept: true },
    { name: 'valid GIF (control)', bytes: gif, type: 'image/gif', file: 'ok.gif', mustAccept: true },
    { name: 'valid WebP (control)', bytes: webp, type: 'image/webp', file: 'ok.webp', mustAccept: true },
    { name: 'PNG signature + HTML', bytes: Buffer.concat([PNG_SIG, HTML]), type: 'image/png', file: 'a.png' },
    { name: 'JPEG SOI + HTML', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]), type: 'image/jpeg', file: 'a.jpg' },
    {
      name: 'GIF89a + script (GIFAR)',
      bytes: Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=1;window.__xss=1;'), HTML]),
      type: 'image/gif',
      file: 'a.gif',
    },
    {
      name: 'RIFF/WEBP header + HTML',
      bytes: Buffer.concat([Buffer.from('RIFF\x00\x01\x00\x00WEBPVP8 ', 'latin1'), HTML]),
      type: 'image/webp',
      file: 'a.webp',
    },
    { name: 'valid PNG + trailing HTML', bytes: Buffer.concat([png, HTML]), type: 'image/png', file: 'b.png' },
    { name: 'valid JPEG + trailing HTML', bytes: Buffer.concat([jpeg, HTML]), type: 'image/jpeg', file: 'b.jpg' },
    { name: 'valid GIF + trailing HTML', bytes: Buffer.concat([gif, HTML]), type: 'image/gif', file: 'b.gif' },
    { name: 'PNG with an HTML tEXt chunk', bytes: pngText, type: 'image/png', file: 'c.png' },
    { name: 'JPEG with an HTML comment', bytes: jpegCom, type: 'image/jpeg', file: 'c.jpg' },
    {
      name: 'SVG with script',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>window.__xss=1</script></svg>'),
      type: 'image/svg+xml',
      file: 'd.svg',
    },
    {
      name: 'SVG named .png',
      bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/png',
      file: 'd.png',
    },
    { name: 'HTML named .png', bytes: HTML, type: 'image/png', file: 'e.png' },
    { name: 'truncated PNG', bytes: png.subarray(0, Math.floor(png.length / 2)), type: 'image/png', file: 'f.png' },
    { name: 'truncated JPEG', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), type: 'image/jpeg', file: 'f.jpg' },
    { name: 'PNG with a bad CRC', bytes: Buffer.concat([png.subarray(0, 29), Buffer.from([0, 0, 0, 0]), png.subarray(33)]), type: 'image/png', file: 'g.png' },
    { name: 'random bytes', bytes: Buffer.from(Array.from({ length: 2048 }, () => (Math.random() * 256) | 0)), type: 'image/png', file: 'h.png' },
    { name: 'fake decompression bomb (30000²)', bytes: bomb, type: 'image/png', file: 'bomb.png' },
    { name: `oversize PNG (${(big.length / 1e6).toFixed(1)} MB)`, bytes: big, type: 'image/png', file: 'big.png' },
  ];
  if (full) cases.push({ name: 'oversize random 12 MB', bytes: Buffer.alloc(12 * 1024 * 1024, 7), type: 'image/png', file: 'huge.png' });
  return cases;
}

async function upload(su: Client, kind: 'reading' | 'science', n: number, c: { bytes: Buffer; type: string; file: string }) {
  const form = new FormData();
  form.append('title', `Immagine ${kind} ${n}`);
  form.append('content', 'Una storia con una figura.');
  form.append('image', new Blob([new Uint8Array(c.bytes)], { type: c.type }), c.file);
  return su.request(`/api/${kind}-stories`, { method: 'POST', body: form });
}

/** Sends every voice case as a child with the voice consent, each on a page of its own story. */
async function voiceUploads(baseURL: string, su: Client, breaches: string[]): Promise<{ sent: number; refused: number; stored: number }> {
  const child = await createChild(baseURL, 'Voce Affidabile');
  const consent = await su.request(`/api/admin/users/${child.id}/voice-consent`, { method: 'PUT', json: { consent: true, adultName: 'Maestra Lucia' } });
  if (consent.status !== 200) throw new Error(`voice consent: ${consent.status} ${consent.text.slice(0, 200)}`);
  let sent = 0;
  let refused = 0;
  let stored = 0;
  for (const c of voiceCases()) {
    sent++;
    const saved = await saveStory(child.client, `Voce ${sent}`, 'Una pagina da leggere ad alta voce.');
    const storyId = (saved.json as { story: { id: string } }).story.id;
    let r;
    try {
      r = await child.client.request(`/api/stories/${storyId}/recordings/0`, {
        method: 'PUT',
        body: new Uint8Array(c.bytes),
        headers: { 'content-type': c.contentType },
      });
    } catch (error) {
      breaches.push(`voice ${c.name}: no answer (${String(error).slice(0, 80)})`);
      continue;
    }
    if (r.status >= 500) {
      breaches.push(`voice ${c.name}: ${r.status} ${r.text.slice(0, 100)}`);
      continue;
    }
    if (c.expect === 'refused') {
      if (r.status < 400) breaches.push(`voice ${c.name}: stored (${r.status}), must be refused`);
      else if ((c.status !== undefined && r.status !== c.status) || (c.code !== undefined && errorCode(r) !== c.code))
        breaches.push(`voice ${c.name}: ${r.status} ${errorCode(r) ?? ''}, expected ${c.status ?? ''} ${c.code ?? ''}`);
      else refused++;
      continue;
    }
    if (r.status !== 201) {
      breaches.push(`voice ${c.name}: a real recording was refused (${r.status} ${errorCode(r) ?? ''})`);
      continue;
    }
    const dto = r.json as { url: string; mime: string };
    const back = await fetch(baseURL + dto.url, { headers: { cookie: child.client.cookieHeader() } });
    const bytes = Buffer.from(await back.arrayBuffer());
    const problems: string[] = [];
    if (back.status !== 200) problems.push(`GET ${back.status}`);
    if (c.mime !== undefined && dto.mime !== c.mime) problems.push(`stored as ${dto.mime}`);
    if (!/^audio\/(webm|ogg|mp4)$/.test(back.headers.get('content-type') ?? '')) problems.push(`served as ${back.headers.get('content-type')}`);
    if (back.headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
    if (!bytes.equals(c.bytes)) problems.push('the stored bytes differ from the upload');
    if (problems.length) breaches.push(`voice ${c.name}: ${problems.join(', ')}`);
    else stored++;
  }
  return { sent, refused, stored };
}

export const r8: Scenario = {
  name: 'R8 uploads',
  async run({ full, log }) {
    const app = await startApp({ env: { LOGIN_RATE_LIMIT: '100000' } });
    const breaches: string[] = [];
    let refused = 0;
    let reencoded = 0;
    let sent = 0;
    let voice = { sent: 0, refused: 0, stored: 0 };
    try {
      const su = await superuser(app.baseURL);
      const cases = await samples(full);
      let n = 0;
      for (const c of cases) {
        for (const kind of ['reading', 'science'] as const) {
          n++;
          sent++;
          let r;
          try {
            r = await upload(su, kind, n, c);
          } catch (error) {
            breaches.push(`${c.name} (${kind}): no answer (${String(error).slice(0, 80)})`);
            continue;
          }
          if (r.status >= 500) {
            breaches.push(`${c.name} (${kind}): ${r.status} ${r.text.slice(0, 100)}`);
            continue;
          }
          if (r.status >= 400) {
            if (c.mustAccept) breaches.push(`${c.name} (${kind}): a valid image was refused (${r.status})`);
            else refused++;
            continue;
          }
          const imageUrl = (r.json as { story?: { imageUrl?: string | null } }).story?.imageUrl;
          if (!imageUrl) {
            if (c.mustAccept) breaches.push(`${c.name} (${kind}): saved without its image`);
            else refused++;
            continue;
          }
          const img = await fetch(app.baseURL + imageUrl);
          const bytes = Buffer.from(await img.arrayBuffer());
          const text = bytes.toString('latin1').toLowerCase();
          const problems: string[] = [];
          if (img.status !== 200) problems.push(`GET ${img.status}`);
          if (!/^image\/(png|jpeg|gif|webp)/.test(img.headers.get('content-type') ?? '')) problems.push(`served as ${img.headers.get('content-type')}`);
          if (img.headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
          if (text.includes('<script') || text.includes('<html') || text.includes('<svg')) problems.push('stored bytes still carry HTML/script');
          try {
            const meta = await sharp(bytes).metadata();
            await sharp(bytes).raw().toBuffer();
            if (!meta.width || !meta.height) problems.push('no dimensions');
          } catch (error) {
            problems.push(`stored image does not decode (${String(error).slice(0, 60)})`);
          }
          if (problems.length) breaches.push(`${c.name} (${kind}): ${problems.join(', ')}`);
          else if (!c.mustAccept) reencoded++;
        }
      }
      log(`R8 ${sent} uploads: ${refused} refused, ${reencoded} stored re-encoded`);
      voice = await voiceUploads(app.baseURL, su, breaches);
      log(`R8 ${voice.sent} voice uploads: ${voice.refused} refused, ${voice.stored} real recordings stored intact`);
    } finally {
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
    return {
      figures: `${sent} uploads (controls, polyglots, SVG, oversize, truncated, malformed, bomb): ${refused} refused, ${reencoded} hostile ones stored only as clean pixels; ${voice.sent} voice uploads: ${voice.refused} refused by their bytes or limits, ${voice.stored} real recordings stored intact; ${breaches.length} breaches`,
      breaches,
    };
  },
};

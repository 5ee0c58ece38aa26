// Makes the PWA icons (192, 512 and maskable 512) from the app's own SVG logo with sharp.
// Run once after changing src/client/public/favicon.svg: node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pub = path.resolve('src/client/public');
const svg = fs.readFileSync(path.join(pub, 'favicon.svg'));
const out = path.join(pub, 'icons');
fs.mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: 1200 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
}
// Maskable: the logo inside the 80% safe zone on a full-bleed background of the logo's purple.
const inner = Math.round(512 * 0.72);
const logo = await sharp(svg, { density: 1200 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#6d28d9' } })
  .composite([{ input: logo, gravity: 'centre' }])
  .png()
  .toFile(path.join(out, 'icon-maskable-512.png'));
await sharp(svg, { density: 1200 }).resize(180, 180).flatten({ background: '#6d28d9' }).png().toFile(path.join(out, 'apple-touch-icon.png'));
console.log('icons written to', out);

/**
 * The site's icons, drawn from public/favicon.svg: favicon.ico (for browsers and crawlers
 * that ask for /favicon.ico), the apple-touch-icon and the web app manifest's icons. Run
 * after changing the SVG: npm run icons. The output is committed: nothing is drawn at build.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
/** The mark's own amber: fills the rounded corners where a platform draws its own shape. */
const AMBER = '#f59e0b';
const png = (size: number, options: { padding?: number; fill?: boolean } = {}) => {
  const padding = options.padding ?? 0;
  let image = sharp(svg, { density: 72 * Math.ceil(size / 48) * 2 }).resize(size - 2 * padding, size - 2 * padding);
  if (options.fill)
    image = image
      .flatten({ background: AMBER })
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background: AMBER });
  return image.png().toBuffer();
};

/** An ICO file whose images are PNGs (supported by every browser since IE Vista). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync(
  'public/favicon.ico',
  ico([
    { size: 32, data: await png(32) },
    { size: 48, data: await png(48) },
  ]),
);
// iOS rounds the corners itself: the icon fills its whole square.
writeFileSync('public/apple-touch-icon.png', await png(180, { fill: true }));
writeFileSync('public/icons/icon-192.png', await png(192));
writeFileSync('public/icons/icon-512.png', await png(512));
// Maskable: the platform crops to a circle or squircle, so the mark keeps a 10% safe margin.
writeFileSync('public/icons/icon-maskable-512.png', await png(512, { padding: 52, fill: true }));
console.log('public/favicon.ico, apple-touch-icon.png and icons/ written');

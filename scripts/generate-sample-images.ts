/**
 * Draws the sample images that the built-in content refers to (DECISIONS.md: all images are
 * made and committed by the project; nothing is downloaded). What each shows and how it is
 * drawn: scripts/lib/sample-images.ts. Usage: npm run images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { contentImageFolder } from '../src/lib/content-images-folder';
import { sampleDrawings } from './lib/sample-images';

async function main() {
  const drawings = sampleDrawings();
  for (const [src, { svg }] of drawings) {
    // Logos, and the share card that social networks fetch as it is, are served from public/.
    if (src.endsWith('.svg') || src.startsWith('/images/brand/')) {
      const file = join('public', src);
      mkdirSync(dirname(file), { recursive: true });
      if (src.endsWith('.svg')) writeFileSync(file, `${svg}\n`);
      else await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file);
      continue;
    }
    // Photographs go through astro:assets (AVIF/WebP in several widths), so they live in src/.
    const file = join(contentImageFolder, src.replace(/^\/images\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    const image = sharp(Buffer.from(svg));
    await (src.endsWith('.png') ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality: 82, mozjpeg: true })).toFile(
      file,
    );
  }
  console.log(`Drew ${drawings.size} images into public/images/ and ${contentImageFolder}/`);
}

await main();

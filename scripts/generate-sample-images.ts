/**
 * Draws the sample images that the built-in content refers to (DECISIONS.md: all images are
 * made and committed by the project; nothing is downloaded). It walks the defaults, so every
 * image a default names exists, and draws each by its folder: brand, projects, references,
 * news, about, contact. Usage: npm run images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { languages } from '../src/i18n/routes';
import { defaultContent } from '../src/content/defaults';
import { contentImageFolder } from '../src/lib/content-images-folder';

const NAVY = '#0f2340';
const STEEL = '#5b6b80';
const AMBER = '#f59e0b';
const FONT = "font-family='Inter, Arial, sans-serif'";

/** A small deterministic generator, so the same defaults always draw the same pictures. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return (seed >>> 8) / 0xffffff;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function logo(light: boolean): string {
  const ink = light ? '#ffffff' : NAVY;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='60' viewBox='0 0 240 60'>
<rect x='2' y='6' width='48' height='48' rx='10' fill='${AMBER}'/>
<path d='M30 12 16 34h10l-4 16 16-24H28z' fill='${NAVY}'/>
<text x='60' y='31' ${FONT} font-size='22' font-weight='800' fill='${ink}'>ÖRNEK</text>
<text x='60' y='50' ${FONT} font-size='12.5' font-weight='600' letter-spacing='2.2' fill='${light ? '#cbd5e1' : STEEL}'>ELEKTROMEKANİK</text>
</svg>`;
}

/** A construction or energy scene: sky, ground, and buildings, pylons or solar rows. */
function scene(seedText: string, width: number, height: number): string {
  const rnd = random(seedText);
  const hue = Math.floor(rnd() * 60) + 190;
  const horizon = height * (0.58 + rnd() * 0.12);
  const parts: string[] = [];
  const kind = Math.floor(rnd() * 3);
  if (kind === 0) {
    for (let x = 20; x < width; x += 60 + rnd() * 120) {
      const w = 60 + rnd() * 140;
      const h = height * (0.2 + rnd() * 0.45);
      parts.push(
        `<rect x='${x.toFixed(0)}' y='${(horizon - h).toFixed(0)}' width='${w.toFixed(0)}' height='${h.toFixed(0)}' fill='hsl(${hue} 25% ${18 + rnd() * 22}%)'/>`,
      );
      for (let wy = horizon - h + 14; wy < horizon - 14; wy += 22) {
        parts.push(
          `<rect x='${(x + 10).toFixed(0)}' y='${wy.toFixed(0)}' width='${(w - 20).toFixed(0)}' height='8' fill='hsl(45 90% ${60 + rnd() * 25}%)' opacity='${(0.35 + rnd() * 0.5).toFixed(2)}'/>`,
        );
      }
    }
    const craneX = width * (0.6 + rnd() * 0.3);
    parts.push(
      `<path d='M${craneX} ${horizon} V${height * 0.12} H${craneX - width * 0.25} M${craneX} ${height * 0.12} H${craneX + width * 0.08}' stroke='${AMBER}' stroke-width='8' fill='none'/>`,
    );
  } else if (kind === 1) {
    for (let x = 80; x < width; x += 260 + rnd() * 80) {
      const top = height * (0.12 + rnd() * 0.12);
      parts.push(
        `<path d='M${x - 40} ${horizon} L${x} ${top} L${x + 40} ${horizon} M${x - 60} ${top + 40} H${x + 60} M${x - 45} ${top + 80} H${x + 45}' stroke='hsl(${hue} 20% 25%)' stroke-width='6' fill='none'/>`,
      );
    }
    parts.push(
      `<path d='M0 ${height * 0.3} Q ${width / 2} ${height * 0.42} ${width} ${height * 0.3}' stroke='hsl(${hue} 20% 30%)' stroke-width='3' fill='none'/>`,
    );
  } else {
    for (let row = 0; row < 4; row++) {
      const y = horizon + 20 + row * ((height - horizon) / 4.5);
      for (let x = -40 + row * 30; x < width; x += 130) {
        parts.push(
          `<path d='M${x} ${y + 40} L${x + 30} ${y} H${x + 130} L${x + 100} ${y + 40} Z' fill='hsl(${hue + 10} 55% ${28 + row * 5}%)' stroke='#cbd5e1' stroke-width='2'/>`,
        );
      }
    }
  }
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
<defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='hsl(${hue} 60% 35%)'/><stop offset='1' stop-color='hsl(${hue - 10} 45% 75%)'/></linearGradient></defs>
<rect width='${width}' height='${height}' fill='url(#sky)'/>
<circle cx='${(width * (0.1 + rnd() * 0.8)).toFixed(0)}' cy='${(height * 0.2).toFixed(0)}' r='${(height * 0.08).toFixed(0)}' fill='#fde68a' opacity='0.85'/>
<rect y='${horizon.toFixed(0)}' width='${width}' height='${(height - horizon).toFixed(0)}' fill='hsl(${hue - 150} 20% 38%)'/>
${parts.join('\n')}
</svg>`;
}

/**
 * A client's mark: its initials in a shape of its own colour, drawn at twice the 3rem the tile
 * shows it at. The name itself is text beside it on the page, so the mark reads at any size.
 */
function referenceLogo(name: string): string {
  const rnd = random(name);
  const hue = Math.floor(rnd() * 360);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const shape =
    rnd() < 0.5
      ? `<circle cx='48' cy='48' r='46' fill='hsl(${hue} 55% 38%)'/>`
      : `<rect x='3' y='3' width='90' height='90' rx='18' fill='hsl(${hue} 55% 38%)'/>`;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'>
${shape}<text x='48' y='61' text-anchor='middle' ${FONT} font-size='38' font-weight='800' fill='#fff'>${escapeXml(initials)}</text>
</svg>`;
}

function mapPreview(): string {
  const rnd = random('map');
  const roads = Array.from({ length: 14 }, (_, i) => {
    const vertical = i % 2 === 0;
    const at = 40 + rnd() * 1120;
    return vertical
      ? `<path d='M${at} 0 L${at + (rnd() - 0.5) * 200} 600' stroke='#fff' stroke-width='${6 + rnd() * 8}'/>`
      : `<path d='M0 ${at / 2} L1200 ${at / 2 + (rnd() - 0.5) * 160}' stroke='#fff' stroke-width='${6 + rnd() * 8}'/>`;
  }).join('\n');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='600' viewBox='0 0 1200 600'>
<rect width='1200' height='600' fill='#e5e7eb'/>
<rect x='80' y='60' width='260' height='180' fill='#d1fae5'/><rect x='820' y='360' width='300' height='200' fill='#d1fae5'/>
${roads}
<path d='M600 300 c0 -40 -30 -70 -30 -90 a30 30 0 1 1 60 0 c0 20 -30 50 -30 90z' fill='${AMBER}' stroke='${NAVY}' stroke-width='4'/>
<circle cx='600' cy='210' r='11' fill='${NAVY}'/>
</svg>`;
}

function drawing(path: string): string {
  const name = path.split('/').pop() ?? path;
  if (path.startsWith('/images/brand/logo')) return logo(name.includes('light'));
  if (path.startsWith('/images/projects/')) return scene(name, 1600, 900);
  if (path.startsWith('/images/news/')) return scene(name, 1200, 675);
  if (path.startsWith('/images/about/')) return scene(name, 1200, 900);
  if (path.startsWith('/images/contact/')) return mapPreview();
  throw new Error(`No drawing for ${path}`);
}

async function main() {
  const images = new Map<string, string>();
  for (const lang of languages) {
    const content = defaultContent(lang);
    images.set(content.site.logoSource, drawing(content.site.logoSource));
    images.set(content.header.logoSource, drawing(content.header.logoSource));
    images.set(content.footer.footerLogoSource, drawing(content.footer.footerLogoSource));
    images.set(content.aboutTagline.imageSource, drawing(content.aboutTagline.imageSource));
    images.set(content.contact.mapPreviewSource, drawing(content.contact.mapPreviewSource));
    for (const { project } of content.projects.projects) {
      for (const src of project.imageSources) images.set(src, drawing(src));
    }
    for (const { news } of content.news.news) images.set(news.menuImageSource, drawing(news.menuImageSource));
    for (const { reference } of content.references.references) {
      images.set(reference.logo, referenceLogo(reference.referenceName));
    }
  }
  for (const [src, svg] of images) {
    if (src.endsWith('.svg')) {
      const file = join('public', src);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${svg}\n`);
    } else {
      // Photographs go through astro:assets (AVIF/WebP in several widths), so they live in src/.
      const file = join(contentImageFolder, src.replace(/^\/images\//, ''));
      mkdirSync(dirname(file), { recursive: true });
      const image = sharp(Buffer.from(svg));
      await (src.endsWith('.png') ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality: 82, mozjpeg: true })).toFile(
        file,
      );
    }
  }
  // Social networks do not show SVG previews: the Open Graph image is a PNG.
  const og = defaultContent('tr').site.ogImageSource;
  const card = `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='630'><rect width='1200' height='630' fill='${NAVY}'/>${scene('og', 1200, 630).replace(/^<svg[^>]*>|<\/svg>$/g, '')}<rect width='1200' height='630' fill='${NAVY}' opacity='0.55'/><g transform='translate(300 255) scale(2.5)'>${logo(true).replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g></svg>`;
  await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toFile(join('public', og));
  console.log(`Drew ${images.size + 1} images into public/images/ and ${contentImageFolder}/`);
}

await main();

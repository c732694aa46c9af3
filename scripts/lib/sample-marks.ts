/** The sample images that are not photographs: the company logo, the clients' marks, the map preview. */
import { basename } from 'node:path';
import { random } from './scenes/common';

export const NAVY = '#0f2340';
const STEEL = '#5b6b80';
const AMBER = '#f59e0b';
const FONT = "font-family='Inter, Arial, sans-serif'";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function companyLogo(light: boolean): string {
  const ink = light ? '#ffffff' : NAVY;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='60' viewBox='0 0 240 60'>
<rect x='2' y='6' width='48' height='48' rx='10' fill='${AMBER}'/>
<path d='M30 12 16 34h10l-4 16 16-24H28z' fill='${NAVY}'/>
<text x='60' y='31' ${FONT} font-size='22' font-weight='800' fill='${ink}'>ÖRNEK</text>
<text x='60' y='50' ${FONT} font-size='12.5' font-weight='600' letter-spacing='2.2' fill='${light ? '#cbd5e1' : STEEL}'>ELEKTROMEKANİK</text>
</svg>`;
}

/**
 * A client's mark: its initials in a shape of its own colour, drawn at twice the 3rem the tile
 * shows it at. The name itself is text beside it on the page, so the mark reads at any size.
 */
export function clientMark(name: string): string {
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

/** A street map around a pin, its streets drawn from the file's name: map-preview.png, map-preview-<place>.png. */
export function mapPreview(src: string): string {
  const rnd = random(basename(src, '.png').replace('map-preview', 'map'));
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

/** What every sample scene shares: a seeded random source, the sky, the land, trees and people. */

export type Random = () => number;

/** A small deterministic generator, so the same defaults always draw the same pictures. */
export function random(seedText: string): Random {
  let seed = [...seedText].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return (seed >>> 8) / 0xffffff;
  };
}

/** One decimal: coordinates stay short, so the SVG sharp reads stays small. */
export const r = (value: number) => Math.round(value * 10) / 10;

/** A scene's canvas: its size, its seed, the ground line and its unit (about 1/900 of the height). */
export interface Frame {
  w: number;
  h: number;
  rnd: Random;
  horizon: number;
  u: number;
}

/** `zoom`: how much closer than the widest view a picture may be, so two photos of one place differ. */
export function frame(seedText: string, w: number, h: number, horizon: number, zoom = 0): Frame {
  const rnd = random(seedText);
  return { w, h, rnd, horizon: h * horizon, u: (h / 900) * (1 + rnd() * zoom) };
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x='${r(x)}' y='${r(y)}' width='${r(w)}' height='${r(h)}' fill='${fill}'${extra ? ` ${extra}` : ''}/>`;
}

export function svgDocument(w: number, h: number, body: string[]): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>\n${body.join('\n')}\n</svg>`;
}

/** A daytime sky with a few clouds; the hue moves a little from picture to picture. */
export function sky(f: Frame): string {
  const hue = 200 + Math.floor(f.rnd() * 16);
  const clouds = Array.from({ length: 3 }, () => {
    const x = f.rnd() * f.w;
    const y = f.horizon * (0.15 + f.rnd() * 0.35);
    const s = f.u * (50 + f.rnd() * 40);
    return `<g fill='#fff' opacity='0.75'><ellipse cx='${r(x)}' cy='${r(y)}' rx='${r(s * 2.2)}' ry='${r(s * 0.55)}'/><ellipse cx='${r(x - s * 0.6)}' cy='${r(y - s * 0.35)}' rx='${r(s)}' ry='${r(s * 0.6)}'/><ellipse cx='${r(x + s * 0.5)}' cy='${r(y - s * 0.3)}' rx='${r(s * 0.8)}' ry='${r(s * 0.5)}'/></g>`;
  });
  return `<defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='hsl(${hue} 62% 48%)'/><stop offset='1' stop-color='hsl(${hue - 8} 55% 84%)'/></linearGradient></defs>
${rect(0, 0, f.w, f.horizon + 2, 'url(#sky)')}
${clouds.join('\n')}`;
}

/** Low hills along the horizon, then the ground down to the bottom edge. */
export function land(f: Frame, hills: string, ground: string): string {
  const points: string[] = [];
  for (let x = 0; x <= f.w + 200 * f.u; x += 200 * f.u) points.push(`${r(x)} ${r(f.horizon - f.u * (20 + f.rnd() * 60))}`);
  return `<path d='M0 ${r(f.horizon)} L${points.join(' L')} L${r(f.w)} ${r(f.horizon)} Z' fill='${hills}'/>
${rect(0, f.horizon, f.w, f.h - f.horizon, ground)}`;
}

function tree(x: number, baseY: number, size: number): string {
  return `<g>${rect(x - size * 0.06, baseY - size * 0.5, size * 0.12, size * 0.5, '#6b4f2a')}<circle cx='${r(x)}' cy='${r(baseY - size * 0.75)}' r='${r(size * 0.38)}' fill='#3f7d3a'/><circle cx='${r(x - size * 0.2)}' cy='${r(baseY - size * 0.6)}' r='${r(size * 0.26)}' fill='#4d8f45'/><circle cx='${r(x + size * 0.22)}' cy='${r(baseY - size * 0.62)}' r='${r(size * 0.25)}' fill='#356b31'/></g>`;
}

export function trees(f: Frame, baseY: number, from: number, to: number, size: number): string {
  const parts: string[] = [];
  for (let x = from; x < to; x += size * (0.9 + f.rnd() * 0.8)) parts.push(tree(x, baseY, size * (0.8 + f.rnd() * 0.4)));
  return parts.join('');
}

/** A strip of windows: rows by columns of panes inside a box, lit or dark at random. */
export function windows(f: Frame, x: number, y: number, w: number, h: number, rows: number, cols: number, glass: string): string {
  const parts: string[] = [];
  const cw = w / cols;
  const rh = h / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const dim = f.rnd() < 0.2 ? ` opacity='0.75'` : '';
      parts.push(rect(x + col * cw + cw * 0.15, y + row * rh + rh * 0.2, cw * 0.7, rh * 0.6, glass, dim));
    }
  }
  return parts.join('');
}

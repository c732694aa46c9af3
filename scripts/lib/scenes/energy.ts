/** Scenes of the energy work: a substation, a solar field, and the team on site beside one. */
import { frame, land, r, rect, sky, svgDocument, type Frame } from './common';

const STEEL = '#7b8794';
const INSULATOR = '#8d5b3a';

/** A lattice post: two legs, cross-bracing and a cap, from the ground up to `top`. */
function latticePost(x: number, baseY: number, top: number, width: number, u: number): string {
  const zig: string[] = [];
  const step = width * 1.4;
  for (let y = baseY; y > top + step; y -= step)
    zig.push(`M${r(x)} ${r(y)} L${r(x + width)} ${r(y - step)} M${r(x + width)} ${r(y)} L${r(x)} ${r(y - step)}`);
  return `<path d='M${r(x)} ${r(baseY)} V${r(top)} M${r(x + width)} ${r(baseY)} V${r(top)} ${zig.join(' ')}' stroke='${STEEL}' stroke-width='${r(3 * u)}' fill='none'/>`;
}

/** An insulator string: a stack of brown discs hanging down from (x, y). */
function insulator(x: number, y: number, discs: number, u: number): string {
  return Array.from(
    { length: discs },
    (_, i) => `<ellipse cx='${r(x)}' cy='${r(y + i * 9 * u)}' rx='${r(9 * u)}' ry='${r(3.5 * u)}' fill='${INSULATOR}'/>`,
  ).join('');
}

/** A portal gantry: two lattice posts and a beam, with three insulator strings; returns where the wires hang. */
function gantry(x: number, baseY: number, height: number, span: number, u: number): { svg: string; wires: number[]; wireY: number } {
  const top = baseY - height;
  const wires = [0.25, 0.5, 0.75].map((t) => x + span * t);
  const svg = `${latticePost(x, baseY, top, 24 * u, u)}${latticePost(x + span - 24 * u, baseY, top, 24 * u, u)}${rect(x - 10 * u, top - 6 * u, span + 20 * u, 26 * u, 'none', `stroke='${STEEL}' stroke-width='${r(4 * u)}'`)}${wires.map((w) => insulator(w, top + 20 * u, 6, u)).join('')}`;
  return { svg, wires, wireY: top + 20 * u + 6 * 9 * u };
}

/** The yellow high-voltage triangle, `size` wide, its bottom left corner at (x, y). */
function warningSign(x: number, y: number, size: number): string {
  const k = size / 28;
  return `<path d='M${r(x)} ${r(y)} l${r(14 * k)} ${r(-24 * k)} l${r(14 * k)} ${r(24 * k)}z' fill='#facc15' stroke='#111827' stroke-width='${r(2 * k)}'/><path d='M${r(x + 15 * k)} ${r(y - 19 * k)} l${r(-4 * k)} ${r(9 * k)} h${r(5 * k)} l${r(-3 * k)} ${r(8 * k)}' stroke='#111827' stroke-width='${r(2 * k)}' fill='none'/>`;
}

/** A power transformer: tank, radiator fins, conservator, three bushings and the warning sign. */
function transformer(x: number, baseY: number, u: number): string {
  const w = 230 * u;
  const h = 150 * u;
  const top = baseY - h;
  const fins = (from: number) =>
    Array.from({ length: 7 }, (_, i) => rect(from + i * 6 * u, top + 22 * u, 4 * u, h - 40 * u, '#56645c')).join('');
  const bushings = [0.25, 0.5, 0.75]
    .map((t) => {
      const bx = x + w * t;
      const sheds = Array.from(
        { length: 6 },
        (_, i) => `<ellipse cx='${r(bx)}' cy='${r(top - 10 * u - i * 11 * u)}' rx='${r(13 * u)}' ry='${r(4 * u)}' fill='${INSULATOR}'/>`,
      );
      return `${rect(bx - 7 * u, top - 70 * u, 14 * u, 70 * u, '#c9c2b5')}${sheds.join('')}${rect(bx - 5 * u, top - 80 * u, 10 * u, 12 * u, '#9ca3af')}`;
    })
    .join('');
  const tank = `${rect(x, top, w, h, '#6b7b72', `rx='${r(6 * u)}'`)}${rect(x + 10 * u, top + 12 * u, w - 20 * u, 6 * u, '#7f8f86')}`;
  const conservator = `${rect(x + w * 0.55, top - 48 * u, w * 0.42, 34 * u, '#6b7b72', `rx='${r(17 * u)}'`)}${rect(x + w * 0.62, top - 16 * u, 8 * u, 18 * u, '#56645c')}`;
  return `<g>${rect(x - 10 * u, baseY - 8 * u, w + 20 * u, 14 * u, '#9a958a')}${fins(x - 46 * u)}${fins(x + w + 6 * u)}${tank}${conservator}${bushings}${warningSign(x + 16 * u, top + 50 * u, 28 * u)}</g>`;
}

/** The concrete kiosk of a modular substation: doors, louvres and the warning sign. */
function kiosk(x: number, baseY: number, u: number): string {
  const w = 300 * u;
  const h = 170 * u;
  const top = baseY - h;
  const doors = [0.08, 0.38, 0.68]
    .map((t) => {
      const dx = x + w * t;
      const louvres = Array.from({ length: 5 }, (_, i) => rect(dx + 10 * u, top + 40 * u + i * 12 * u, 62 * u, 5 * u, '#4b5f73')).join('');
      return `${rect(dx, top + 28 * u, 82 * u, h - 28 * u, '#6d8196')}${louvres}${rect(dx + 66 * u, top + 110 * u, 6 * u, 18 * u, '#d1d5db')}`;
    })
    .join('');
  return `<g>${rect(x, top, w, h, '#d6d3cb')}${rect(x - 8 * u, top - 12 * u, w + 16 * u, 16 * u, '#b9b5ab')}${doors}${warningSign(x + w * 0.33, top + 135 * u, 28 * u)}</g>`;
}

/** A wire fence along the back of the yard. */
function fence(f: Frame, baseY: number, height: number): string {
  const { u } = f;
  const posts: string[] = [];
  for (let x = 0; x < f.w; x += 110 * u) posts.push(rect(x, baseY - height, 5 * u, height, '#6b7280'));
  return `${rect(0, baseY - height, f.w, height, '#9ca3af', `opacity='0.28'`)}<path d='M0 ${r(baseY - height)} H${r(f.w)} M0 ${r(baseY - height * 0.5)} H${r(f.w)}' stroke='#6b7280' stroke-width='${r(2 * u)}'/>${posts.join('')}`;
}

/** A transmission tower in the distance. */
function pylon(x: number, baseY: number, height: number, u: number): string {
  const top = baseY - height;
  const half = height * 0.16;
  return `<path d='M${r(x - half)} ${r(baseY)} L${r(x)} ${r(top)} L${r(x + half)} ${r(baseY)} M${r(x - half * 0.7)} ${r(baseY - height * 0.3)} L${r(x + half * 0.5)} ${r(baseY - height * 0.55)} M${r(x + half * 0.7)} ${r(baseY - height * 0.3)} L${r(x - half * 0.5)} ${r(baseY - height * 0.55)} M${r(x - half * 1.4)} ${r(top + height * 0.15)} H${r(x + half * 1.4)} M${r(x - half)} ${r(top + height * 0.32)} H${r(x + half)}' stroke='${STEEL}' stroke-width='${r(3 * u)}' fill='none'/>`;
}

/**
 * A substation yard: gantries and wires, two transformers, the kiosk, a fence and a line going
 * out. `scale` sizes the equipment against the picture's height; the view may be mirrored.
 */
function substationYard(f: Frame, scale: number): string {
  const { u, w, h, horizon } = f;
  const s = u * scale;
  const yard = horizon + (h - horizon) * 0.35;
  const mirror = f.rnd() < 0.5;
  const span = 1230 * s;
  // Somewhere in the middle when the yard fits, cropped at either side when it does not.
  const x0 = (w - span) * (0.15 + f.rnd() * 0.7);
  const g1 = gantry(x0, yard, 330 * s, 380 * s, s);
  const g2 = gantry(x0 + 520 * s, yard, 330 * s, 380 * s, s);
  const base = yard + 110 * s;
  const bushingTop = base - 150 * s - 80 * s;
  const wires = g1.wires
    .map((x, i) => {
      const x2 = g2.wires[i]!;
      return `<path d='M${r(x)} ${r(g1.wireY)} Q${r((x + x2) / 2)} ${r(g1.wireY + 40 * s)} ${r(x2)} ${r(g2.wireY)} M${r(x2)} ${r(g2.wireY)} Q${r(x2 + 260 * s)} ${r(g2.wireY - 60 * s)} ${r(w * 0.93)} ${r(horizon - 280 * u)}' stroke='#374151' stroke-width='${r(2.5 * s)}' fill='none'/>`;
    })
    .join('');
  const drops = [g1, g2]
    .map((g, i) =>
      g.wires
        .map(
          (x, j) =>
            `<path d='M${r(x)} ${r(g.wireY)} L${r(x0 + 10 * s + i * 520 * s + 230 * s * (0.25 + j * 0.25))} ${r(bushingTop)}' stroke='#374151' stroke-width='${r(2 * s)}'/>`,
        )
        .join(''),
    )
    .join('');
  const body = [
    pylon(w * 0.93, horizon - 10 * u, 300 * u, u),
    fence(f, horizon + 10 * u, 90 * u),
    g1.svg,
    g2.svg,
    wires,
    drops,
    transformer(x0 + 10 * s, base, s),
    transformer(x0 + 530 * s, base, s),
    kiosk(x0 + 920 * s, base + 10 * s, s),
  ].join('\n');
  return mirror ? `<g transform='translate(${w} 0) scale(-1 1)'>${body}</g>` : `<g>${body}</g>`;
}

const GRAVEL = `<defs><linearGradient id='gravel' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#c4bdae'/><stop offset='1' stop-color='#8f897c'/></linearGradient></defs>`;

export function substation(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.5);
  const scale = 0.95 + f.rnd() * 0.7;
  return svgDocument(w, h, [sky(f), GRAVEL, land(f, 'hsl(140 14% 58%)', 'url(#gravel)'), substationYard(f, scale)]);
}

/** Rows of panels on their legs, nearer rows larger, and the inverter station, on the Konya plain. */
export function solarField(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.45);
  const { u, horizon } = f;
  const rows: string[] = [];
  const count = 7 + Math.floor(f.rnd() * 3);
  let previous = horizon;
  for (let i = 1; i <= count; i++) {
    const y = horizon + (h - horizon) * ((i + 0.5) / (count + 0.5)) ** 2.1 * 1.04;
    const gap = y - previous;
    previous = y;
    const top = y - gap * 0.8;
    const bottom = y - gap * 0.25;
    const module = Math.max(gap * 1.1, 4 * u);
    const line = Math.max(0.6, gap * 0.03);
    const offset = f.rnd() * module;
    const joints: string[] = [];
    const legs: string[] = [];
    for (let x = -offset; x < w; x += module) {
      joints.push(`M${r(x)} ${r(top)} V${r(bottom)}`);
      legs.push(rect(x + module * 0.45, bottom, Math.max(1, gap * 0.04), y - bottom, '#6b7280'));
    }
    rows.push(
      `${legs.join('')}${rect(0, top, w, bottom - top, 'url(#panel)')}<path d='${joints.join(' ')} M0 ${r((top + bottom) / 2)} H${w}' stroke='#b6d4fb' stroke-width='${r(line)}' opacity='0.8'/>${rect(0, top, w, line * 1.5, '#e5e7eb')}`,
    );
  }
  const station = `<g>${rect(w * 0.68, horizon - 60 * u, 220 * u, 66 * u, '#f3f4f6')}${rect(w * 0.68 + 24 * u, horizon - 46 * u, 36 * u, 52 * u, '#9ca3af')}${rect(w * 0.68 + 120 * u, horizon - 46 * u, 70 * u, 20 * u, '#d1d5db')}</g>`;
  return svgDocument(w, h, [
    sky(f),
    `<defs><linearGradient id='panel' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#3f74dd'/><stop offset='1' stop-color='#1e3a8a'/></linearGradient></defs>`,
    land(f, 'hsl(30 20% 62%)', '#cdbf93'),
    station,
    rows.join('\n'),
  ]);
}

/** One person in a hard hat and a high-visibility vest, standing at (x, feet). */
function worker(
  x: number,
  feet: number,
  height: number,
  look: { hat: string; vest: string; shirt: string; skin: string; plan: boolean },
): string {
  const k = height / 400;
  const head = feet - 380 * k;
  const plan = look.plan
    ? `${rect(x + 38 * k, feet - 250 * k, 18 * k, 70 * k, '#bfdbfe', `rx='${r(6 * k)}' transform='rotate(-20 ${r(x + 47 * k)} ${r(feet - 215 * k)})'`)}`
    : '';
  return `<g>
${rect(x - 34 * k, feet - 180 * k, 30 * k, 170 * k, '#1f2a44')}${rect(x + 4 * k, feet - 180 * k, 30 * k, 170 * k, '#1f2a44')}
${rect(x - 38 * k, feet - 14 * k, 36 * k, 14 * k, '#3f2d1f', `rx='${r(4 * k)}'`)}${rect(x + 2 * k, feet - 14 * k, 36 * k, 14 * k, '#3f2d1f', `rx='${r(4 * k)}'`)}
${rect(x - 62 * k, feet - 310 * k, 22 * k, 120 * k, look.shirt, `rx='${r(10 * k)}'`)}${rect(x + 40 * k, feet - 310 * k, 22 * k, 120 * k, look.shirt, `rx='${r(10 * k)}'`)}
<circle cx='${r(x - 51 * k)}' cy='${r(feet - 186 * k)}' r='${r(11 * k)}' fill='${look.skin}'/><circle cx='${r(x + 51 * k)}' cy='${r(feet - 186 * k)}' r='${r(11 * k)}' fill='${look.skin}'/>
${rect(x - 44 * k, feet - 320 * k, 88 * k, 150 * k, look.shirt, `rx='${r(16 * k)}'`)}
${rect(x - 44 * k, feet - 316 * k, 88 * k, 140 * k, look.vest, `rx='${r(14 * k)}'`)}${rect(x - 8 * k, feet - 320 * k, 16 * k, 60 * k, look.shirt)}
${rect(x - 44 * k, feet - 240 * k, 88 * k, 10 * k, '#e5e7eb')}${rect(x - 44 * k, feet - 205 * k, 88 * k, 10 * k, '#e5e7eb')}
${plan}
${rect(x - 10 * k, feet - 340 * k, 20 * k, 24 * k, look.skin)}
<ellipse cx='${r(x)}' cy='${r(head + 10 * k)}' rx='${r(28 * k)}' ry='${r(33 * k)}' fill='${look.skin}'/>
<path d='M${r(x - 32 * k)} ${r(head + 2 * k)} A${r(32 * k)} ${r(30 * k)} 0 0 1 ${r(x + 32 * k)} ${r(head + 2 * k)} Z' fill='${look.hat}'/>${rect(x - 40 * k, head - 2 * k, 80 * k, 9 * k, look.hat, `rx='${r(4 * k)}'`)}${rect(x - 4 * k, head - 28 * k, 8 * k, 28 * k, '#ffffff', `opacity='0.35'`)}
</g>`;
}

const HATS = ['#ffffff', '#facc15', '#f97316', '#ffffff', '#2563eb'];
const VESTS = ['#f97316', '#c6f432', '#f97316', '#fb923c', '#c6f432'];
const SHIRTS = ['#1e40af', '#475569', '#0f766e', '#1f2937', '#3b82f6'];
const SKINS = ['#e0ac84', '#c68863', '#f1c6a5', '#a86b4a', '#d99e78'];

/** The engineering team in hard hats on site, a substation's equipment behind them. */
export function siteTeam(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.5);
  const people = 4 + Math.floor(f.rnd() * 2);
  const team: string[] = [];
  for (let i = 0; i < people; i++) {
    const x = w * (0.22 + (0.56 * i) / (people - 1)) + (f.rnd() - 0.5) * 30 * f.u;
    team.push(
      worker(x, h * (0.97 - (i % 2) * 0.03), h * (0.5 + f.rnd() * 0.06), {
        hat: HATS[i % HATS.length]!,
        vest: VESTS[(i + Math.floor(f.rnd() * 2)) % VESTS.length]!,
        shirt: SHIRTS[i % SHIRTS.length]!,
        skin: SKINS[Math.floor(f.rnd() * SKINS.length)]!,
        plan: i === 1,
      }),
    );
  }
  return svgDocument(w, h, [sky(f), GRAVEL, land(f, 'hsl(140 14% 58%)', 'url(#gravel)'), substationYard(f, 0.85), team.join('\n')]);
}

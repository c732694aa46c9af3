/** Scenes of buildings the company wires: a hospital, a factory, an office block, a school campus. */
import { frame, land, r, rect, sky, svgDocument, trees, windows, type Frame } from './common';

/** A street along the bottom with lane markings, and a kerb of grass above it. */
function street(f: Frame, top: number): string {
  const { w, h, u } = f;
  const dashes: string[] = [];
  for (let x = 20 * u; x < w; x += 160 * u) dashes.push(rect(x, top + (h - top) * 0.55, 80 * u, 6 * u, '#f8fafc'));
  return `${rect(0, top - 14 * u, w, 14 * u, '#9ca3af')}${rect(0, top, w, h - top, '#5b6470')}${dashes.join('')}`;
}

/** A square blue sign with a white H: the hospital sign of Turkish roads and roofs. */
function hospitalSign(x: number, y: number, size: number): string {
  const bar = size * 0.16;
  return `${rect(x, y, size, size, '#1d4ed8', `rx='${r(size * 0.1)}'`)}${rect(x + size * 0.25, y + size * 0.2, bar, size * 0.6, '#fff')}${rect(x + size * 0.75 - bar, y + size * 0.2, bar, size * 0.6, '#fff')}${rect(x + size * 0.25, y + size * 0.44, size * 0.5, bar, '#fff')}`;
}

function ambulance(x: number, ground: number, u: number): string {
  const k = u * 1.1;
  return `<g>${rect(x, ground - 110 * k, 190 * k, 90 * k, '#f8fafc', `rx='${r(10 * k)}'`)}${rect(x + 190 * k, ground - 80 * k, 70 * k, 60 * k, '#f8fafc', `rx='${r(12 * k)}'`)}${rect(x + 205 * k, ground - 74 * k, 40 * k, 26 * k, '#7aa7d9')}${rect(x, ground - 62 * k, 260 * k, 12 * k, '#dc2626')}${rect(x + 70 * k, ground - 100 * k, 12 * k, 36 * k, '#dc2626')}${rect(x + 58 * k, ground - 88 * k, 36 * k, 12 * k, '#dc2626')}${rect(x + 150 * k, ground - 124 * k, 26 * k, 14 * k, '#2563eb', `rx='${r(4 * k)}'`)}<circle cx='${r(x + 50 * k)}' cy='${r(ground - 18 * k)}' r='${r(20 * k)}' fill='#1f2937'/><circle cx='${r(x + 210 * k)}' cy='${r(ground - 18 * k)}' r='${r(20 * k)}' fill='#1f2937'/></g>`;
}

/** A many-storey hospital: wings with window bands, a central block with the H sign, an entrance canopy and an ambulance. */
export function hospital(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.7, 0.3);
  const { u, horizon } = f;
  const centre = w * (0.42 + f.rnd() * 0.16);
  const wingW = Math.min(w * 0.36, 560 * u);
  const wingH = 300 * u;
  const towerW = 300 * u;
  const towerH = 470 * u;
  const facade = '#eef2f6';
  const glass = '#8fb4d9';
  const wings = [centre - towerW / 2 - wingW, centre + towerW / 2]
    .map(
      (x) =>
        `${rect(x, horizon - wingH, wingW, wingH, facade)}${rect(x, horizon - wingH, wingW, 16 * u, '#cbd5e1')}${windows(f, x + 12 * u, horizon - wingH + 26 * u, wingW - 24 * u, wingH - 60 * u, 6, 10, glass)}${rect(x, horizon - wingH + 120 * u, wingW, 10 * u, '#14b8a6', `opacity='0.7'`)}`,
    )
    .join('');
  const tower = `${rect(centre - towerW / 2, horizon - towerH, towerW, towerH, '#f8fafc')}${rect(centre - towerW / 2, horizon - towerH, towerW, 18 * u, '#cbd5e1')}${windows(f, centre - towerW / 2 + 14 * u, horizon - towerH + 120 * u, towerW - 28 * u, towerH - 200 * u, 7, 5, glass)}${hospitalSign(centre - 45 * u, horizon - towerH + 18 * u, 90 * u)}`;
  const canopy = `${rect(centre - 170 * u, horizon - 120 * u, 340 * u, 22 * u, '#475569')}${rect(centre - 150 * u, horizon - 98 * u, 10 * u, 98 * u, '#64748b')}${rect(centre + 140 * u, horizon - 98 * u, 10 * u, 98 * u, '#64748b')}${rect(centre - 90 * u, horizon - 90 * u, 180 * u, 90 * u, '#93c5fd')}${rect(centre - 2 * u, horizon - 90 * u, 4 * u, 90 * u, '#475569')}`;
  const ambulanceX = centre + (f.rnd() < 0.5 ? -480 : 200) * u;
  return svgDocument(w, h, [
    sky(f),
    land(f, 'hsl(130 18% 60%)', '#7fae6a'),
    trees(f, horizon + 10 * u, 0, centre - towerW / 2 - wingW + 40 * u, 150 * u),
    wings,
    tower,
    canopy,
    trees(f, horizon + 10 * u, centre + towerW / 2 + wingW - 20 * u, w, 150 * u),
    street(f, horizon + 110 * u),
    ambulance(ambulanceX, horizon + 190 * u, u),
  ]);
}

/** A production hall with a sawtooth roof, loading doors, a chimney, silos and a truck. */
export function factory(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.7);
  const { u, horizon } = f;
  const hallX = w * (0.04 + f.rnd() * 0.06);
  const hallW = w * 0.66;
  const wall = 230 * u;
  const top = horizon - wall;
  const tooth = 120 * u;
  const roof: string[] = [];
  for (let x = hallX; x < hallX + hallW - 1; x += tooth) {
    roof.push(
      `<path d='M${r(x)} ${r(top)} L${r(x + tooth * 0.75)} ${r(top - 70 * u)} V${r(top)} Z' fill='#64748b'/>${rect(x + tooth * 0.75, top - 70 * u, tooth * 0.25, 70 * u, '#a5c8ec')}`,
    );
  }
  const ribs: string[] = [];
  for (let x = hallX; x < hallX + hallW; x += 18 * u) ribs.push(`M${r(x)} ${r(top)} V${r(horizon)}`);
  const doors = [0.12, 0.38, 0.64]
    .map((t) => {
      const dx = hallX + hallW * t;
      const slats = Array.from({ length: 8 }, (_, i) => `M${r(dx)} ${r(horizon - 150 * u + i * 18 * u)} h${r(130 * u)}`).join(' ');
      return `${rect(dx, horizon - 150 * u, 130 * u, 150 * u, '#9ca3af')}<path d='${slats}' stroke='#6b7280' stroke-width='${r(3 * u)}'/>`;
    })
    .join('');
  const yard = hallX + hallW + 40 * u;
  const silos = [0, 1]
    .map(
      (i) =>
        `${rect(yard + i * 110 * u, horizon - 300 * u, 90 * u, 300 * u, '#d1d5db', `rx='${r(12 * u)}'`)}<ellipse cx='${r(yard + i * 110 * u + 45 * u)}' cy='${r(horizon - 300 * u)}' rx='${r(45 * u)}' ry='${r(16 * u)}' fill='#e5e7eb'/>`,
    )
    .join('');
  const chimneyX = yard + 250 * u;
  const chimney = `${rect(chimneyX, horizon - 520 * u, 50 * u, 520 * u, '#e5e7eb')}${[0.08, 0.2].map((t) => rect(chimneyX, horizon - 520 * u + 520 * u * t, 50 * u, 30 * u, '#dc2626')).join('')}<ellipse cx='${r(chimneyX + 40 * u)}' cy='${r(horizon - 580 * u)}' rx='${r(60 * u)}' ry='${r(28 * u)}' fill='#f1f5f9' opacity='0.7'/>`;
  const pipe = `<path d='M${r(hallX + hallW)} ${r(horizon - 190 * u)} H${r(yard + 45 * u)} V${r(horizon - 250 * u)}' stroke='#94a3b8' stroke-width='${r(14 * u)}' fill='none'/>`;
  const truckX = hallX + hallW * 0.38 - 20 * u;
  const truck = `<g>${rect(truckX, horizon - 10 * u, 260 * u, 110 * u, '#f59e0b')}${rect(truckX + 260 * u, horizon + 30 * u, 80 * u, 70 * u, '#1e3a8a', `rx='${r(8 * u)}'`)}${rect(truckX + 290 * u, horizon + 40 * u, 40 * u, 26 * u, '#93c5fd')}<circle cx='${r(truckX + 50 * u)}' cy='${r(horizon + 108 * u)}' r='${r(22 * u)}' fill='#111827'/><circle cx='${r(truckX + 300 * u)}' cy='${r(horizon + 108 * u)}' r='${r(22 * u)}' fill='#111827'/></g>`;
  return svgDocument(w, h, [
    sky(f),
    land(f, 'hsl(35 16% 62%)', '#9a9488'),
    chimney,
    silos,
    pipe,
    roof.join(''),
    rect(hallX, top, hallW, wall, '#cbd5e1'),
    `<path d='${ribs.join(' ')}' stroke='#b6c2d1' stroke-width='${r(3 * u)}'/>`,
    rect(hallX, top + 30 * u, hallW, 16 * u, '#f59e0b'),
    doors,
    truck,
  ]);
}

/** A glass office tower over a podium, lower blocks beside it, and a street with trees. */
export function officeBlock(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.78, 0.15);
  const { u, horizon } = f;
  const neighbours: string[] = [];
  for (let x = -40 * u; x < w; x += 260 * u + f.rnd() * 120 * u) {
    const bh = (160 + f.rnd() * 220) * u;
    const bw = 200 * u + f.rnd() * 80 * u;
    neighbours.push(
      `${rect(x, horizon - bh, bw, bh, `hsl(${210 + f.rnd() * 20} 12% ${70 + f.rnd() * 10}%)`)}${windows(f, x + 10 * u, horizon - bh + 16 * u, bw - 20 * u, bh - 30 * u, Math.max(2, Math.round(bh / (40 * u))), 5, '#dbe4ee')}`,
    );
  }
  const towerW = 330 * u;
  // The whole tower, roof plant and all, stays in the picture.
  const towerH = Math.min(640 * u, horizon - 70 * u);
  const tx = w * (0.3 + f.rnd() * 0.3);
  const storeys = 12;
  const panes: string[] = [];
  for (let row = 0; row < storeys; row++) {
    for (let col = 0; col < 6; col++) {
      panes.push(
        rect(
          tx + 8 * u + col * ((towerW - 16 * u) / 6),
          horizon - towerH + 30 * u + row * ((towerH - 130 * u) / storeys),
          (towerW - 16 * u) / 6 - 5 * u,
          (towerH - 130 * u) / storeys - 6 * u,
          'url(#glass)',
        ),
      );
    }
  }
  const tower = `${rect(tx, horizon - towerH, towerW, towerH, '#334155')}${panes.join('')}<path d='M${r(tx + towerW * 0.15)} ${r(horizon - 100 * u)} L${r(tx + towerW * 0.55)} ${r(horizon - towerH)} H${r(tx + towerW * 0.75)} L${r(tx + towerW * 0.35)} ${r(horizon - 100 * u)} Z' fill='#fff' opacity='0.14'/>${rect(tx + towerW * 0.25, horizon - towerH - 40 * u, towerW * 0.5, 40 * u, '#475569')}`;
  const podium = `${rect(tx - 120 * u, horizon - 100 * u, towerW + 240 * u, 100 * u, '#cbd5e1')}${rect(tx - 110 * u, horizon - 90 * u, towerW + 220 * u, 50 * u, '#7ea3c8')}${rect(tx + towerW / 2 - 50 * u, horizon - 80 * u, 100 * u, 80 * u, '#1e293b')}`;
  return svgDocument(w, h, [
    sky(f),
    `<defs><linearGradient id='glass' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#9cc2e6'/><stop offset='1' stop-color='#3b6ea5'/></linearGradient></defs>`,
    land(f, 'hsl(210 10% 70%)', '#a3a3a3'),
    neighbours.join(''),
    tower,
    podium,
    street(f, horizon + 40 * u),
    trees(f, horizon + 34 * u, 20 * u, w, 170 * u),
  ]);
}

/** The Turkish flag on a pole: red, a white crescent and star. */
function flag(x: number, ground: number, u: number): string {
  const fx = x + 6 * u;
  const fy = ground - 400 * u;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = (i % 2 ? 7 : 17) * u;
    return `${r(fx + 92 * u + Math.cos(a) * rr)} ${r(fy + 50 * u + Math.sin(a) * rr)}`;
  });
  return `${rect(x, fy - 10 * u, 6 * u, 410 * u, '#9ca3af')}${rect(fx, fy, 150 * u, 100 * u, '#e30a17')}<circle cx='${r(fx + 55 * u)}' cy='${r(fy + 50 * u)}' r='${r(25 * u)}' fill='#fff'/><circle cx='${r(fx + 62 * u)}' cy='${r(fy + 50 * u)}' r='${r(20 * u)}' fill='#e30a17'/><path d='M${star.join(' L')} Z' fill='#fff'/>`;
}

function lampPost(x: number, ground: number, u: number): string {
  return `${rect(x, ground - 220 * u, 6 * u, 220 * u, '#475569')}<path d='M${r(x + 3 * u)} ${r(ground - 220 * u)} q${r(20 * u)} ${r(-20 * u)} ${r(44 * u)} 0' stroke='#475569' stroke-width='${r(5 * u)}' fill='none'/>${rect(x + 34 * u, ground - 222 * u, 30 * u, 10 * u, '#fde68a')}`;
}

/** A tower crane: the campus is still being built. */
function crane(x: number, ground: number, u: number): string {
  const top = ground - 470 * u;
  const mast: string[] = [];
  for (let y = ground; y > top + 30 * u; y -= 30 * u) mast.push(`M${r(x)} ${r(y)} L${r(x + 26 * u)} ${r(y - 30 * u)}`);
  return `<g stroke='#f59e0b' stroke-width='${r(5 * u)}' fill='none'><path d='M${r(x)} ${r(ground)} V${r(top)} M${r(x + 26 * u)} ${r(ground)} V${r(top)} ${mast.join(' ')}'/><path d='M${r(x - 150 * u)} ${r(top)} H${r(x + 420 * u)} M${r(x + 13 * u)} ${r(top - 60 * u)} L${r(x + 420 * u)} ${r(top)} M${r(x + 13 * u)} ${r(top - 60 * u)} L${r(x - 150 * u)} ${r(top)} M${r(x + 330 * u)} ${r(top)} V${r(top + 160 * u)}'/></g>${rect(x - 150 * u, top, 60 * u, 40 * u, '#64748b')}`;
}

/** Three school buildings with hip roofs, the flag, a sports pitch, lamp posts and a crane. */
export function schoolCampus(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.62);
  const { u, horizon } = f;
  const buildings = [
    { x: w * 0.04, bw: w * 0.27, storeys: 2 },
    { x: w * 0.36, bw: w * 0.3, storeys: 3 },
    { x: w * 0.7, bw: w * 0.26, storeys: 2 },
  ]
    .map(({ x, bw, storeys }) => {
      const bh = storeys * 95 * u + 20 * u;
      const top = horizon - bh;
      return `<path d='M${r(x - 14 * u)} ${r(top)} L${r(x + 50 * u)} ${r(top - 60 * u)} H${r(x + bw - 50 * u)} L${r(x + bw + 14 * u)} ${r(top)} Z' fill='#c2410c'/>${rect(x, top, bw, bh, '#f3e1b0')}${windows(f, x + 12 * u, top + 14 * u, bw - 24 * u, bh - 34 * u, storeys, Math.round(bw / (70 * u)), '#7fa7cc')}${rect(x, horizon - 26 * u, bw, 26 * u, '#d6c08a')}`;
    })
    .join('');
  const pitchTop = horizon + 60 * u;
  const pitch = `${rect(w * 0.08, pitchTop, w * 0.84, h - pitchTop - 40 * u, '#3f8f4a')}<path d='M${r(w * 0.1)} ${r(pitchTop + 16 * u)} H${r(w * 0.9)} V${r(h - 56 * u)} H${r(w * 0.1)} Z M${r(w * 0.5)} ${r(pitchTop + 16 * u)} V${r(h - 56 * u)}' stroke='#f8fafc' stroke-width='${r(5 * u)}' fill='none'/><circle cx='${r(w * 0.5)}' cy='${r((pitchTop + h - 40 * u) / 2)}' r='${r(50 * u)}' stroke='#f8fafc' stroke-width='${r(5 * u)}' fill='none'/>`;
  const lamps = [0.06, 0.34, 0.67, 0.95].map((t) => lampPost(w * t, horizon + 40 * u, u)).join('');
  const craneX = f.rnd() < 0.5 ? w * 0.2 : w * 0.78;
  return svgDocument(w, h, [
    sky(f),
    land(f, 'hsl(100 16% 62%)', '#b9b3a2'),
    crane(craneX, horizon - 30 * u, u),
    buildings,
    flag(w * 0.33, horizon + 20 * u, u),
    pitch,
    lamps,
  ]);
}

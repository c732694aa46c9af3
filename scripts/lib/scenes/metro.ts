/**
 * A metro platform, for the stations' weak current work: a train at the platform, tiled walls,
 * the M sign, a departures display, CCTV cameras, loudspeakers and smoke detectors.
 */
import { frame, r, rect, svgDocument } from './common';

export function metroStation(seed: string, w: number, h: number): string {
  const f = frame(seed, w, h, 0.66);
  const { u, horizon: edge } = f;
  const ceiling = h * 0.16;
  const tiles: string[] = [];
  for (let y = ceiling; y < edge; y += 40 * u) tiles.push(`M0 ${r(y)} H${w}`);
  for (let x = 0; x < w; x += 60 * u) tiles.push(`M${r(x)} ${r(ceiling)} V${r(edge)}`);
  const lights = Array.from({ length: Math.ceil(w / (260 * u)) }, (_, i) =>
    rect(i * 260 * u + 40 * u, ceiling - 34 * u, 180 * u, 12 * u, '#fefce8'),
  ).join('');
  const detectors = Array.from(
    { length: Math.ceil(w / (520 * u)) },
    (_, i) => `<ellipse cx='${r(i * 520 * u + 300 * u)}' cy='${r(ceiling - 8 * u)}' rx='${r(16 * u)}' ry='${r(6 * u)}' fill='#f8fafc'/>`,
  ).join('');
  const stripe = f.rnd() < 0.5 ? '#dc2626' : '#2563eb';
  const trainTop = h * 0.3;
  const trainX = -w * (0.05 + f.rnd() * 0.2);
  const trainW = w * 1.2;
  const cars: string[] = [];
  for (let x = trainX + 40 * u; x < trainX + trainW - 200 * u; x += 300 * u) {
    cars.push(
      `${rect(x, trainTop + 50 * u, 180 * u, 110 * u, '#1f2937', `rx='${r(10 * u)}'`)}${rect(x + 8 * u, trainTop + 56 * u, 70 * u, 40 * u, '#94a3b8', `opacity='0.35'`)}${rect(x + 220 * u, trainTop + 50 * u, 60 * u, edge - trainTop - 60 * u, '#9ca3af')}<path d='M${r(x + 250 * u)} ${r(trainTop + 50 * u)} V${r(edge - 10 * u)}' stroke='#4b5563' stroke-width='${r(3 * u)}'/>${rect(x + 226 * u, trainTop + 64 * u, 20 * u, 60 * u, '#1f2937')}${rect(x + 254 * u, trainTop + 64 * u, 20 * u, 60 * u, '#1f2937')}`,
    );
  }
  const train = `${rect(trainX, trainTop, trainW, edge - trainTop, 'url(#steel)', `rx='${r(40 * u)}'`)}${cars.join('')}${rect(trainX, trainTop + 180 * u, trainW, 18 * u, stripe)}`;
  const sign = `${rect(w * 0.06, ceiling + 20 * u, 90 * u, 90 * u, '#1d4ed8', `rx='${r(12 * u)}'`)}<path d='M${r(w * 0.06 + 20 * u)} ${r(ceiling + 92 * u)} V${r(ceiling + 38 * u)} L${r(w * 0.06 + 45 * u)} ${r(ceiling + 70 * u)} L${r(w * 0.06 + 70 * u)} ${r(ceiling + 38 * u)} V${r(ceiling + 92 * u)}' stroke='#fff' stroke-width='${r(11 * u)}' fill='none' stroke-linejoin='round'/>`;
  const display = `${rect(w * 0.52, ceiling, 6 * u, 40 * u, '#374151')}${rect(w * 0.6, ceiling, 6 * u, 40 * u, '#374151')}${rect(w * 0.5, ceiling + 40 * u, w * 0.14, 70 * u, '#111827', `rx='${r(6 * u)}'`)}${[0, 1, 2].map((i) => rect(w * 0.51, ceiling + 54 * u + i * 17 * u, w * (0.06 + 0.05 * ((i + 1) % 2)), 8 * u, '#fbbf24')).join('')}`;
  const column = (x: number) => {
    const camera = `${rect(x + 70 * u, ceiling + 60 * u, 26 * u, 8 * u, '#6b7280')}${rect(x + 86 * u, ceiling + 48 * u, 54 * u, 30 * u, '#f3f4f6', `rx='${r(6 * u)}'`)}<circle cx='${r(x + 140 * u)}' cy='${r(ceiling + 63 * u)}' r='${r(9 * u)}' fill='#111827'/>`;
    const speaker = `<path d='M${r(x - 4 * u)} ${r(ceiling + 150 * u)} l${r(-40 * u)} ${r(-18 * u)} v${r(56 * u)} l${r(40 * u)} ${r(-18 * u)} Z' fill='#e5e7eb' stroke='#6b7280' stroke-width='${r(2 * u)}'/>`;
    const alarm = rect(x + 10 * u, ceiling + 230 * u, 30 * u, 36 * u, '#dc2626', `rx='${r(4 * u)}'`);
    return `${rect(x, ceiling - 40 * u, 70 * u, h - ceiling, '#cbd5e1')}${rect(x + 54 * u, ceiling - 40 * u, 16 * u, h - ceiling, '#94a3b8')}${camera}${speaker}${alarm}`;
  };
  const columnX = w * (0.25 + f.rnd() * 0.1);
  return svgDocument(w, h, [
    `<defs><linearGradient id='steel' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#e5e7eb'/><stop offset='1' stop-color='#9ca3af'/></linearGradient><linearGradient id='floor' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#a8a29e'/><stop offset='1' stop-color='#57534e'/></linearGradient></defs>`,
    rect(0, ceiling, w, edge - ceiling, '#e7e5e4'),
    `<path d='${tiles.join(' ')}' stroke='#d6d3d1' stroke-width='${r(2 * u)}'/>`,
    rect(0, ceiling + 130 * u, w, 20 * u, stripe, `opacity='0.8'`),
    sign,
    train,
    rect(0, 0, w, ceiling, '#374151'),
    lights,
    detectors,
    rect(0, edge, w, h - edge, 'url(#floor)'),
    rect(0, edge, w, 10 * u, '#d6d3d1'),
    rect(0, edge + 10 * u, w, 26 * u, '#facc15'),
    display,
    column(columnX),
    column(columnX + w * 0.45),
  ]);
}

/**
 * What a process of the suite is, from its command line, and its CPU summed by kind: where the
 * suite's time goes on a machine whose cores it keeps busy (scripts/suite-cpu.ts).
 */

/** The kinds, first match wins: the browsers' helpers name their type, Node processes their entry. */
const KINDS: readonly (readonly [kind: string, commandLine: RegExp])[] = [
  ['browser: page renderers', /chrom.*--type=renderer/],
  ['browser: GPU and utility processes', /chrom.*--type=(?:gpu-process|utility|zygote)/],
  ['browser: Chromium', /chromium|chrome/],
  ['browser: Firefox', /firefox/],
  ['browser: WebKit', /WebKit|MiniBrowser|Xvfb/],
  ['site server', /server\/main\.mjs/],
  ['Playwright workers', /playwright.*(?:workerProcessEntry|worker)/i],
  ['Playwright runner', /playwright/],
  ['Vitest workers', /vitest|tinypool/],
  ['astro check', /astro(?:\.mjs)? check/],
  ['astro build', /astro(?:\.mjs)? build|astro\/bin/],
  ['scripts (tsx)', /tsx/],
  ['HTML checker (Java)', /java/],
  ['lint (ESLint, Prettier, knip, dependency-cruiser)', /eslint|prettier|knip|depcruise|dependency-cruiser/],
  ['npm', /\bnpm\b/],
];

export function processKind(commandLine: string, name: string): string {
  return KINDS.find(([, pattern]) => pattern.test(commandLine))?.[0] ?? `other: ${name}`;
}

/** One process as last seen: its kind and its CPU seconds then, and at the start if it was running. */
export interface SeenProcess {
  kind: string;
  seconds: number;
  secondsAtStart: number;
}

export interface KindFigure {
  kind: string;
  seconds: number;
  processes: number;
}

/** CPU seconds each kind used while watched (a process running at the start counts from there), most first. */
export function cpuByKind(seen: Iterable<SeenProcess>): KindFigure[] {
  const kinds = new Map<string, KindFigure>();
  for (const process of seen) {
    const used = process.seconds - process.secondsAtStart;
    if (used <= 0) continue;
    const figure = kinds.get(process.kind) ?? { kind: process.kind, seconds: 0, processes: 0 };
    figure.seconds += used;
    figure.processes += 1;
    kinds.set(process.kind, figure);
  }
  return [...kinds.values()].sort((a, b) => b.seconds - a.seconds);
}

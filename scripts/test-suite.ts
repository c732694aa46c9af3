/**
 * `npm test`: every stage of the suite in order, stopping at the first that fails, then how long
 * each took, so the next slowdown shows where it comes from. The figures are also written to
 * test-results/timings.json; `npm run test:timings` prints the last run's again.
 *
 * `npm test -- <stage> ...` runs only the stages named, in the suite's order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCacheDir } from '../src/server/config';

const TIMINGS_FILE = 'test-results/timings.json';

// The build comes before the unit tests: the XSS corpus builds the site twice more and reuses
// the images this build optimised (the build cache, BUILD_CACHE_DIR) instead of making them again.
// Stages of one step run side by side: lint and check each keep one core busy and only read the
// sources (check writes .astro/, which lint skips), so together they take about as long as one.
// WebKit runs on one worker (two cores at 55-65 %) and the fourth language's build and browser
// leave a core idle at times: side by side they took 47 s where in turn they took 65 s. Each uses
// a port, a build folder and a browser of its own.
const steps = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'check', script: 'check' },
  ],
  [{ name: 'build', script: 'build' }],
  [{ name: 'verify', script: 'verify:dist' }],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'browser', script: 'test:browser' }],
  [
    { name: 'webkit', script: 'test:webkit' },
    { name: 'languages', script: 'test:third-language' },
  ],
] as const;
const stages = steps.flat();

type StageName = (typeof stages)[number]['name'];
interface Timing {
  stage: StageName;
  seconds: number;
  exitCode: number | null;
}

const format = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

function printTimings(timings: Timing[], totalSeconds: number): void {
  const width = Math.max(...stages.map((s) => s.name.length));
  console.log('\nTime per stage:');
  for (const t of timings)
    console.log(`  ${t.stage.padEnd(width)}  ${format(t.seconds).padStart(10)}${t.exitCode === 0 ? '' : `  FAILED (exit ${t.exitCode})`}`);
  console.log(`  ${'total'.padEnd(width)}  ${format(totalSeconds).padStart(10)}`);
}

if (process.argv[2] === '--timings') {
  if (!existsSync(TIMINGS_FILE)) {
    console.error(`No ${TIMINGS_FILE} yet: run npm test first.`);
    process.exit(2);
  }
  const last = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as { totalSeconds: number; stages: Timing[] };
  printTimings(last.stages, last.totalSeconds);
  process.exit(0);
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${stages.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}
const toRun = steps
  .map((step) => step.filter((stage) => asked.length === 0 || asked.includes(stage.name)))
  .filter((step) => step.length > 0);

/**
 * The stages' temporary files (stores, uploads, builds, browser profiles: some hundred megabytes
 * a run) go to one folder of this run, removed when the suite ends however it ends: a machine
 * that runs the suite every day keeps none of them.
 */
const runTemp = mkdtempSync(join(tmpdir(), 'site-suite-'));
process.on('exit', () => rmSync(runTemp, { recursive: true, force: true }));
/**
 * Every build of the stages (the XSS corpus', the publish runs', the third language's, each in a
 * folder of its own) reuses this project's build cache: the photos are encoded once a machine.
 */
const stageEnv = { ...process.env, TMPDIR: runTemp, BUILD_CACHE_DIR: buildCacheDir(process.env) };
/**
 * Stages still running, each the leader of its own process group: a suite stopped stops every
 * process of theirs (npm's child does not pass a signal on), before their folder goes.
 */
const running = new Set<ChildProcess>();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.on(signal, () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, signal);
    process.exit(code);
  });

/**
 * Runs an npm script under its heading. Beside other stages, its output is held and printed whole
 * under the heading when it ends, so the outputs do not interleave.
 */
function run(script: string, heading: string, beside: boolean): Promise<number | null> {
  if (!beside) console.log(heading);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: stageEnv,
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let ended = false;
    const end = (code: number | null) => {
      if (ended) return;
      ended = true;
      running.delete(child);
      if (beside) process.stdout.write(`${heading}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', () => end(1));
    child.on('close', (code, signal) => end(signal ? 1 : code));
  });
}

function report(timings: Timing[], started: number): void {
  const totalSeconds = Math.round((performance.now() - started) / 100) / 10;
  printTimings(timings, totalSeconds);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(TIMINGS_FILE, `${JSON.stringify({ totalSeconds, stages: timings }, null, 2)}\n`);
}

const started = performance.now();
const timings: Timing[] = [];
for (const step of toRun) {
  const beside = step.length > 1;
  const results = await Promise.all(
    step.map(async (stage) => {
      const others = step.filter((other) => other !== stage).map((other) => other.name);
      const heading = `\n▶ ${stage.name} (npm run ${stage.script}${beside ? `, beside ${others.join(', ')}` : ''})`;
      const stageStarted = performance.now();
      const exitCode = await run(stage.script, heading, beside);
      return { stage: stage.name, seconds: Math.round((performance.now() - stageStarted) / 100) / 10, exitCode };
    }),
  );
  timings.push(...results);
  const failed = results.find((timing) => timing.exitCode !== 0);
  if (failed) {
    report(timings, started);
    process.exit(failed.exitCode ?? 1);
  }
}
report(timings, started);

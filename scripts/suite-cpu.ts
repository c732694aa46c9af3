/**
 * `npm run test:cpu -- [stage ...]`: runs `npm test` (or only the stages named) and says where
 * its CPU went, by kind of process (scripts/lib/process-kinds.ts): the suite keeps both cores of
 * a 2-core machine busy, so its time falls only with the CPU it spends, and this shows whose.
 *
 * Every process is read from /proc four times a second; a process that lives less than that,
 * and the last quarter second of each, are not counted (the figures run a little low).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { machineCpuSeconds, processStat } from './lib/process-figures';
import { cpuByKind, processKind, type SeenProcess } from './lib/process-kinds';

const SAMPLE_MS = 250;

const seen = new Map<string, SeenProcess>();

function sample(atStart: boolean): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const { name, cpuSeconds, startTicks } = processStat(pid);
      // A pid is used again: the start time tells the processes apart.
      const key = `${pid}:${startTicks}`;
      const known = seen.get(key);
      if (known) known.seconds = cpuSeconds;
      else {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        seen.set(key, { kind: processKind(commandLine, name), seconds: cpuSeconds, secondsAtStart: atStart ? cpuSeconds : 0 });
      }
    } catch {
      // Gone between the listing and the read.
    }
  }
}

sample(true);
const machineAtStart = machineCpuSeconds();
const started = performance.now();
const sampler = setInterval(() => sample(false), SAMPLE_MS);
const suite = spawn('npm', ['test', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
suite.on('close', (code) => {
  clearInterval(sampler);
  sample(false);
  const wall = (performance.now() - started) / 1000;
  const machine = machineCpuSeconds();
  const busy = machine.busy - machineAtStart.busy;
  const figures = cpuByKind(seen.values());
  const counted = figures.reduce((sum, figure) => sum + figure.seconds, 0);
  console.log(
    `\nCPU by kind of process (${wall.toFixed(0)} s; the machine's cores ${((100 * busy) / (machine.total - machineAtStart.total)).toFixed(0)} % busy):`,
  );
  for (const figure of figures.filter((each) => each.seconds >= 1))
    console.log(
      `  ${figure.seconds.toFixed(0).padStart(6)} s  ${((100 * figure.seconds) / counted).toFixed(0).padStart(3)} %  ${String(figure.processes).padStart(5)} processes  ${figure.kind}`,
    );
  console.log(`  ${counted.toFixed(0).padStart(6)} s counted, of ${busy.toFixed(0)} s the machine was busy`);
  process.exit(code ?? 1);
});

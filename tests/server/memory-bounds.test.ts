/**
 * The server holds its memory bounds however it is started: bare, it starts itself again with
 * them (and passes signals and its exit on); with them, or with a heap limit of the operator's
 * own, it runs as started. The probe fixture stands in for the server (the real bundle is the
 * same launcher: src/server/launch.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingMemoryBounds, SERVER_MEMORY_BOUNDS } from '../../src/server/config';

interface Probe {
  pid: number;
  heapLimit: number;
  mmapThreshold?: string;
  arenaMax?: string;
}

/** The heap limit of a process started with these flags, for comparison. */
const heapLimitWith = (...flags: string[]) =>
  Number(execFileSync(process.execPath, [...flags, '-p', "require('node:v8').getHeapStatistics().heap_size_limit"], { encoding: 'utf8' }));
/** What the probe's own environment must not bring along. */
const UNSET = { NODE_OPTIONS: undefined, MALLOC_MMAP_THRESHOLD_: undefined, MALLOC_ARENA_MAX: undefined, SERVER_LAUNCHER_PID: undefined };

function startProbe(env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; probe: Probe }> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...UNSET, ...env };
  for (const name of Object.keys(merged)) if (merged[name] === undefined) delete merged[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/memory-bounds-probe.ts'], {
    env: merged,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, probe: JSON.parse(out.split('\n')[0]!) as Probe });
    });
    child.once('exit', (code) => reject(new Error(`the probe exited with ${code} before it printed`)));
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the server started bare (node dist/server/main.mjs, no settings)', () => {
  it(
    'runs in a process started again with the bounded heap and malloc settings, and passes SIGTERM and the exit code on',
    { timeout: 30_000 },
    async () => {
      const { child, probe } = await startProbe();
      expect(probe.pid).not.toBe(child.pid);
      expect(probe.heapLimit).toBe(heapLimitWith(...SERVER_MEMORY_BOUNDS.nodeFlags));
      expect(probe.heapLimit).toBeLessThan(heapLimitWith());
      expect(probe.mmapThreshold).toBe(SERVER_MEMORY_BOUNDS.env.MALLOC_MMAP_THRESHOLD_);
      expect(probe.arenaMax).toBe(SERVER_MEMORY_BOUNDS.env.MALLOC_ARENA_MAX);
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 3, signal: null });
      expect(isAlive(probe.pid)).toBe(false);
    },
  );

  it('stops with the process that was started, a kill -9 included: no server outlives it', { timeout: 30_000 }, async () => {
    const { child, probe } = await startProbe();
    const exited = exitOf(child);
    child.kill('SIGKILL');
    await exited;
    await expect.poll(() => isAlive(probe.pid), { timeout: 10_000 }).toBe(false);
  });
});

describe('the server started with bounds', () => {
  it('runs as started when it has every bound', { timeout: 30_000 }, async () => {
    const { child, probe } = await startProbe({ NODE_OPTIONS: SERVER_MEMORY_BOUNDS.nodeFlags.join(' '), ...SERVER_MEMORY_BOUNDS.env });
    try {
      expect(probe.pid).toBe(child.pid);
      expect(probe.heapLimit).toBe(heapLimitWith(...SERVER_MEMORY_BOUNDS.nodeFlags));
    } finally {
      child.kill();
    }
  });

  it('keeps a heap limit of the operator’s own, adding only the bounds it lacks', { timeout: 30_000 }, async () => {
    const { child, probe } = await startProbe({ NODE_OPTIONS: '--max-old-space-size=512', ...SERVER_MEMORY_BOUNDS.env });
    try {
      const young = SERVER_MEMORY_BOUNDS.nodeFlags.filter((flag) => !flag.startsWith('--max-old-space-size'));
      expect(probe.heapLimit).toBe(heapLimitWith('--max-old-space-size=512', ...young));
    } finally {
      child.kill();
    }
  });

  it('counts a heap flag in either spelling, and any MALLOC_* value the operator set', () => {
    expect(
      missingMemoryBounds({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536', NODE_OPTIONS: '--max-semi-space-size=8' }, [
        '--max_old_space_size=300',
      ]),
    ).toBeUndefined();
    expect(missingMemoryBounds({ MALLOC_ARENA_MAX: '4' }, [])).toEqual({
      nodeFlags: [...SERVER_MEMORY_BOUNDS.nodeFlags],
      env: { MALLOC_MMAP_THRESHOLD_: SERVER_MEMORY_BOUNDS.env.MALLOC_MMAP_THRESHOLD_ },
    });
  });
});

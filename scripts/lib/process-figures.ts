/** What a process on this machine has used so far, read from its /proc files (Linux). */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** A process's resident memory now, in bytes; 0 when its status says none. */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** The clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process's name, user and system CPU so far in seconds, and when it started (ticks after boot, which tells a reused pid apart). */
export function processStat(pid: number | string): { name: string; cpuSeconds: number; startTicks: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The name, in parentheses, may hold spaces: the fields after its last ')' are counted from there.
  const nameEnd = stat.lastIndexOf(')');
  const fields = stat.slice(nameEnd + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, nameEnd),
    // utime and stime, the 14th and 15th fields of the line.
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    startTicks: Number(fields[19]),
  };
}

/** A process's user and system CPU so far, in seconds (0 once it is gone). */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return 0;
  return processStat(pid).cpuSeconds;
}

/** The machine's busy and total CPU seconds so far, over all its cores (/proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle! + iowait!) / TICKS_PER_SECOND };
}

/**
 * Loaded into every Node process of a benchmarked command (NODE_OPTIONS=--import): at its exit the
 * process appends what it used (CPU, peak memory) to the file PROCESS_USAGE_FILE names, one JSON
 * line a process, so a benchmark sums a command's CPU and takes its peak over all its processes
 * (tsx and astro start more than one).
 */
import { appendFileSync } from 'node:fs';

const file = process.env['PROCESS_USAGE_FILE'];
if (file)
  process.on('exit', () => {
    const usage = process.resourceUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ pid: process.pid, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssKb: usage.maxRSS })}\n`,
    );
  });

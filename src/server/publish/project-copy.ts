/** A copy of the project that builds like it (a publish run's, a test's, a benchmark's): the packages linked, not copied. */
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { HANDBOOK_DIR } from '../../lib/handbook';

/** What a build needs of the project: its sources, content, the editors' handbook the admin serves, scripts and configuration. */
const PROJECT_ENTRIES = ['src', 'public', 'content-snapshot', HANDBOOK_DIR, 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export function copyProject(sourceDir: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of PROJECT_ENTRIES) {
    const from = join(sourceDir, entry);
    if (existsSync(from)) cpSync(from, join(target, entry), { recursive: true });
  }
  symlinkSync(join(sourceDir, 'node_modules'), join(target, 'node_modules'), 'dir');
}

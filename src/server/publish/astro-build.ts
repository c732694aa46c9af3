/**
 * The Node arguments of the site's Astro build as package.json's `build:astro` script gives them
 * (its heap limit among them), so a publish run builds exactly as `npm run build` does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ASTRO_BUILD_SCRIPT = 'build:astro';

export function astroBuildArguments(sourceDir: string): string[] {
  const file = join(sourceDir, 'package.json');
  const script = (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts?.[ASTRO_BUILD_SCRIPT];
  const [program, ...args] = script?.trim().split(/\s+/) ?? [];
  if (program !== 'node' || args.length === 0)
    throw new Error(`${file}: scripts['${ASTRO_BUILD_SCRIPT}'] must be 'node <arguments>' (it is ${JSON.stringify(script)})`);
  return args;
}

import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { HANDBOOK_DIR } from '../../../src/lib/handbook';
import { copyProject } from '../../../src/server/publish/project-copy';

it('copies what a build reads, the handbook the admin serves included, and links the packages', () => {
  const target = join(mkdtempSync(join(tmpdir(), 'project-copy-')), 'copy');
  copyProject(resolve('.'), target);
  for (const entry of ['src', 'public', 'content-snapshot', 'astro.config.mjs']) expect(existsSync(join(target, entry)), entry).toBe(true);
  // A preview built without it would lose every Help link's page.
  expect(readdirSync(join(target, HANDBOOK_DIR)).sort()).toEqual(readdirSync(HANDBOOK_DIR).sort());
  expect(existsSync(join(target, 'node_modules', 'astro'))).toBe(true);
});

/**
 * `npm run test:third-language`: a copy of the project gains a test-only third content language
 * (add-language.ts), is built with `npm run build`, type-checked, and its own browser tests
 * (tests/third-language/*.spec.ts, run inside the copy) check that every page renders in it and
 * that the studio edits it beside the others. Nothing of it reaches this working tree.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { languages } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { copyProject } from '../../src/server/publish/project-copy';
import { addTestLanguage, TEST_LANG } from './add-language';

function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

if (languages.includes(TEST_LANG as never))
  throw new Error(`the test language '${TEST_LANG}' ships already: pick another in add-language.ts`);

const root = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'third-language-'));
let code = 1;
try {
  copyProject(root, copy);
  for (const entry of ['tests', 'vitest.config.ts']) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  const startingPaths = new Set(
    sitePages()
      .filter((page) => page.lang === 'en')
      .map((page) => page.path),
  );
  addTestLanguage(copy, startingPaths);
  console.log(`Added '${TEST_LANG}' to a copy in ${copy}; building it.`);
  code = await run('npm', ['run', '-s', 'build'], copy);
  // The compiler over src/ (the build wrote Astro's types): a table keyed by the site's
  // languages that the four steps did not reach fails here, named.
  writeFileSync(
    join(copy, 'tsconfig.src.json'),
    JSON.stringify({ extends: './tsconfig.json', include: ['.astro/types.d.ts', 'src/**/*.ts', 'src/**/*.tsx'] }),
  );
  if (code === 0) code = await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.src.json'], copy);
  if (code === 0) code = await run('npx', ['playwright', 'test', '-c', 'tests/third-language/playwright.config.ts'], copy);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exit(code);

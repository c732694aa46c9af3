/**
 * `npm run code:commit` names the newest commit that changed code, passing over the commits of
 * exported content (the rebuild workflow's snapshot commits): the live server and a preview are
 * compared by it, so a content publish between them must not make them differ.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { uploadsFolder } from '../../src/lib/content-images-folder';

const SCRIPT = resolve('scripts/code-commit.ts');
const TSX = resolve('node_modules/.bin/tsx');

function repository() {
  const dir = mkdtempSync(join(tmpdir(), 'code-commit-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  const commit = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
    git('add', '-A');
    git('commit', '-q', '-m', file);
    return git('rev-parse', 'HEAD');
  };
  const codeCommit = () => execFileSync(TSX, [SCRIPT], { cwd: dir, encoding: 'utf8' }).trim();
  return { commit, codeCommit };
}

it('passes over snapshot and upload commits to the newest commit of code', () => {
  const repo = repository();
  const code = repo.commit('src/page.ts', 'export {};\n');
  repo.commit('content-snapshot/tr/site.json', '{}\n');
  repo.commit(`${uploadsFolder}/a.jpg`, 'jpeg\n');
  expect(repo.codeCommit()).toBe(code);
  const next = repo.commit('src/page.ts', 'export const changed = 1;\n');
  expect(repo.codeCommit()).toBe(next);
}, 30_000);

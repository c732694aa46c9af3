/**
 * Prints the newest commit that changed the site's code: anything but the content the rebuild
 * workflow commits (content-snapshot/ and the uploads). The deploy workflow gives it to the
 * server (SITE_CODE_COMMIT); a preview records the one it was built from. Publishing refuses a
 * preview whose code differs from the live server's, so publishing content never rolls code back.
 * Usage: tsx scripts/code-commit.ts (in a git checkout with the history: fetch-depth 0)
 */
import { execFileSync } from 'node:child_process';
import { uploadsFolder } from '../src/lib/content-images-folder';

const CONTENT_PATHS = ['content-snapshot', uploadsFolder];

const commit = execFileSync('git', ['log', '-1', '--format=%H', '--', '.', ...CONTENT_PATHS.map((path) => `:(exclude)${path}`)], {
  encoding: 'utf8',
}).trim();
if (!/^[0-9a-f]{40}$/.test(commit)) {
  console.error(`code-commit: git found no commit (got '${commit}'); is this a checkout with its history?`);
  process.exit(1);
}
console.log(commit);

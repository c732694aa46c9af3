/**
 * The reply templates are content for staff alone: no page reads them, so no built file (a
 * page, a script, a data file) carries a line of any language's templates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { distDir } from '../dist-dir';

test('no built file carries a reply template', () => {
  const client = join(distDir, 'client');
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js|css|json|xml|txt|mjs)$/.test(file));
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(50);
  // A template's second paragraph: its own words, not a greeting another page could hold.
  const lines = languages.flatMap((lang) => getContent(lang).replyTemplates.templates.map((template) => template.text.split('\n\n')[1]!));
  expect(lines.length).toBeGreaterThanOrEqual(12);
  const carrying = files.filter((file) => {
    const text = readFileSync(join(client, file), 'utf8');
    return lines.some((line) => text.includes(line) || text.includes(JSON.stringify(line).slice(1, -1)));
  });
  expect(carrying).toEqual([]);
});

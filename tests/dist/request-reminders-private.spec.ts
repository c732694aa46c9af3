/**
 * The reminders' settings (the first-answer target, the manager's address) are for the server
 * alone: no page reads them, so no built file carries any language's document, nor a file of
 * its name. (The studio's bundle names the fields, as it names every field it edits.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';
import { distDir } from '../dist-dir';

test("no built file carries the reminders' settings", () => {
  const client = join(distDir, 'client');
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(50);
  expect(files.filter((file) => /request-reminders/.test(file))).toEqual([]);
  // The document as a page would hold it, had one read it: its JSON, in either quoting.
  const documents = languages.map((lang) => JSON.stringify(getContent(lang).requestReminders));
  expect(documents[0]).toContain('"firstAnswerTargetMinutes":120');
  const carrying = files
    .filter((file) => /\.(html|js|css|json|xml|txt|mjs)$/.test(file))
    .filter((file) => {
      const text = readFileSync(join(client, file), 'utf8');
      return documents.some((document) => text.includes(document) || text.includes(JSON.stringify(document).slice(1, -1)));
    });
  expect(carrying).toEqual([]);
});

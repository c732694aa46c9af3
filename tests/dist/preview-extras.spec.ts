/**
 * The preview pane's extras exist only in the pane's render: no file of the build (a page, a
 * script, a stylesheet, a compressed copy's original) carries a field's click-to-edit attribute
 * or the pane's note of fields not shown. The pane's script names the attribute to look for it,
 * never with a value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PREVIEW_FIELD_ATTRIBUTE as FIELD_ATTRIBUTE, PREVIEW_NOT_SHOWN_META as NOT_SHOWN_META } from '../../src/admin-api/contract';
import { distDir } from '../dist-dir';

test("no built file carries the preview pane's attributes", () => {
  const client = join(distDir, 'client');
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file));
  expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(50);
  const carrying = files.filter((file) => {
    const text = readFileSync(join(client, file), 'utf8');
    return text.includes(`${FIELD_ATTRIBUTE}="`) || text.includes(`<meta name="${NOT_SHOWN_META}"`);
  });
  expect(carrying).toEqual([]);
});

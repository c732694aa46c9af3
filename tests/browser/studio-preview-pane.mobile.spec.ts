/**
 * The editor's live preview on a phone (375 px): below the form, not beside it; the whole page of
 * the phone's width fits the pane, in the first column's language; a keyboard user can skip past it; axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { adminPath } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { previewStrings } from '../../src/islands/admin/studio/preview/preview-strings';
import { getContent } from '../../src/content/loader';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { startStudioServer } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };

test('below the form on a phone, skippable by keyboard, and axe finds nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const server = await startStudioServer('sqlite', [{ account: EDITOR, can: 'content' }]);
  try {
    await page.goto(`${server.origin}${adminPath('content')}`);
    await submitSignIn(page, 'en', EDITOR.email, EDITOR.password);
    await expect(page.getByRole('heading', { level: 1, name: adminStrings.en.contentHeading })).toBeVisible();
    await page.goto(`${server.origin}${editorHref({ key: 'projects', item: 'p02' })}`);
    await page.getByRole('button', { name: studioStrings.en.editor.livePreview }).click();
    const pane = page.locator('[data-preview-pane]');
    const frame = page.locator('iframe[data-preview-frame]');
    await expect(page.frameLocator('iframe[data-preview-frame]').locator('h1')).toHaveText(
      getContent('tr').projects.projects.find((entry) => entry.id === 'p02')!.project.name,
    );
    const form = (await page.locator('form').first().boundingBox())!;
    expect((await pane.boundingBox())!.y).toBeGreaterThanOrEqual(form.y + form.height);
    // A phone's page fits the pane's width whole.
    expect((await frame.boundingBox())!.width).toBeLessThanOrEqual((await pane.boundingBox())!.width);
    await expect(frame).toHaveAccessibleName(/Preview of the page/);

    await pane.getByRole('button', { name: previewStrings.en.skip }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focusedInPane = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-preview-pane]')));
    expect(focusedInPane).toBe(false);
    await expectNoAxeViolations(page);
  } finally {
    await server.stop();
  }
});

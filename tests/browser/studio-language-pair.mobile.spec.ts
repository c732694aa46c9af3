/** On a phone the two chosen languages stack: each field's first shown language above its second, the column selects likewise. */
import { getContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] } });

const [first] = languages as [Lang, ...Lang[]];
const german = 'de' satisfies Lang;
const project = getContent(german).projects.projects.find((entry) => (entry.project.imageSources?.length ?? 0) > 1)!;

for (const ui of ['tr', 'en'] as const)
  test.describe(`${ui} admin`, () => {
    test.use({ locale: ui === 'tr' ? 'tr-TR' : 'en-GB' });
    test(`${first.toUpperCase()} above DE on a phone (${ui} admin)`, async ({ page }, testInfo) => {
      await page.goto(editorHref({ key: 'projects', item: project.id }));
      await submitSignIn(page, ui, staff.email, staff.password);
      const texts = studioStrings[ui].editor;
      await page.getByLabel(fill(texts.column, { number: 2 }), { exact: true }).selectOption(german);
      const top = await page.locator(`#field-${first}-name`).boundingBox();
      const below = await page.locator(`#field-${german}-name`).boundingBox();
      expect(below!.y).toBeGreaterThan(top!.y + top!.height);
      expect(below!.x).toBe(top!.x);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`pair-${ui}-375.png`) });
      await page.locator('[data-field-row="imageSources"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`pair-photos-${ui}-375.png`) });
    });
  });

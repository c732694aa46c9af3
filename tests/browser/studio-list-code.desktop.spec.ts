/**
 * A list field's control is fetched when a unit with a list is edited
 * (src/islands/admin/studio/fields/list/list.tsx): until it comes, the list says it is loading;
 * code that cannot be fetched is said at the list, and fetched again on request. The code is
 * known by its file's name, which is its module's.
 */
import { getContent } from '../../src/content/loader';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

const tr = studioStrings.tr;
const LIST_CONTROL_CODE = '**/_astro/ListControl.*.js';

test("a list's control is said to be loading until its code comes; code that cannot be fetched is said at the list and fetched again on request", async ({
  page,
}) => {
  const project = getContent('tr').projects.projects.find(({ project }) => project.imageSources.length > 0)!;
  let fail!: () => void;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(LIST_CONTROL_CODE, async (route) => {
    await failing;
    await route.abort();
  });
  await page.goto(editorHref({ key: 'projects', item: project.id }));
  await submitSignIn(page, 'tr', staff.email, staff.password);

  const photos = page.getByRole('group', { name: /^Fotoğraflar\b/ }).first();
  await expect(photos.getByRole('status')).toHaveText(tr.image.loading);
  fail();
  const failed = page.getByRole('alert').filter({ hasText: tr.editor.listLoadFailed });
  await expect(failed.first()).toBeVisible();
  await expect(page.locator('#field-tr-imageSources-0')).toHaveCount(0);

  await page.unroute(LIST_CONTROL_CODE);
  // Each list asks again by its own button.
  while ((await failed.count()) > 0) await failed.first().getByRole('button', { name: adminStrings.tr.retry }).click();
  await expect(page.locator('#field-tr-imageSources-0')).toHaveValue(project.project.imageSources[0]!);
});

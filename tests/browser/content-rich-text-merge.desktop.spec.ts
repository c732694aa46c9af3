/**
 * Two editors change the about text, a rich text, at once, on the studio's screens against the
 * built server: changes to different paragraphs merge by themselves, and the status line names
 * the field and who changed it as for any merged field; changes to the same paragraph meet the
 * conflict screen, which shows both versions with what differs marked, and Keep theirs keeps theirs.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi, adminApiPath, adminPath } from '../../src/i18n/routes';
import type { ContentRevision, ContentVersion } from '../../src/admin-api/contract';
import { colleagueChangesText } from '../../src/islands/admin/studio/merge/colleague-changes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { panelStrings } from '../../src/islands/admin/studio/base/panel-strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { unitFields } from '../../src/islands/admin/studio/unit/unit-data';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { startStudioServer, type StudioServer } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const SECOND = { email: 'second@example.com', password: 'ikinci editörün parolası 26' };
const TIME_ZONE = 'Europe/Istanbul';
const unit = { lang: 'tr', key: 'aboutTagline' } as const;

const editable = (page: Page) => page.locator('[data-field="aboutContent"] [contenteditable="true"]').first();
const status = (page: Page) => page.locator('[data-studio-status]');

/** Both editors in browsers of their own, signed in to the about text's editor in the Turkish admin. */
async function twoEditors(browser: Browser, server: StudioServer): Promise<[Page, Page]> {
  const pages = await Promise.all(
    [EDITOR, SECOND].map(async (account) => {
      const context = await browser.newContext({ baseURL: server.origin, locale: 'tr-TR', timezoneId: TIME_ZONE });
      const page = await context.newPage();
      await page.goto(adminPath('content'));
      await submitSignIn(page, 'tr', account.email, account.password);
      await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading })).toBeVisible();
      await page.goto(editorHref({ key: unit.key, item: null }));
      await expect(editable(page)).toContainText('2010');
      return page;
    }),
  );
  return pages as [Page, Page];
}

/** Runs `scenario` with both editors signed in on a server and store of their own, stopped after it. */
async function withTwoEditors(browser: Browser, scenario: (editor: Page, second: Page) => Promise<void>) {
  test.setTimeout(120_000);
  const server = await startStudioServer('sqlite', [
    { account: EDITOR, can: 'content' },
    { account: SECOND, can: 'content' },
  ]);
  try {
    await scenario(...(await twoEditors(browser, server)));
  } finally {
    await server.stop();
  }
}

/** Types `words` at the text's start (the first paragraph) or its end (the last). */
async function typeAt(page: Page, where: 'start' | 'end', words: string) {
  await editable(page).click();
  await page.keyboard.press(where === 'start' ? 'Control+Home' : 'Control+End');
  await page.keyboard.type(words);
}

async function save(page: Page, ui: AdminLang = 'tr') {
  await page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true }).click();
}

const stored = async (page: Page) =>
  ((await (await page.request.get(adminApiPath(adminApi.contentDocument, unit))).json()) as ContentVersion).data as Record<string, string>;

test('edits to different paragraphs of one rich text merge by themselves, and the status line says whose', async ({ browser }) => {
  await withTwoEditors(browser, async (editor, second) => {
    await typeAt(second, 'end', ' İkinci editörün eki.');
    await save(second);
    await expect(status(second)).toHaveText(studioStrings.tr.editor.saved);

    await typeAt(editor, 'start', 'Birinci editörün girişi. ');
    await save(editor);
    const { revisions } = (await (await editor.request.get(adminApiPath(adminApi.contentDocumentHistory, unit))).json()) as {
      revisions: ContentRevision[];
    };
    const theirs = revisions.find((revision) => revision.updatedBy === SECOND.email)!;
    const news = colleagueChangesText(
      [{ by: SECOND.email, at: theirs.updatedAt, fields: [{ lang: 'tr', path: ['aboutContent'] }] }],
      unitFields(unit.key, false),
      'tr',
      studioStrings.tr,
      new Date(),
      TIME_ZONE,
    );
    await expect(status(editor)).toHaveText(`${studioStrings.tr.editor.saved} ${news}`);
    await expect(editor.locator('[data-conflict]')).toHaveCount(0);
    // Both paragraphs' edits are stored and on the first editor's screen.
    const text = (await stored(editor))['aboutContent']!;
    expect(text).toMatch(/^<p>Birinci editörün girişi\. 2010 .*<\/p><p>2019.* İkinci editörün eki\.<\/p>$/);
    await expect(editable(editor).locator('p').first()).toContainText('Birinci editörün girişi.');
    await expect(editable(editor).locator('p').last()).toContainText('İkinci editörün eki.');
  });
});

test('edits to the same paragraph meet the conflict screen, each version with what differs marked', async ({ browser }) => {
  await withTwoEditors(browser, async (editor, second) => {
    await typeAt(second, 'start', 'Onların sözü. ');
    await save(second);
    await expect(status(second)).toHaveText(studioStrings.tr.editor.saved);

    await typeAt(editor, 'start', 'Benim sözüm. ');
    await save(editor);
    const texts = panelStrings.tr.conflict;
    const field = editor.locator('[data-conflict="tr"] [data-conflict-field="aboutContent"]');
    await expect(field.locator('[data-conflict-legend]')).toHaveText(texts.differencesMarked);
    // Each version block by block: the first paragraph's differing words marked, the second unmarked.
    await expect(field.locator('[data-conflict-mine] [data-conflict-block]')).toHaveCount(2);
    await expect(field.locator('[data-conflict-mine] mark')).toHaveText(`${texts.differenceStarts} Benim sözüm ${texts.differenceEnds}`);
    await expect(field.locator('[data-conflict-theirs] mark')).toHaveText(`${texts.differenceStarts} Onların sözü ${texts.differenceEnds}`);
    await expect(field.locator('[data-conflict-theirs] [data-conflict-block]').last()).toHaveText(/^2019’da Münih’te/);
    await expect(field.locator('[data-conflict-theirs] [data-conflict-block] mark')).toHaveCount(1);
    // The marks are told apart by more than their colour.
    await expect(field.locator('mark').first()).toHaveCSS('text-decoration-line', 'underline');
    await expectNoAxeViolations(editor);

    await field.getByLabel(texts.keepTheirs).check();
    await editor.locator('[data-conflict-apply]').click();
    await expect(editor.locator('[data-conflict]')).toHaveCount(0);
    await expect(editable(editor).locator('p').first()).toHaveText(/^Onların sözü\. 2010/);
    expect((await stored(editor))['aboutContent']).toMatch(/^<p>Onların sözü\. 2010/);
  });
});

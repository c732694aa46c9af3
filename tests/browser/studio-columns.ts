/** The studio's editor shows two languages at a time: the specs bring the one they look at into view. */
import type { Page } from '@playwright/test';
import type { AdminLang } from '../../src/i18n/admin-languages';
import type { Lang } from '../../src/i18n/routes';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';

/** The select of one of the editor's two columns. */
const columnSelect = (page: Page, ui: AdminLang, number: 1 | 2) =>
  page.getByLabel(fill(studioStrings[ui].editor.column, { number }), { exact: true });

/** Shows `lang`: as it is if the first column shows it, else in the second column. */
export async function showLanguage(page: Page, ui: AdminLang, lang: Lang): Promise<void> {
  if ((await columnSelect(page, ui, 1).inputValue()) === lang) return;
  await columnSelect(page, ui, 2).selectOption(lang);
}

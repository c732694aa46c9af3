/**
 * The rich-text editor's code (src/islands/admin/studio/RichTextField.tsx) held back by the
 * specs of its placeholder: known by what it holds (a class name ProseMirror gives the selected
 * node), not by its file's hashed name.
 */
import type { Page } from '@playwright/test';

const RICH_TEXT_MARKER = 'ProseMirror-selectednode';

/** Answers the rich-text editor's code only once `decide` says how: 'send' or 'fail'. */
export async function holdRichTextCode(page: Page): Promise<(how: 'send' | 'fail') => void> {
  let decide!: (how: 'send' | 'fail') => void;
  const decision = new Promise<'send' | 'fail'>((resolve) => (decide = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(RICH_TEXT_MARKER)) return route.fulfill({ response, body });
    if ((await decision) === 'fail') return route.abort();
    return route.fulfill({ response, body });
  });
  return decide;
}

/** The about page's first rich-text field, as the studio's editor of it shows it. */
export const aboutTextField = (page: Page) => page.locator('[data-field="aboutContent"]').first();

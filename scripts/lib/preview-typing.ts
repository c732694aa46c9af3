/**
 * The studio's live preview as an editor sees it: in Chromium, signed in, on an item's editor
 * with the pane open, one character typed into the item's title field at a time, at a person's
 * pace, in real time (a bench, not a test). Each keystroke's time and each text the pane's
 * shown frame takes are noted in the page itself, on its own clock (a keydown listener, and a
 * look at the frame's heading every animation frame), so the figures hold no round trip of the
 * driver. A keystroke's latency is the time from it until the shown frame first holds the field's
 * text as that keystroke left it (the later text, which holds it too, counts).
 */
import type { Browser } from '@playwright/test';
import type { DocumentKey } from '../../src/content/documents';
import { adminPath, type Lang } from '../../src/i18n/routes';
import { adminStrings } from '../../src/islands/admin/strings';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { submitSignIn } from '../../tests/browser/admin-ui';
import { field } from '../../tests/browser/studio-screen';

export interface TypedItem {
  key: DocumentKey;
  item: string;
  lang: Lang;
  /** The field typed into, whose text the page's `<h1>` shows. */
  titleField: string;
}

export interface TypingFigures {
  /** Per keystroke, ms until the pane showed it. */
  latencies: number[];
  /** How many pages the pane showed while the typing went on and until it showed the last keystroke. */
  pagesShown: number;
}

/** Letters only: a title keeps them as typed, and the page shows them as they are. */
const LETTERS = 'abcdefghijklmnoprstuvyz';

/**
 * Notes, in `window.benchTyping`, each keydown's time and each text the shown frame's heading
 * takes. A string: tsx names the functions it compiles with a helper the page does not have.
 */
const WATCH_TYPING = `{
  const noted = { keys: [], shown: [] };
  window.benchTyping = noted;
  addEventListener('keydown', () => noted.keys.push(performance.now()), true);
  let last = '';
  const look = () => {
    const frame = document.querySelector('iframe[data-preview-frame]');
    const text = frame?.contentDocument?.querySelector('h1')?.textContent ?? '';
    if (text !== last) noted.shown.push([performance.now(), (last = text)]);
    requestAnimationFrame(look);
  };
  look();
}`;

interface Noted {
  keys: number[];
  shown: [number, string][];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function typingLatencies(
  browser: Browser,
  origin: string,
  account: { email: string; password: string },
  typed: TypedItem,
  keystrokes: number,
  paceMs: number,
): Promise<TypingFigures> {
  const context = await browser.newContext({ baseURL: origin, locale: 'tr-TR', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(adminPath('content'));
    await submitSignIn(page, 'tr', account.email, account.password);
    await page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading }).waitFor();
    await page.goto(editorHref({ key: typed.key, item: typed.item }));
    await page.locator('[data-preview-toggle]').click();
    const input = field(page, typed.lang, typed.titleField);
    const before = await input.inputValue();
    const heading = page.frameLocator('iframe[data-preview-frame]').locator('h1');
    await heading.filter({ hasText: before }).waitFor({ timeout: 30_000 });

    await page.evaluate(WATCH_TYPING);
    await input.focus();
    await page.keyboard.press('End');
    const letters = Array.from({ length: keystrokes }, (_, index) => LETTERS[index % LETTERS.length]!);
    for (const letter of letters) {
      const started = Date.now();
      await page.keyboard.type(letter);
      await sleep(Math.max(0, paceMs - (Date.now() - started)));
    }
    const after = before + letters.join('');
    await heading.filter({ hasText: after }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(`window.benchTyping.shown.some(([, shown]) => shown.includes(${JSON.stringify(after)}))`);
    const noted = (await page.evaluate('window.benchTyping')) as Noted;
    // The End key's press is the first keydown noted.
    const keys = noted.keys.slice(-keystrokes);
    const latencies = keys.map((at, index) => {
      const text = before + letters.slice(0, index + 1).join('');
      const shown = noted.shown.find(([when, shownText]) => when >= at && shownText.includes(text));
      if (!shown) throw new Error(`the pane never showed '${text}'`);
      return shown[0] - at;
    });
    return { latencies, pagesShown: noted.shown.filter(([when]) => when >= keys[0]!).length };
  } finally {
    await context.close();
  }
}

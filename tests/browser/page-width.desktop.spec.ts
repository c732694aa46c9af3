/**
 * Nothing is cut off or wider than the window, from a 320 px phone to a 1920 px screen, in
 * every language: every header control whole on screen at each width where the layout changes
 * (Tailwind's sm, md, lg, xl) and one px either side; no page of any kind, nor the contact
 * page's alerts, wider than the window; contact details wrapping only where a reader expects.
 * The widths are set here, so the file runs in one project.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactEndpoint, languages, pathFor, type Lang } from '../../src/i18n/routes';
import { getContent } from '../../src/content/loader';
import { emailBreakParts } from '../../src/lib/line-breaks';
import { fillContactRequest, openContactForm } from './contact-form-page';
import { onePageOfEachKind } from './sample-pages';

const layoutWidths = [320, ...[640, 768, 1024, 1280].flatMap((w) => [w - 1, w, w + 1]), 1920];
const PHONE_WIDTHS = [320, 375, 414];

/** Header links and buttons shown but not wholly inside the window. */
function headerControlsOffScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-site-header] a, [data-site-header] button')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth)
      .map(
        ({ el, box }) =>
          `"${el.textContent?.trim() || el.getAttribute('aria-label')}" at ${Math.round(box.left)}-${Math.round(box.right)} px`,
      ),
  );
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scrolled: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));

async function expectNoWiderThanWindow(page: Page, where: string) {
  const { scrolled, window } = await pageWidth(page);
  expect.soft(scrolled, `${where}: the page is ${scrolled} px wide in a ${window} px window`).toBeLessThanOrEqual(window);
}

for (const lang of languages) {
  test(`${lang}: every header control is on screen at ${layoutWidths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: layoutWidths[0]!, height: 900 });
    await page.goto(pathFor('home', lang));
    for (const width of layoutWidths) {
      await page.setViewportSize({ width, height: 900 });
      expect.soft(await headerControlsOffScreen(page), `${width} px`).toEqual([]);
      await expectNoWiderThanWindow(page, `${width} px`);
    }
  });
}

test('at 320 px no page of any kind is wider than the window, cuts off a header control or breaks a heading inside a word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [...onePageOfEachKind().map((p) => p.path), '/bu-sayfa-yok', '/en/no-such-page']) {
    await page.goto(path);
    await expectNoWiderThanWindow(page, path);
    expect.soft(await headerControlsOffScreen(page), path).toEqual([]);
    for (const { text, starts } of await lineStarts(page, 'h1, h2')) {
      const insideWords = starts.filter((start) => !/[\s\-\u00ad]/.test(text[start - 1] ?? ' '));
      expect
        .soft(
          insideWords.map((start) => `${text.slice(0, start)}|${text.slice(start)}`),
          `${path}: a heading broken inside a word`,
        )
        .toEqual([]);
    }
  }
});

async function sendFailing(page: Page, lang: Lang, answer: { status: number; headers?: Record<string, string> }) {
  const content = getContent(lang).contact;
  await page.clock.install();
  await page.route(`**${contactEndpoint}`, (route) => route.fulfill({ ...answer, contentType: 'application/json', body: '{"ok":false}' }));
  await openContactForm(page, pathFor('contact', lang));
  await fillContactRequest(page, lang);
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: content.sendButtonText }).click();
}

for (const lang of languages) {
  for (const [state, answer] of [
    ['notSent', { status: 500 }],
    ['tooMany', { status: 429, headers: { 'Retry-After': '120' } }],
  ] as const) {
    test(`${lang}: the contact form's "${state}" alert fits the window at ${PHONE_WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 700 });
      await sendFailing(page, lang, answer);
      await expect(page.locator(`[data-contact-alert="${state}"]`)).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await expectNoWiderThanWindow(page, `${width} px`);
        expect.soft(await headerControlsOffScreen(page), `${width} px`).toEqual([]);
      }
    });
  }
}

/**
 * Where the text of each element breaks onto a new line: the indices of the characters that
 * start a line, read from the rendered character boxes.
 */
function lineStarts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      // Shown, and not a screen reader's one-pixel box.
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 1)
      .map((el) => {
        const text = el.textContent ?? '';
        const starts: number[] = [];
        let lastTop: number | undefined;
        let offset = 0;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            // A character right after a soft hyphen's break also gets a box at the end of the line
            // before (Chromium): its own is the last.
            const rects = range.getClientRects();
            const box = rects[rects.length - 1];
            if (box && box.width > 0) {
              if (lastTop !== undefined && box.top > lastTop + box.height / 2) starts.push(offset + i);
              lastTop = box.top;
            }
          }
          offset += (node.textContent ?? '').length;
        }
        return { text, starts };
      }),
  );
}

for (const lang of languages) {
  test(`${lang}: e-mail addresses, phone numbers and addresses wrap only where a reader expects, at 320 to 1280 px`, async ({ page }) => {
    await page.goto(pathFor('contact', lang));
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { text, starts } of await lineStarts(page, 'main a[href^="mailto:"], footer a[href^="mailto:"]')) {
        const allowed = emailBreakParts(text.trim()).map((_, i, parts) => parts.slice(0, i).join('').length);
        const leading = text.length - text.trimStart().length;
        expect
          .soft(
            starts.filter((start) => !allowed.includes(start - leading)),
            `${width} px: "${text.trim()}" breaks`,
          )
          .toEqual([]);
      }
      for (const { text, starts } of await lineStarts(page, 'main a[href^="tel:"], footer a[href^="tel:"]'))
        expect.soft(starts, `${width} px: "${text.trim()}" breaks`).toEqual([]);
      for (const { text, starts } of await lineStarts(page, 'address > span')) {
        // A line of an address breaks at a space, never between a label and its number ("No: 12").
        const wrong = starts.filter((start) => text[start - 1] !== ' ' || text.slice(0, start).trimEnd().endsWith(':'));
        expect
          .soft(
            wrong.map((start) => `${text.slice(0, start)}|${text.slice(start)}`),
            `${width} px: "${text}"`,
          )
          .toEqual([]);
      }
    }
  });
}

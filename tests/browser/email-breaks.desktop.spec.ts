/**
 * An e-mail address breaks only after its '@', or not at all (the contact page's details, the
 * footer's, the privacy notice's "write to", the imprint's contact), at the widths where the columns are narrowest for
 * it: 1024 and 1280 px; and at 320 px it still never runs out of its column.
 */
import { expect, test, type Page } from '@playwright/test';
import { languages, pathFor } from '../../src/i18n/routes';

/** Each mailto link's text, line by line as the browser laid it out. */
function emailLines(page: Page): Promise<{ address: string; lines: string[]; overflows: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => {
        const lines = new Map<number, string>();
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect || rect.width === 0) continue;
            const top = Math.round(rect.top);
            lines.set(top, (lines.get(top) ?? '') + text[i]);
          }
        }
        const column = link.parentElement!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return {
          address: link.href.slice('mailto:'.length),
          lines: [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line.trim()),
          overflows: box.right > column.right + 0.5 || box.right > document.documentElement.clientWidth,
        };
      }),
  );
}

const pages = languages.flatMap((lang) => [pathFor('contact', lang), pathFor('privacy', lang), pathFor('imprint', lang)]);

for (const width of [1024, 1280, 320]) {
  for (const path of pages) {
    test(`${path} at ${width} px: each e-mail address breaks only after '@', inside its column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const emails = await emailLines(page);
      expect(emails.length).toBeGreaterThan(0);
      for (const { address, lines, overflows } of emails) {
        expect(lines.join(''), address).toBe(address);
        if (lines.length > 1)
          expect(lines, address).toEqual([address.slice(0, address.lastIndexOf('@') + 1), address.slice(address.lastIndexOf('@') + 1)]);
        expect(overflows, `${address} runs out of its column`).toBe(false);
      }
    });
  }
}

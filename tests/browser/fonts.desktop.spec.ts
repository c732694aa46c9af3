/**
 * DECISIONS.md "Look and feel": no web font on the critical path, and Turkish letters render
 * in every font and weight the site uses. Each (weight, style) the pages actually use is
 * rendered with ç ğ ı İ ö ş ü, and Chromium reports which platform font drew every glyph: one
 * real font, the same one that draws plain Latin text in that style, with no fallback.
 */
import { expect, test, type Page } from '@playwright/test';
import { onePageOfEachKind } from './sample-pages';

const TURKISH = 'çğıİöşü ÇĞIİÖŞÜ';
const LATIN = 'Contractor';

interface PlatformFont {
  familyName: string;
  postScriptName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

async function fontsDrawing(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument')) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
    return fonts;
  } finally {
    await cdp.detach();
  }
}

// That no page downloads a font is checked on every kind of page at both widths: page-kinds.ts.

test('Turkish letters render in every weight and style the pages use, in the font of the text around them', async ({ page }) => {
  const used = new Set<string>();
  for (const sitePage of onePageOfEachKind().filter((p) => p.key !== 'admin' && p.lang === 'tr')) {
    await page.goto(sitePage.path);
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
        .map((el) => {
          const style = getComputedStyle(el);
          return `${style.fontWeight}|${style.fontStyle}|${style.fontFamily}`;
        }),
    );
    styles.forEach((style) => used.add(style));
  }
  const weights = [...used].map((key) => key.split('|')[0]);
  expect(new Set(weights).size, 'the pages use several weights').toBeGreaterThanOrEqual(3);

  await page.goto('/');
  for (const key of used) {
    const [weight, fontStyle, family] = key.split('|') as [string, string, string];
    await page.evaluate(
      ({ weight, fontStyle, family, turkish, latin }) => {
        document.querySelectorAll('[data-font-probe]').forEach((el) => el.remove());
        for (const [probe, text] of [
          ['turkish', turkish],
          ['latin', latin],
        ] as const) {
          const el = document.createElement('p');
          el.dataset['fontProbe'] = probe;
          el.textContent = text;
          Object.assign(el.style, { fontWeight: weight, fontStyle, fontFamily: family });
          document.body.append(el);
        }
      },
      { weight, fontStyle, family, turkish: TURKISH, latin: LATIN },
    );
    // Chromium shapes the text at its next layout; under load the first answer can come before it.
    let turkish: PlatformFont[] = [];
    let latin: PlatformFont[] = [];
    await expect
      .poll(async () => {
        turkish = await fontsDrawing(page, '[data-font-probe="turkish"]');
        latin = await fontsDrawing(page, '[data-font-probe="latin"]');
        return turkish.length > 0 && latin.length > 0;
      })
      .toBe(true);
    const where = `weight ${weight}, ${fontStyle}, ${family}`;
    expect(
      turkish.map((f) => f.familyName),
      `${where}: one font draws every Turkish letter`,
    ).toHaveLength(1);
    expect(turkish[0]!.familyName, `${where}: the same font as Latin text`).toBe(latin[0]!.familyName);
    expect(turkish[0]!.isCustomFont, `${where}: a platform font, nothing downloaded`).toBe(false);
    expect(turkish[0]!.glyphCount, `${where}: every letter drawn`).toBe(TURKISH.replace(/\s/g, '').length + 1);
  }
});

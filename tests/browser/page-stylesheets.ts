/**
 * A page without islands links a stylesheet of only the rules its classes use
 * (src/integrations/page-stylesheets). Whether that left anything out is decided by the browser:
 * every element, its ::before, ::after and ::marker, computes the same style under the page's
 * stylesheet as under the site's whole one, as loaded and with every menu, submenu and
 * <details> open. At both widths: the two menus and the responsive rules differ by width
 * (page-stylesheets.desktop.spec.ts and page-stylesheets.mobile.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_STYLESHEETS_FILE, type PageStylesheet } from '../../src/integrations/page-stylesheets';
import { builtFile } from '../dist/built-page';
import { distDir } from '../dist-dir';
import type { SitePage } from '../../src/lib/site-pages';

const linked: PageStylesheet[] = JSON.parse(readFileSync(join(distDir, PAGE_STYLESHEETS_FILE), 'utf8'));
const ownStylesheetOf = (path: string) => linked.find((entry) => entry.page === relative(join(distDir, 'client'), builtFile(path)));

/**
 * Records, in the page (megabytes need not cross to the test), the computed value of every
 * property the site's stylesheet sets, on every element and on its ::before, ::after and
 * ::marker where they exist; a pseudo-element that does not exist records that alone.
 */
function recordStyles(page: Page, name: string, siteStylesheet: string) {
  return page.evaluate(
    async ({ name, siteStylesheet }) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(await (await fetch(siteStylesheet)).text());
      const properties = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) for (const property of rule.style) properties.add(property);
          if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList);
        }
      };
      collect(sheet.cssRules);
      const styles: string[] = [];
      document.querySelectorAll('*').forEach((element, index) => {
        for (const pseudo of [null, '::before', '::after', '::marker']) {
          const style = getComputedStyle(element, pseudo);
          const exists =
            pseudo === null ||
            (pseudo === '::marker' ? getComputedStyle(element).display === 'list-item' : !/^(?:none|normal)$/.test(style.content));
          let text = exists ? '' : `content: ${style.content}\n`;
          if (exists) for (const property of properties) text += `${property}: ${style.getPropertyValue(property)}\n`;
          styles.push(`${index} <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>${pseudo ?? ''}\n${text}`);
        }
      });
      (window as unknown as Record<string, string[]>)[name] = styles;
    },
    { name, siteStylesheet },
  );
}

/** The first few differences between two recorded states: the element and the properties that differ. */
function differences(page: Page, before: string, after: string) {
  return page.evaluate(
    ({ before, after }) => {
      const records = window as unknown as Record<string, string[]>;
      const [a = [], b = []] = [records[before], records[after]];
      const found: string[] = [];
      if (a.length !== b.length) return [`${a.length} styles recorded against ${b.length}`];
      for (let i = 0; i < a.length && found.length < 5; i++) {
        if (a[i] === b[i]) continue;
        const [head, ...left] = a[i]!.split('\n');
        const right = new Set(b[i]!.split('\n').slice(1));
        found.push(
          `${head}: ${left
            .filter((line: string) => line && !right.has(line))
            .slice(0, 4)
            .join('; ')}`,
        );
      }
      return found;
    },
    { before, after },
  );
}

/** Opens every <details> and popover (a submenu shows with its menu), or closes them all again. */
function setEverythingOpen(page: Page, open: boolean) {
  return page.evaluate((open) => {
    for (const details of document.querySelectorAll('details')) details.open = open;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      if (open && !popover.matches(':popover-open')) popover.showPopover();
      if (!open && popover.matches(':popover-open')) popover.hidePopover();
    }
  }, open);
}

/** Puts the site's stylesheet beside the page's, then takes the page's away: the page is never unstyled in between. */
async function useSiteStylesheet(page: Page, entry: PageStylesheet) {
  await page.evaluate(async ({ from, to }) => {
    const own = document.querySelector(`link[rel="stylesheet"][href="${to}"]`);
    if (!own) throw new Error(`the page does not link ${to}`);
    const site = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: from });
    await new Promise((resolve, reject) => {
      site.addEventListener('load', resolve);
      site.addEventListener('error', () => reject(new Error(`${from} did not load`)));
      own.after(site);
    });
    own.remove();
  }, entry);
}

/** Of `sitePages`, those that link a stylesheet of their own, with it. */
export const pagesWithOwnStylesheet = (sitePages: SitePage[]) =>
  sitePages.flatMap((page) => {
    const entry = ownStylesheetOf(page.path);
    return entry ? [{ path: page.path, entry }] : [];
  });

/** The test of each page, at the width of the spec that calls it. */
export function compareWithSiteStylesheet(pages: ReturnType<typeof pagesWithOwnStylesheet>): void {
  for (const { path, entry } of pages) {
    test(`${path} looks the same under its own stylesheet as under the site's`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await recordStyles(page, 'ownLoaded', entry.from);
      await setEverythingOpen(page, true);
      await recordStyles(page, 'ownOpen', entry.from);
      await setEverythingOpen(page, false);
      await useSiteStylesheet(page, entry);
      await recordStyles(page, 'siteLoaded', entry.from);
      await setEverythingOpen(page, true);
      await recordStyles(page, 'siteOpen', entry.from);
      expect(await differences(page, 'siteLoaded', 'ownLoaded'), `${entry.to} against ${entry.from}, as loaded`).toEqual([]);
      expect(await differences(page, 'siteOpen', 'ownOpen'), `${entry.to} against ${entry.from}, menus open`).toEqual([]);
    });
  }
}

import { setTimeout as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content } from '../../src/content/documents';
import { clearContentCache, getContent } from '../../src/content/loader';
import { memoizedPerContent } from '../../src/content/memo';
import { getHomePageData } from '../../src/content/operations';
import { withContent, type ContentOverlay } from '../../src/content/overlay';
import { languages, type Lang } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { committedContent } from './helpers';

afterEach(() => clearContentCache());

/** Every language's committed content, the company named `name` in each. */
function overlayNaming(name: string): ContentOverlay {
  return Object.fromEntries(
    languages.map((lang) => {
      const content: Content = structuredClone(committedContent(lang));
      content.site.companyName = name;
      content.home.activityAreasHeader = `${name} slider`;
      return [lang, content];
    }),
  ) as Record<Lang, Content>;
}

const companyName = memoizedPerContent((lang: Lang) => getContent(lang).site.companyName);

describe('content overlay', () => {
  it('answers with its content inside the call only, and memoized values never leave it', async () => {
    const before = companyName('en');
    const pagesBefore = sitePages();
    const inside = await withContent(overlayNaming('Draft Ltd'), async () => {
      await tick(1);
      return { name: companyName('en'), home: getHomePageData('en').activityAreasHeader, pages: sitePages() };
    });
    expect(inside.name).toBe('Draft Ltd');
    expect(inside.home).toBe('Draft Ltd slider');
    expect(inside.pages).not.toBe(pagesBefore);
    expect(companyName('en')).toBe(before);
    expect(getHomePageData('en').activityAreasHeader).not.toBe('Draft Ltd slider');
    expect(sitePages()).toBe(pagesBefore);
  });

  it('keeps two interleaved renders apart: neither sees the other draft nor its memoized values', async () => {
    const seen: string[] = [];
    const render = (name: string, waits: number[]) =>
      withContent(overlayNaming(name), async () => {
        for (const wait of waits) {
          await tick(wait);
          seen.push(`${name}:${companyName('tr')}:${getHomePageData('de').activityAreasHeader}`);
        }
      });
    await Promise.all([render('First', [1, 10, 1]), render('Second', [5, 1, 12])]);
    expect(seen).toHaveLength(6);
    for (const line of seen) {
      const [who, name, slider] = line.split(':');
      expect(name, line).toBe(who);
      expect(slider, line).toBe(`${who} slider`);
    }
    // The two really interleaved: the second rendered before the first was done.
    expect(seen.slice(0, 3).some((line) => line.startsWith('Second'))).toBe(true);
  });

  it('leaves the loaded content alone: a clear outside the overlay still reloads it', () => {
    const loaded = getContent('tr');
    clearContentCache();
    expect(getContent('tr')).not.toBe(loaded);
    expect(getContent('tr')).toEqual(loaded);
  });
});

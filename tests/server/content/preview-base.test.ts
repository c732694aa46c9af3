/**
 * The content a page preview starts from is read once and kept between keystrokes: read again
 * after a save through the server, once older than its maximum age, and after a read that failed.
 */
import { describe, expect, it } from 'vitest';
import { getContent } from '../../../src/content/loader';
import { languages, type Lang } from '../../../src/i18n/routes';
import { MAX_AGE_MS, notingChanges, previewBase } from '../../../src/server/content/preview-base';
import type { ContentService } from '../../../src/server/content/service';

/** A content service answering the committed content, counting its reads of a language. */
function countingService(fail = () => false) {
  const counts = { reads: 0, saves: 0 };
  const service = {
    language: async (lang: Lang) => {
      counts.reads++;
      if (fail()) throw new Error('the store could not be reached');
      return getContent(lang);
    },
    save: async () => {
      counts.saves++;
      return { kind: 'saved', revision: 1, alsoSaved: {} };
    },
    saveAll: async () => ({ kind: 'saved', revisions: [] }),
    restore: async () => ({ kind: 'saved', revision: 2, alsoSaved: {} }),
  } as unknown as ContentService;
  return { counts, service };
}

describe("a page preview's starting content", () => {
  it('is read once for any number of previews, every language in one read', async () => {
    const { counts, service } = countingService();
    const base = previewBase(service);
    const first = await base.content();
    for (let keystroke = 0; keystroke < 50; keystroke++) expect(await base.content()).toBe(first);
    expect(counts.reads).toBe(languages.length);
    expect(Object.keys(first)).toEqual(languages);
  });

  it('is read again after each save, restore or change of several units through the server', async () => {
    const { counts, service } = countingService();
    const base = previewBase(service);
    const noted = notingChanges(service, base.changed);
    const reads = async () => {
      await base.content();
      return counts.reads / languages.length;
    };
    expect(await reads()).toBe(1);
    await noted.save({ lang: 'en', key: 'home', item: null }, {}, 0, 'e@example.com', new Date());
    expect(counts.saves).toBe(1);
    expect(await reads()).toBe(2);
    await noted.saveAll([], 'e@example.com', new Date());
    expect(await reads()).toBe(3);
    await noted.restore({ lang: 'en', key: 'home', item: null }, 1, 1, 'e@example.com', new Date());
    expect(await reads()).toBe(4);
    expect(await reads()).toBe(4);
  });

  it('is read again once older than its maximum age, and after a read that failed', async () => {
    let failing = true;
    const { counts, service } = countingService(() => failing);
    let now = 0;
    const base = previewBase(service, () => now);
    await expect(base.content()).rejects.toThrow('could not be reached');
    failing = false;
    await base.content();
    const afterFailure = counts.reads;
    now = MAX_AGE_MS - 1;
    await base.content();
    expect(counts.reads).toBe(afterFailure);
    now = MAX_AGE_MS;
    await base.content();
    expect(counts.reads).toBe(afterFailure + languages.length);
  });
});

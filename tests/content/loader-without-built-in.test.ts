/**
 * A language added to the locale table after the built-in content reads every document from
 * the snapshot: here English stands in for it, with only Turkish built in.
 */
import { describe, expect, it, vi } from 'vitest';
import { documentKeys, snapshotPath } from '../../src/content/documents';
import { ContentError } from '../../src/content/errors';
import { loadContent } from '../../src/content/loader';
import { snapshotWith } from './helpers';

vi.mock('../../src/content/defaults/built-in-languages', async (original) => {
  const shipped = await original<typeof import('../../src/content/defaults/built-in-languages')>();
  const only = ['tr'] as const;
  return {
    ...shipped,
    builtInLanguages: only,
    hasBuiltInContent: (lang: string) => (only as readonly string[]).includes(lang),
    languagesWithBuiltInContent: only,
  };
});

const { defaultContent } = await import('../../src/content/defaults');

describe('a language without built-in content', () => {
  it('names every document its snapshot lacks, since there is no default to fall back on', () => {
    const about = { ...defaultContent('en').aboutTagline };
    let error: unknown;
    try {
      loadContent('en', { snapshotDir: snapshotWith({ en: { aboutTagline: about } }) });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    for (const key of documentKeys.filter((key) => key !== 'aboutTagline'))
      expect(message).toContain(`${snapshotPath('en', key)}: missing, and the site has no built-in 'en' content`);
    expect(message).not.toContain(snapshotPath('en', 'aboutTagline'));
  });

  it('loads from a complete snapshot', () => {
    const documents = defaultContent('en');
    const content = loadContent('en', { snapshotDir: snapshotWith({ en: documents }) });
    expect(content).toEqual(documents);
  });

  it('keeps the built-in fallback of a language that has it', () => {
    expect(loadContent('tr', { snapshotDir: snapshotWith({}) })).toEqual(defaultContent('tr'));
  });
});

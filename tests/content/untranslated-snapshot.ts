/**
 * A copy of the content snapshot in which every language with a fallback (locales.ts) lacks
 * more of its projects and news items (every other one, slider projects among them), so the
 * untranslated path is exercised whatever the sample content translates.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentDocuments } from '../../src/content/documents';
import { snapshotDir } from '../../src/content/loader';
import { fallbackLanguage } from '../../src/i18n/locales';
import { languages, type Lang } from '../../src/i18n/routes';

const everyOther = <T>(list: T[]) => list.filter((_, i) => i % 2 === 1);

function trim(dir: string, lang: Lang, key: 'projects' | 'news', sortKey: (item: never) => number) {
  const file = join(dir, lang, contentDocuments[key].file);
  const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown[]>;
  const list = [...(document[key] ?? [])].sort((a, b) => sortKey(a as never) - sortKey(b as never));
  writeFileSync(file, JSON.stringify({ ...document, [key]: everyOther(list) }));
}

/** The trimmed copy's folder (for CONTENT_SNAPSHOT_DIR). */
export function untranslatedSnapshot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-untranslated-'));
  cpSync(snapshotDir({}), dir, { recursive: true });
  for (const lang of languages.filter((l) => fallbackLanguage(l) !== undefined)) {
    trim(dir, lang, 'projects', (p: { project: { index: number } }) => p.project.index);
    trim(dir, lang, 'news', (n: { news: { index: number } }) => n.news.index);
  }
  return dir;
}

/** The languages with a fallback, each with it. */
export function languagesWithFallback(): { lang: Lang; fallback: Lang }[] {
  return languages.flatMap((lang) => {
    const fallback = fallbackLanguage(lang);
    return fallback === undefined ? [] : [{ lang, fallback }];
  });
}

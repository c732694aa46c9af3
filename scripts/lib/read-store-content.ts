/**
 * The content as the embedded database's content store holds it (what editors saved through
 * the staff API), laid over the snapshot it replaces, checked as the build checks it. A
 * database that does not exist yet holds no edit: the snapshot is the content.
 */
import { existsSync } from 'node:fs';
import type { Content } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { createContentService } from '../../src/server/content/service';
import { databasePath } from '../../src/server/store/sqlite/connection';
import { sqliteContentStore } from '../../src/server/store/sqlite/content-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';

export interface StoreContent {
  content: Record<Lang, Content>;
  /** What the export says about where the content came from. */
  notes: string[];
}

export async function readSqliteContent(dataDir: string, snapshotDir: string): Promise<StoreContent> {
  const file = databasePath(dataDir);
  const snapshot = (lang: Lang) => loadContent(lang, { snapshotDir });
  if (!existsSync(file)) {
    const content = Object.fromEntries(languages.map((lang) => [lang, snapshot(lang)])) as Record<Lang, Content>;
    return { content, notes: [`${file} does not exist yet: nothing was edited, the snapshot is the content`] };
  }
  const handle = databaseHandle(dataDir, () => {});
  try {
    const service = createContentService(sqliteContentStore(handle), snapshot, (lang, key) => `${file}: content ${lang}/${key}`);
    const content = {} as Record<Lang, Content>;
    for (const lang of languages) content[lang] = await service.language(lang);
    return { content, notes: [] };
  } finally {
    handle.close();
  }
}

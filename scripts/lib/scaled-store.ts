/**
 * An embedded database whose content store holds a site grown to a given number of projects
 * per language (./scaled-snapshot.ts's copies), the built snapshot left as it is: a server built
 * from the committed snapshot then reads the grown site wherever it reads the store's content
 * (the studio, its page preview, the export), with no build of the grown site.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toStored } from '../../src/content/document-parts';
import type { Content } from '../../src/content/documents';
import { getContent, loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import type { UnitChange } from '../../src/server/store/content';
import { sqliteContentStore } from '../../src/server/store/sqlite/content-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { writeScaledSnapshot } from './scaled-snapshot';

/** Each language's grown content, checked as a build checks its snapshot. */
function scaledContent(perLanguage: number): Record<Lang, Content> {
  const dir = mkdtempSync(join(tmpdir(), `scaled-store-${perLanguage}-`));
  try {
    writeScaledSnapshot(dir, perLanguage);
    return Object.fromEntries(languages.map((lang) => [lang, loadContent(lang, { snapshotDir: dir })])) as Record<Lang, Content>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes into the embedded database of `dataDir` (before a server opens it) every project the
 * grown site has and the snapshot lacks, in one write, as items an editor created; the grown
 * content is returned.
 */
export async function storeScaledProjects(dataDir: string, perLanguage: number): Promise<Record<Lang, Content>> {
  const grown = scaledContent(perLanguage);
  const at = new Date();
  const changes: UnitChange[] = languages.flatMap((lang) => {
    const shipped = new Set(getContent(lang).projects.projects.map((project) => project.id));
    return toStored('projects', grown[lang].projects)
      .items.filter((item) => !shipped.has(item.id))
      .map((item) => ({
        unit: { lang, key: 'projects', item: item.id },
        data: item.data,
        baseRevision: null,
        changed: Object.keys(item.data),
        reworded: [],
        by: 'bench@example.com',
        at,
      }));
  });
  if (changes.length === 0) return grown;
  const handle = databaseHandle(dataDir, () => {});
  try {
    const written = await sqliteContentStore(handle).saveUnits(changes, (lang, key) => toStored(key, getContent(lang)[key]));
    if (!written.saved) throw new Error(`the store refused ${written.refused.length} of the grown site's projects`);
  } finally {
    handle.close();
  }
  return grown;
}

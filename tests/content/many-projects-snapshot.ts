/**
 * A copy of the content snapshot whose projects lists are long enough to have several pages:
 * each language's projects repeated, the copies with their own ids, urls and indexes after the
 * originals', reusing the originals' photos. Kept out of the home slider, which lists flagged
 * projects only.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentDocuments } from '../../src/content/documents';
import { snapshotDir } from '../../src/content/loader';
import type { Project } from '../../src/content/schemas';
import { languages, type Lang } from '../../src/i18n/routes';

/** Index distance between copies: above any index the sample content uses. */
const INDEX_STEP = 1000;

function copyOf(project: Project, copy: number): Project {
  if (copy === 1) return project;
  return {
    id: `${project.id}-${copy}`,
    project: {
      ...project.project,
      url: `${project.project.url}-${copy}`,
      name: `${project.project.name} ${copy}`,
      index: project.project.index + (copy - 1) * INDEX_STEP,
      slider: false,
    },
  };
}

/** The copy's folder (for CONTENT_SNAPSHOT_DIR): each language's projects `copies[lang]` times (at least once). */
export function manyProjectsSnapshot(copies: Readonly<Partial<Record<Lang, number>>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-many-projects-'));
  cpSync(snapshotDir({}), dir, { recursive: true });
  for (const lang of languages) {
    const file = join(dir, lang, contentDocuments.projects.file);
    const document = JSON.parse(readFileSync(file, 'utf8')) as { projects: Project[] };
    const times = Math.max(1, copies[lang] ?? 1);
    const projects = Array.from({ length: times }, (_, i) => document.projects.map((p) => copyOf(p, i + 1))).flat();
    writeFileSync(file, JSON.stringify({ ...document, projects }));
  }
  return dir;
}

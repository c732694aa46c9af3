/**
 * A content snapshot grown to a given number of projects per language, from the shipped
 * projects and their photos: the default language's projects are repeated in rounds, each copy
 * with its own id, url, index and name, in every language that translates the original (a
 * language that does not shows the copy in its fallback's text, as it shows the original). Only
 * the shipped projects flagged for the slider stay in it. For benchmarks and tests of how the
 * build's work grows with the site.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDocuments } from '../../src/content/documents';
import { snapshotDir } from '../../src/content/loader';
import { defaultLang, languages } from '../../src/i18n/routes';

interface SnapshotProject {
  id: string;
  project: { index: number; url: string; name: string; description: string; slider: boolean; [field: string]: unknown };
}

const projectsFile = (dir: string, lang: string) => join(dir, lang, contentDocuments.projects.file);
const readProjects = (dir: string, lang: string) =>
  JSON.parse(readFileSync(projectsFile(dir, lang), 'utf8')) as { projects: SnapshotProject[]; [field: string]: unknown };

/** Writes into `target` a copy of the snapshot in `source` with `perLanguage` projects in each language. */
export function writeScaledSnapshot(target: string, perLanguage: number, source: string = snapshotDir()): void {
  mkdirSync(target, { recursive: true });
  cpSync(source, target, { recursive: true });
  const originals = readProjects(source, defaultLang).projects;
  if (originals.length === 0) throw new Error(`${projectsFile(source, defaultLang)} has no project to copy`);
  const rounds = Math.max(...originals.map((p) => p.project.index)) + 1;
  for (const lang of languages) {
    const document = readProjects(source, lang);
    const own = new Map(document.projects.map((p) => [p.id, p]));
    const projects = Array.from({ length: perLanguage }, (_, i) => {
      const round = Math.floor(i / originals.length);
      const original = own.get(originals[i % originals.length]!.id);
      if (!original || round === 0) return original;
      const copy = round + 1;
      return {
        ...original,
        id: `${original.id}-${copy}`,
        project: {
          ...original.project,
          index: original.project.index + round * rounds,
          url: `${original.project.url}-${copy}`,
          name: `${original.project.name} ${copy}`,
          description: `${original.project.description} (${copy})`,
          slider: false,
        },
      };
    }).filter((project) => project !== undefined);
    writeFileSync(projectsFile(target, lang), JSON.stringify({ ...document, projects }, null, 2));
  }
}

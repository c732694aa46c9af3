import { cpSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Lang } from '../../src/i18n/routes';
import { contentDocuments, type Content, type DocumentKey } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';

/** The snapshot committed with the code: the site's built-in content, whatever CONTENT_SNAPSHOT_DIR says. */
const committedSnapshot = resolve('content-snapshot');

/** A language's built-in content, read from the committed snapshot. */
export function committedContent(lang: Lang): Content {
  return loadContent(lang, { snapshotDir: committedSnapshot });
}

/** A copy of the committed snapshot with the given documents in place of its own. */
export function snapshotWith(documents: Partial<Record<Lang, Partial<Record<DocumentKey, unknown>>>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
  cpSync(committedSnapshot, dir, { recursive: true });
  for (const [lang, docs] of Object.entries(documents)) {
    mkdirSync(join(dir, lang), { recursive: true });
    for (const [key, data] of Object.entries(docs ?? {})) {
      const file = join(dir, lang, contentDocuments[key as DocumentKey].file);
      writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
    }
  }
  return dir;
}

/**
 * The language's content as the committed snapshot gives it, with an alt text stored for every image that has an alt text field
 * (schemas.ts), each saying whose it is, so a page can be checked for showing it.
 */
export function withAltTexts(lang: Lang): Content {
  const content = structuredClone(committedContent(lang));
  content.site.ogImageAlt = 'Stored alt: link preview image';
  content.header.logoAlt = 'Stored alt: header logo';
  content.footer.footerLogoAlt = 'Stored alt: footer logo';
  for (const { title, map } of content.contact.offices) if (map) map.previewAlt = `Stored alt: ${title} map preview`;
  content.aboutTagline.imageAltText = 'Stored alt: about photo';
  for (const { project } of content.projects.projects) {
    if (project.primaryImageSource) project.primaryImageAlt = `Stored alt: ${project.url} main photo`;
    project.imageAlts = project.imageSources.map((_, i) => `Stored alt: ${project.url} photo ${i + 1}`);
  }
  for (const { news } of content.news.news) news.menuImageAlt = `Stored alt: ${news.url} list image`;
  for (const { id, reference } of content.references.references) reference.logoAlt = `Stored alt: ${id} logo`;
  return content;
}

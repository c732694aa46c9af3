import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lang } from '../../src/i18n/routes';
import { contentDocuments, type Content, type DocumentKey } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';

/** A snapshot folder holding just the given documents; everything else falls back to defaults. */
export function snapshotWith(documents: Partial<Record<Lang, Partial<Record<DocumentKey, unknown>>>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
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
 * The language's content as the committed snapshot gives it (over the built-in defaults, where the
 * language has them) with an alt text stored for every image that has an alt text field
 * (schemas.ts), each saying whose it is, so a page can be checked for showing it.
 */
export function withAltTexts(lang: Lang): Content {
  const content = structuredClone(loadContent(lang));
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

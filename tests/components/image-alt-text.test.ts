/**
 * The alt texts editors store reach the pages: a real build reads a snapshot whose first
 * language stores an alt text for every image that has a field for one, and whose other
 * languages are the committed snapshot as it was written before those fields existed (its
 * sample alt texts taken out). The first shows
 * what editors wrote; the others keep the alt texts the pages always computed. In the first, one
 * project has only its main photo: its page shows that photo rather than none.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys, snapshotPath, type Content, type DocumentKey } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { withAltTexts } from '../content/helpers';
import { buildSite, writeSnapshot, type BuildResult } from '../security/site-build';

const storedLang = languages[0]!;
const plainLangs = languages.slice(1);
const stored = withAltTexts(storedLang);
// A project with a main photo and no gallery: its page shows the main photo (ProjectDetails.astro).
const mainPhotoOnly = stored.projects.projects.find(
  ({ project }) => project.primaryImageSource && project.imageSources.length > 0,
)!.project;
mainPhotoOnly.imageSources = [];
mainPhotoOnly.imageAlts = [];
/** The committed document as content saved before alt texts had fields: without them. */
function withoutAltTexts(key: DocumentKey, document: unknown): unknown {
  if (key !== 'projects') return document;
  const page = structuredClone(document) as Content['projects'];
  for (const { project } of page.projects) {
    delete project.imageAlts;
    delete project.primaryImageAlt;
  }
  return page;
}
const plain = new Map(
  plainLangs.map((lang) => {
    const content = loadContent(lang);
    return [lang, { ...content, projects: withoutAltTexts('projects', content.projects) as Content['projects'] }];
  }),
);

/** The offices with a map, as the contact page shows their maps: the one the language leads with first. */
const mapsInPageOrder = (content: Content) =>
  [...content.contact.offices.filter((office) => office.first), ...content.contact.offices.filter((office) => !office.first)].filter(
    (office) => office.map,
  );

const workDir = mkdtempSync(join(tmpdir(), 'alt-text-build-'));
let build: BuildResult;

beforeAll(async () => {
  const snapshot = new Map<Lang, Map<DocumentKey, unknown>>([[storedLang, new Map(documentKeys.map((key) => [key, stored[key]]))]]);
  for (const lang of plainLangs) {
    const committed = documentKeys.map(
      (key) => [key, withoutAltTexts(key, JSON.parse(readFileSync(snapshotPath(lang, key), 'utf8')))] as const,
    );
    snapshot.set(lang, new Map(committed));
  }
  const snapshotDir = join(workDir, 'snapshot');
  writeSnapshot(snapshotDir, snapshot);
  build = await buildSite(snapshotDir, workDir);
}, 180_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function page(path: string): CheerioAPI {
  expect(build.code, build.output.slice(-3000)).toBe(0);
  return load(readFileSync(join(build.outDir, 'client', path.replace(/^\//, ''), 'index.html'), 'utf8'));
}

/** Every alt text of images with a field for one, as a page shows it, by what it describes. */
function altTexts(lang: Lang, content: Content): Record<string, string | string[] | undefined> {
  const home = page(pathFor('home', lang));
  const contact = page(pathFor('contact', lang));
  const texts: Record<string, string | string[] | undefined> = {
    'header logo': home('[data-logo] img').attr('alt'),
    'footer logo': home('footer a img').attr('alt'),
    'home share image': home('meta[property="og:image:alt"]').attr('content'),
    'map previews': contact('[data-map] img')
      .map((_, img) => contact(img).attr('alt'))
      .get(),
  };
  for (const { project } of content.projects.projects) {
    const projectPage = page(pathFor('projectDetail', lang, project.url));
    texts[`${project.url} photos`] = projectPage('[data-project-images] img')
      .map((_, img) => projectPage(img).attr('alt'))
      .get();
    texts[`${project.url} share image`] = projectPage('meta[property="og:image:alt"]').attr('content');
  }
  return texts;
}

describe('alt texts on the built pages', () => {
  it(`${storedLang}: show the alt texts editors stored`, () => {
    const expected: Record<string, string | string[] | undefined> = {
      'header logo': stored.header.logoAlt,
      'footer logo': stored.footer.footerLogoAlt,
      'home share image': stored.site.ogImageAlt,
      'map previews': mapsInPageOrder(stored).map(({ map }) => map!.previewAlt!),
    };
    for (const { project } of stored.projects.projects) {
      const onlyMain = project.imageSources.length === 0 && project.primaryImageSource;
      expected[`${project.url} photos`] = onlyMain ? [project.primaryImageAlt!] : project.imageAlts;
      // A project without a main photo shares the site's image, and with it that image's alt text.
      expected[`${project.url} share image`] = project.primaryImageSource ? project.primaryImageAlt : stored.site.ogImageAlt;
    }
    expect(Object.values(expected).every((text) => text !== undefined)).toBe(true);
    expect(stored.projects.projects.some(({ project }) => !project.primaryImageSource)).toBe(true);
    expect(altTexts(storedLang, stored)[`${mainPhotoOnly.url} photos`]).toEqual([mainPhotoOnly.primaryImageAlt]);
    expect(altTexts(storedLang, stored)).toEqual(expected);
  });

  for (const [lang, content] of plain) {
    it(`${lang}: keep the alt texts the pages computed, from a snapshot made before alt texts were stored`, () => {
      expect(JSON.stringify(content)).not.toMatch(/"(?:logoAlt|footerLogoAlt|ogImageAlt|previewAlt|primaryImageAlt|imageAlts)"/);
      const { site } = content;
      const strings = ui[lang];
      const expected: Record<string, string | string[] | undefined> = {
        'header logo': `${site.companyName} ${strings.logoAlt}`,
        'footer logo': `${site.companyName} ${strings.logoAlt}`,
        'home share image': `${site.companyName}: ${site.description}`,
        'map previews': mapsInPageOrder(content).map(({ title }) => strings.mapPreviewAlt.replace('{office}', title)),
      };
      for (const { project } of content.projects.projects) {
        expected[`${project.url} photos`] = project.imageSources.map((_, i) => `${project.name} (${i + 1}/${project.imageSources.length})`);
        expected[`${project.url} share image`] = project.name;
      }
      expect(altTexts(lang, content)).toEqual(expected);
    });
  }
});

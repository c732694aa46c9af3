import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentDocuments, documentKeys, snapshotPath } from '../../src/content/documents';
import { ContentError } from '../../src/content/errors';
import { clearContentCache, getContent, loadContent } from '../../src/content/loader';
import { languages, type Lang } from '../../src/i18n/routes';
import { snapshotWith, withAltTexts } from './helpers';

const committed = (lang: Lang) => loadContent(lang);

afterEach(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
});

describe('content loader', () => {
  it('names every document a language lacks in its snapshot, and how to get it back, in every language', () => {
    for (const lang of languages) {
      const dir = snapshotWith({});
      rmSync(join(dir, lang, contentDocuments.header.file));
      rmSync(join(dir, lang, contentDocuments.news.file));
      let error: unknown;
      try {
        loadContent(lang, { snapshotDir: dir });
      } catch (thrown) {
        error = thrown;
      }
      expect(error, lang).toBeInstanceOf(ContentError);
      const message = (error as Error).message;
      for (const key of ['header', 'news'] as const) {
        expect(message).toContain(`${snapshotPath(lang, key)}: missing from ${dir}: export it from the store (npm run export)`);
        expect(message).toContain(`git checkout -- ${snapshotPath(lang, key)}`);
      }
      expect(message.split('\n')).toHaveLength(2);
    }
  });

  it("reads each document from the snapshot folder it is given, another folder's documents untouched", () => {
    const about = { ...committed('en').aboutTagline, aboutHeader: 'Who we are' };
    const content = loadContent('en', { snapshotDir: snapshotWith({ en: { aboutTagline: about } }) });
    expect(content.aboutTagline.aboutHeader).toBe('Who we are');
    expect(content.header).toEqual(committed('en').header);
    expect(committed('en').aboutTagline.aboutHeader).not.toBe('Who we are');
  });

  it('reads the committed snapshot, which parses for every language', () => {
    for (const lang of languages) {
      const content = loadContent(lang);
      for (const key of documentKeys) {
        const file = join('content-snapshot', lang, contentDocuments[key].file);
        expect(content[key], file).toEqual(JSON.parse(readFileSync(file, 'utf8')));
      }
    }
  });

  it('stops with the file, the field and what was expected when a document is invalid', () => {
    const projects = structuredClone(committed('tr').projects) as unknown as { projects: { project: Record<string, unknown> }[] };
    projects.projects[1]!.project['slider'] = 'yes';
    const dir = snapshotWith({ tr: { projects } });
    expect(() => loadContent('tr', { snapshotDir: dir })).toThrow(ContentError);
    expect(() => loadContent('tr', { snapshotDir: dir })).toThrow(
      "content-snapshot/tr/projects.json: field 'projects[1].project.slider': expected boolean",
    );
  });

  it('reads the alt texts of images where a snapshot has them, and a snapshot from before them as it always did', () => {
    const described = withAltTexts('en');
    const content = loadContent('en', { snapshotDir: snapshotWith({ en: described }) });
    expect(content).toEqual(described);
    expect(content.header.logoAlt).toBe('Stored alt: header logo');
    // The committed snapshot was written before alt texts had fields: it has none, and loads.
    expect(loadContent('en').header.logoAlt).toBeUndefined();
  });

  it("refuses alt texts that do not pair one to one with a project's photos, naming the file and the field", () => {
    const projects = withAltTexts('tr').projects;
    const project = projects.projects[0]!.project;
    project.imageAlts = project.imageAlts!.slice(1);
    const dir = snapshotWith({ tr: { projects } });
    expect(() => loadContent('tr', { snapshotDir: dir })).toThrow(
      `content-snapshot/tr/projects.json: field 'projects[0].project.imageAlts': expected one alt text per photo of imageSources, in their order (${project.imageSources.length} photos, ${project.imageAlts.length} alt texts)`,
    );
  });

  it('names a file that is not JSON', () => {
    const dir = snapshotWith({ en: { footer: '{ "lang": "en", ' } });
    expect(() => loadContent('en', { snapshotDir: dir })).toThrow(/en\/footer\.json: not valid JSON/);
  });

  it('refuses a document filed under the wrong language', () => {
    const dir = snapshotWith({ en: { header: committed('tr').header } });
    expect(() => loadContent('en', { snapshotDir: dir })).toThrow(/en\/header\.json: field 'lang': expected 'en', got 'tr'/);
  });

  it('refuses a menu item linking to a page that does not exist, naming document and item', () => {
    const header = structuredClone(committed('tr').header);
    header.menuItems[2]!.url = '/projelerimiz';
    const dir = snapshotWith({ tr: { header } });
    expect(() => loadContent('tr', { snapshotDir: dir })).toThrow(
      "content-snapshot/tr/header.json: menuItems[2] ('Projeler'): url '/projelerimiz' is not a page of the route table",
    );
  });

  it('refuses an EN shortcut to a TR page (links are language-correct)', () => {
    const footer = structuredClone(committed('en').footer);
    footer.shortcuts[3]!.url = '/iletisim';
    const dir = snapshotWith({ en: { footer } });
    expect(() => loadContent('en', { snapshotDir: dir })).toThrow(
      /footer\.json: shortcuts\[3\] \('Contact Us'\): url '\/iletisim' is a TR page/,
    );
  });

  it('refuses a submenu link to a project that is not in the content', () => {
    const header = structuredClone(committed('en').header);
    header.menuItems[1]!.subMenu![0]!.url = '/project/no-such-project';
    const dir = snapshotWith({ en: { header } });
    expect(() => loadContent('en', { snapshotDir: dir })).toThrow(
      /menuItems\[1\]\.subMenu\[0\].*names a project that is not in the content/,
    );
  });

  it('caches per language until the cache is cleared', () => {
    const first = snapshotWith({ en: { site: { ...committed('en').site, companyName: 'First' } } });
    process.env['CONTENT_SNAPSHOT_DIR'] = first;
    expect(getContent('en').site.companyName).toBe('First');
    const second = snapshotWith({ en: { site: { ...committed('en').site, companyName: 'Second' } } });
    process.env['CONTENT_SNAPSHOT_DIR'] = second;
    expect(getContent('en').site.companyName).toBe('First');
    expect(getContent('tr').site.companyName).toBe(committed('tr').site.companyName);
    clearContentCache();
    expect(getContent('en').site.companyName).toBe('Second');
  });
});

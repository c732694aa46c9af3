import { describe, expect, it } from 'vitest';
import { contentDocuments, documentKeys } from '../../src/content/documents';
import { describeIssues } from '../../src/content/errors';
import { ACTIVITY_AREAS } from '../../src/content/contact-fields';
import { contactRequestSchema } from '../../src/content/contact-request-schemas';
import { getContent, loadContent } from '../../src/content/loader';
import { fallbackLanguage } from '../../src/i18n/locales';
import { languages } from '../../src/i18n/routes';

describe('content schemas', () => {
  for (const lang of languages) {
    for (const key of documentKeys) {
      it(`accept the ${lang} built-in ${key}`, () => {
        const result = contentDocuments[key].schema.safeParse(loadContent(lang)[key]);
        expect(result.success, result.success ? '' : describeIssues(key, result.error)).toBe(true);
      });
    }
  }

  for (const key of documentKeys) {
    it(`reject a ${key} document missing any required field, naming that field`, () => {
      const schema = contentDocuments[key].schema;
      const shape = ('shape' in schema ? schema.shape : {}) as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
      const required = Object.keys(shape).filter((field) => !shape[field]!.safeParse(undefined).success);
      // Every document names its language; most have more (the reminders' settings all have defaults).
      expect(required).toContain('lang');
      for (const field of required) {
        const data: Record<string, unknown> = { ...loadContent('tr')[key] };
        delete data[field];
        const result = schema.safeParse(data);
        expect(result.success, field).toBe(false);
        if (!result.success) expect(describeIssues(key, result.error)).toContain(`field '${field}'`);
      }
    });
  }

  const broken = (where: string, data: unknown, key: (typeof documentKeys)[number]) => {
    const result = contentDocuments[key].schema.safeParse(data);
    expect(result.success).toBe(false);
    return result.success ? '' : describeIssues(where, result.error);
  };

  it('name the field of a wrong type deep inside a project', () => {
    const projects = loadContent('tr').projects;
    const data = structuredClone(projects) as unknown as { projects: { project: Record<string, unknown> }[] };
    data.projects[2]!.project['index'] = 'three';
    expect(broken('projects.json', data, 'projects')).toMatch(/projects\.json: field 'projects\[2\]\.project\.index': expected number/);
  });

  it('name a missing required field', () => {
    const { aboutHeader: _dropped, ...about } = loadContent('en').aboutTagline;
    expect(broken('about-tagline.json', about, 'aboutTagline')).toMatch(/field 'aboutHeader'/);
  });

  it('reject a project url that is not a slug, and duplicate urls', () => {
    const page = structuredClone(loadContent('tr').projects);
    page.projects[0]!.project.url = 'Bad URL';
    expect(broken('p', page, 'projects')).toMatch(/projects\[0\]\.project\.url': expected a lower-case slug/);
    const dup = structuredClone(loadContent('tr').projects);
    dup.projects[1]!.project.url = dup.projects[0]!.project.url;
    expect(broken('p', dup, 'projects')).toMatch(/unique urls/);
  });

  it("reject images that are not the site's own, and a map that is not an exact embed page, naming the document and the field", () => {
    for (const logoSource of [
      'http://cdn.example.com/logo.png',
      'https://firebasestorage.googleapis.com/v0/b/other-bucket/o/x.svg?alt=media',
    ]) {
      const header = { ...loadContent('tr').header, logoSource };
      expect(broken('header.json', header, 'header')).toMatch(/^header\.json: field 'logoSource': expected an image of this site/);
    }
    const contact = structuredClone(loadContent('tr').contact);
    contact.offices[1]!.map!.source = 'https://www.google.com/maps/embedded-anything';
    expect(broken('contact.json', contact, 'contact')).toMatch(
      /^contact\.json: field 'offices\[1\]\.map\.source': expected the address of one of these map embed pages: https:\/\/www\.openstreetmap\.org\/export\/embed\.html, https:\/\/www\.google\.com\/maps\/embed$/,
    );
  });

  it('take counter figures as whole numbers, not texts, fractions or negatives', () => {
    for (const value of ['49', 4.5, -1]) {
      const home = structuredClone(loadContent('tr').home) as unknown as { counters: { completed: { value: unknown } } };
      home.counters.completed.value = value;
      expect(broken('home.json', home, 'home')).toMatch(/^home\.json: field 'counters\.completed\.value'/);
    }
  });

  it("tie each activity area to one of the quote form's activity areas, each once", () => {
    const unknown = structuredClone(loadContent('tr').home) as unknown as { activityAreas: { id: string }[] };
    unknown.activityAreas[1]!.id = 'plumbing';
    expect(broken('home.json', unknown, 'home')).toMatch(/field 'activityAreas\[1\]\.id'/);
    const twice = structuredClone(loadContent('tr').home);
    twice.activityAreas[1]!.id = twice.activityAreas[0]!.id;
    expect(broken('home.json', twice, 'home')).toMatch(/field 'activityAreas\[1\]\.id': expected unique ids/);
    expect(contentDocuments.home.schema.safeParse({ ...loadContent('tr').home, activityAreas: [] }).success).toBe(true);
  });

  it('reject a menu url that is not a site path, and an unknown language', () => {
    const header = structuredClone(loadContent('tr').header);
    header.menuItems[0]!.url = 'kurumsal';
    expect(broken('h', header, 'header')).toMatch(/menuItems\[0\]\.url': expected a site path/);
    // 'xx': no ISO 639-1 code, so no locale of the site's will ever be it.
    expect(languages).not.toContain('xx');
    expect(broken('h', { ...loadContent('tr').header, lang: 'xx' }, 'header')).toMatch(/field 'lang'/);
  });

  it('accept a project with the alt texts of its photos, and refuse alt texts that do not pair one to one with the photos', () => {
    const item = contentDocuments.projects.subCollection!.itemSchema;
    const { project } = loadContent('en').projects.projects.find((p) => p.project.imageSources.length === 3)!;
    const described = {
      ...project,
      primaryImageAlt: 'The substation at dusk',
      imageAlts: ['Switchgear room', 'Transformer', 'Control panel'],
    };
    expect(item.parse(described)).toEqual(described);

    for (const imageAlts of [described.imageAlts.slice(1), [...described.imageAlts, 'One too many']]) {
      const result = item.safeParse({ ...described, imageAlts });
      expect(result.success).toBe(false);
      expect(result.success ? '' : describeIssues('item', result.error)).toBe(
        `item: field 'imageAlts': expected one alt text per photo of imageSources, in their order (3 photos, ${imageAlts.length} alt texts)`,
      );
    }
    const blank = item.safeParse({ ...described, imageAlts: ['Switchgear room', ' ', 'Control panel'] });
    expect(blank.success ? '' : describeIssues('item', blank.error)).toBe("item: field 'imageAlts[1]': expected a non-empty text");
  });

  it('validate a contact request, e-mail optional', () => {
    const request = {
      createDate: '2026-01-01T10:00:00Z',
      email: '',
      subject: 'Teklif',
      phone: '+90 312 555 00 00',
      message: 'Merhaba',
      name: 'Ali Veli',
      index: 1,
      ip: '127.0.0.1',
      solvedDate: null,
      solved: false,
      lang: 'tr',
    };
    expect(contactRequestSchema.safeParse(request).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...request, email: 'not-an-email' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...request, name: '  ' }).success).toBe(false);
  });
});

describe('built-in sample content (DECISIONS.md)', () => {
  for (const lang of languages) {
    const content = loadContent(lang);
    // A language with a fallback shows the fallback's items it has not translated yet (tests/content/untranslated.test.ts).
    const fallback = fallbackLanguage(lang);
    const projects = fallback ? loadContent(fallback).projects.projects : content.projects.projects;
    const news = fallback ? loadContent(fallback).news.news : content.news.news;
    it(`has what the ${lang} site needs`, () => {
      expect(content.references.references).toHaveLength(30);
      expect(projects.length).toBeGreaterThanOrEqual(8);
      expect(projects.filter((p) => p.project.slider).length).toBeGreaterThanOrEqual(3);
      expect(projects.some((p) => p.project.imageSources.length === 0)).toBe(true);
      expect(news.length).toBeGreaterThanOrEqual(5);
      expect(content.ourTeam.staffList.length).toBeGreaterThan(0);
      // Two addresses: the head office in Ankara and the subsidiary in Munich, each with its own phone, e-mail and map.
      expect(content.contact.offices).toHaveLength(2);
      expect(content.contact.offices.every((office) => office.phoneNumbers.length > 0 && office.emails.length > 0 && office.map)).toBe(
        true,
      );
      expect(content.site.foundingYear).toBe(2010);
      expect(content.site.subsidiary.foundingYear).toBe(2019);
      // SPEC §9: 49 completed, 1 ongoing, 114 customers.
      const { completed, ongoing, customers } = content.home.counters;
      expect([completed.value, ongoing.value, customers.value]).toEqual([49, 1, 114]);
    });
  }
});

describe("the home's activity areas (SPEC §2: Turkish only)", () => {
  it('the Turkish home lists the first four activity areas, in order; the others list none', () => {
    for (const lang of languages) {
      const areas = getContent(lang).home.activityAreas.map((area) => area.id);
      expect(areas, `${lang} as the build reads it`).toEqual(lang === 'tr' ? ACTIVITY_AREAS.slice(0, 4) : []);
    }
  });
});

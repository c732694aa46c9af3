/**
 * The German snapshot was started as a copy of the English one: a text still equal to its
 * English field is a text nobody translated, shown to German visitors as if it were German.
 * Every field that holds words (translated-fields.ts reads which from the schemas: no facts,
 * no addresses or codes, nothing shared) must differ from the English document's, except the
 * texts listed below, each a name or a figure that German writes as English does. Its facts
 * are English's, except the few listed that German pages set on their own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentDocuments, documentKeys, snapshotPath, type DocumentKey } from '../../src/content/documents';
import { loadContent } from '../../src/content/loader';
import { describeDisagreement, sharedDisagreements } from '../../src/content/shared-agreement';
import { translatedFields } from '../../src/content/translated-fields';
import { languages, matchPath } from '../../src/i18n/routes';

/**
 * Texts German keeps as English has them, and why. A path names a document's own field
 * (`site.companyName`, list entries by position) or an item's by its id (`projects[p08].customer`);
 * `*` stands for one position or id.
 */
const sameAsEnglish: Record<string, string> = {
  'site.legalName': "the Turkish company's registered name",
  'site.subsidiary.name': "the GmbH's registered name",
  'site.address.*': "the head office's postal address in Ankara",
  'contact.offices.*.lines.0': 'a postal address: street, or the GmbH’s name',
  'contact.offices.*.lines.1': 'a postal address: street or postcode and town',
  'contact.offices.*.phoneNumbers.*': 'a phone number',
  'contact.offices.*.faxes.*': 'a fax number',
  'contact.faxHeader': '“Fax” is the German word too',
  'footer.socialMediaLinks.*.text': "a social network's name",
  'ourTeam[*].name': "a person's name",
  'references[*].referenceName': "a client's name, as the client writes it",
  'projects[p01].location': 'a Turkish district and city',
  'projects[p02].location': 'a Turkish district and city',
  'projects[p03].location': 'a Turkish district and city',
  'projects[p04].location': 'a Turkish district and city',
  'projects[p05].location': 'a Turkish district and city',
  'projects[p09].location': 'a Turkish district and city',
  'projects[p08].customer': "a German client's registered name",
};

/** Facts German pages set on their own, and why: German customers deal with the Munich GmbH. */
const germanFacts: Record<string, string> = {
  'site.logoSource': "the logo spells the GmbH's name, as German pages name the company",
  'header.logoSource': "the logo spells the GmbH's name, as German pages name the company",
  'footer.footerLogoSource': "the logo spells the GmbH's name, as German pages name the company",
  'contact.offices.*.first': 'German pages lead with the Munich office, English ones with Ankara',
};

const matcher = (pattern: string) => ({
  pattern,
  regex: new RegExp(`^${pattern.replace(/[.[\]]/g, '\\$&').replaceAll('*', '[^.[\\]]+')}$`),
});
const patterns = Object.keys(sameAsEnglish).map(matcher);
const factPatterns = Object.keys(germanFacts).map(matcher);

type Data = Record<string, unknown>;

type Leaf = string | number | boolean;

/** Every text, figure and flag in `value` with its path as translated-fields.ts reads one (`hero.lead`, `imageAlts[2]`). */
function leaves(value: unknown, path: string): [path: string, value: Leaf][] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((entry, position) => leaves(entry, `${path}[${position}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path === '' ? key : `${path}.${key}`));
}

const read = (lang: 'en' | 'de', key: DocumentKey): Data => JSON.parse(readFileSync(snapshotPath(lang, key), 'utf8')) as Data;

/** A unit of a document: its own fields, or one item of its sub-collection, named for the report. */
interface Unit {
  name: string;
  isItem: boolean;
  data: Data;
}

function units(key: DocumentKey, document: Data): Unit[] {
  const sub = contentDocuments[key].subCollection;
  if (!sub) return [{ name: key, isItem: false, data: document }];
  const { [sub.field]: items, ...own } = document;
  return [
    { name: key, isItem: false, data: own },
    ...(items as { id: string; [itemKey: string]: unknown }[]).map((item) => ({
      name: `${key}[${item.id}]`,
      isItem: true,
      data: item[sub.itemKey] as Data,
    })),
  ];
}

/** A report path: `contact.offices.0.lines.1`, `projects[p01].imageAlts.2`. */
const reportPath = (unit: string, path: string) => `${unit}.${path.replace(/\[(\d+)\]/g, '.$1')}`;

const isWords = (key: DocumentKey, unit: Unit, path: string) => translatedFields(key, unit.isItem, [path]).length > 0;

/**
 * The German units' values paired with the English units' at the same path: the units both
 * languages have (the items left English-only have no German unit), each leaf of the German one.
 */
function pairs(key: DocumentKey): { unit: Unit; path: string; german: Leaf; english: Leaf | undefined }[] {
  const english = new Map(units(key, read('en', key)).map((unit) => [unit.name, unit]));
  return units(key, read('de', key)).flatMap((unit) => {
    const source = english.get(unit.name);
    if (!source) return [];
    const englishValues = new Map(leaves(source.data, ''));
    return leaves(unit.data, '').map(([path, german]) => ({ unit, path, german, english: englishValues.get(path) }));
  });
}

/** The German texts that hold words and read as their English field does, by report path. */
function untranslated(key: DocumentKey): string[] {
  return pairs(key)
    .filter(({ unit, path, german, english }) => german === english && isWords(key, unit, path))
    .map(({ unit, path }) => reportPath(unit.name, path));
}

/** The same fact in both languages: the same value, or a link to the same page in each language's own path. */
function sameFact(german: Leaf, english: Leaf | undefined): boolean {
  if (german === english) return true;
  const [germanPage, englishPage] = [german, english].map((value) => (typeof value === 'string' ? matchPath(value) : undefined));
  return germanPage?.lang === 'de' && englishPage?.lang === 'en' && germanPage.key === englishPage.key && germanPage.id === englishPage.id;
}

/** The German values that are no words (ids, slugs, images, figures, flags, dates, links) and are not English's fact, but the language, by report path with both values. */
function changedFacts(key: DocumentKey): { path: string; values: string }[] {
  return pairs(key)
    .filter(({ unit, path, german, english }) => path !== 'lang' && !sameFact(german, english) && !isWords(key, unit, path))
    .map(({ unit, path, german, english }) => ({
      path: reportPath(unit.name, path),
      values: `${JSON.stringify(german)} (en: ${JSON.stringify(english)})`,
    }));
}

const checked = documentKeys;

describe('the German snapshot', () => {
  for (const key of checked) {
    it(`${key}: every text is German, not the English copy it started from`, () => {
      const left = untranslated(key).filter((path) => !patterns.some(({ regex }) => regex.test(path)));
      expect(left).toEqual([]);
    });
  }

  it('keeps every fact of the English snapshot: ids, slugs, paths, images, figures, flags, dates, shared fields', () => {
    const changed = documentKeys.flatMap(changedFacts).filter(({ path }) => !factPatterns.some(({ regex }) => regex.test(path)));
    expect(changed.map(({ path, values }) => `${path}: ${values}`)).toEqual([]);
    const content = Object.fromEntries(languages.map((lang) => [lang, loadContent(lang)])) as Parameters<typeof sharedDisagreements>[0];
    expect(sharedDisagreements(content).map(describeDisagreement)).toEqual([]);
  });

  it('lists no exception that no longer applies', () => {
    const same = checked.flatMap(untranslated);
    expect(patterns.filter(({ regex }) => !same.some((path) => regex.test(path))).map(({ pattern }) => pattern)).toEqual([]);
    const changed = documentKeys.flatMap(changedFacts).map(({ path }) => path);
    expect(factPatterns.filter(({ regex }) => !changed.some((path) => regex.test(path))).map(({ pattern }) => pattern)).toEqual([]);
  });
});

/**
 * The German subsidiary's Impressum (§ 5 DDG) as content: each fact the law asks for is a field,
 * set once for every language (the words around it are translated), checked for its form, and
 * present in the built-in content and in every language's committed snapshot.
 */
import { loadContent } from '../../src/content/loader';
import { describe, expect, it } from 'vitest';
import { contentDocuments } from '../../src/content/documents';
import { describeIssues } from '../../src/content/errors';
import { fieldProblem } from '../../src/content/field-problems';
import { readShared, sharedPaths } from '../../src/content/shared-fields';
import { imprintSchema } from '../../src/content/schemas';
import { languages } from '../../src/i18n/routes';

const { schema } = contentDocuments.imprint;
const dotted = (path: readonly string[]) => path.join('.');

/** The facts § 5 DDG asks for, the same in every language. */
const FACTS = [
  'providerName',
  'address.streetAddress',
  'address.postalCode',
  'address.addressLocality',
  'address.addressCountry',
  'email',
  'phone',
  'registerCourt',
  'registerNumber',
  'vatId',
  'managingDirectors',
];
/** What each language words itself. */
const WORDS = ['header', 'intro', 'legalForm', 'address.countryName'];

describe('the imprint document', () => {
  it('lives at website/{lang}/pages/imprint, in imprint.json', () => {
    expect(contentDocuments.imprint).toMatchObject({ path: 'pages/imprint', file: 'imprint.json', schema: imprintSchema });
  });

  it("sets the provider's facts once for every language, and leaves the words around them to each language", () => {
    const shared = sharedPaths('imprint', false).map(dotted);
    for (const fact of FACTS) expect(shared, fact).toContain(fact);
    for (const words of WORDS) expect(shared.filter((path) => path === words || path.startsWith(`${words}.`))).toEqual([]);
  });

  for (const lang of languages) {
    it(`has built-in ${lang} content that the schema accepts, with every fact filled in`, () => {
      const imprint = loadContent(lang).imprint;
      const result = schema.safeParse(imprint);
      expect(result.success, result.success ? '' : describeIssues('imprint', result.error)).toBe(true);
      expect(imprint.providerName).toMatch(/ GmbH$/);
      expect(imprint.registerCourt).toBe('Amtsgericht München');
      expect(imprint.address).toMatchObject({ addressLocality: 'München', addressCountry: 'DE' });
      expect(imprint.managingDirectors.length).toBeGreaterThan(0);
    });
  }

  it('is in every language of the committed snapshot, all agreeing on the facts', () => {
    const [first, ...others] = languages.map((lang) => loadContent(lang).imprint);
    for (const other of others)
      for (const path of sharedPaths('imprint', false))
        expect(readShared(other, path), `${other.lang}: ${dotted(path)}`).toEqual(readShared(first!, path));
  });

  it('translates the legal form and the country name into each language', () => {
    const imprints = languages.map((lang) => loadContent(lang).imprint);
    expect(new Set(imprints.map((imprint) => imprint.address.countryName)).size).toBe(languages.length);
    expect(new Set(imprints.map((imprint) => imprint.header)).size).toBe(languages.length);
  });

  it('refuses a register number and a VAT id of the wrong form, with codes the studio says in its own words', () => {
    const base = loadContent('en').imprint;
    for (const [field, value, code] of [
      ['registerNumber', 'München 12345', 'notRegisterNumber'],
      ['registerNumber', 'HRB', 'notRegisterNumber'],
      ['vatId', 'DE 123 456 789', 'notVatId'],
      ['vatId', 'ATU12345678', 'notVatId'],
    ] as const) {
      const result = schema.safeParse({ ...base, [field]: value });
      expect(result.success, `${field}: ${value}`).toBe(false);
      expect(result.error!.issues.map((issue) => fieldProblem(issue))).toContainEqual(expect.objectContaining({ field, code }));
    }
    for (const [field, value] of [
      ['registerNumber', 'HRA 12345'],
      ['registerNumber', 'HRB 123456 B'],
      ['vatId', 'DE123456789'],
    ] as const)
      expect(schema.safeParse({ ...base, [field]: value }).success, `${field}: ${value}`).toBe(true);
  });

  it('needs at least one managing director; the person responsible for the content may be left out', () => {
    const base = loadContent('tr').imprint;
    expect(schema.safeParse({ ...base, managingDirectors: [] }).success).toBe(false);
    const { contentResponsible: _optional, ...withoutResponsible } = base;
    expect(schema.safeParse(withoutResponsible).success).toBe(true);
  });
});

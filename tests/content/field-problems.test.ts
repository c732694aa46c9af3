/**
 * A refusal's code and values come from the schema's issue, never from its words: real bad
 * documents parsed through the real schemas reach every code, each with its values, and each
 * code reads in both admin languages.
 */
import { describe, expect, it } from 'vitest';
import { contentDocuments, type DocumentKey } from '../../src/content/documents';
import { fieldProblem, fieldProblemCodes, fieldProblemIn, type FieldProblem } from '../../src/content/field-problems';
import { getContent } from '../../src/content/loader';
import { trustedSources } from '../../src/content/trusted-sources';
import { languages } from '../../src/i18n/routes';

type Data = Record<string, unknown>;
const content = getContent('tr');
const project = content.projects.projects[0]!;

/** The problems a real schema finds in `data`, one per field. */
function refusals(schema: { safeParse: (data: unknown) => { success: boolean; error?: { issues: unknown[] } } }, data: unknown) {
  const result = schema.safeParse(data);
  expect(result.success, 'the document is refused').toBe(false);
  return (result.error!.issues as Parameters<typeof fieldProblem>[0][]).map((issue) => fieldProblem(issue));
}
const whole = (key: DocumentKey, data: Data) => refusals(contentDocuments[key].schema, data);
const item = (key: 'projects' | 'news' | 'references', data: Data) => refusals(contentDocuments[key].subCollection!.itemSchema, data);
const at = (problems: FieldProblem[], field: string) => problems.find((problem) => problem.field === field);

/** Each code the schemas can give, from a document an editor could send, with what it carries. */
const reached: { code: FieldProblem['code']; problem: FieldProblem | undefined; values?: FieldProblem['values'] }[] = (() => {
  const site = content.site;
  const badSite = whole('site', {
    ...site,
    companyName: 'x'.repeat(5001),
    description: '<b>kalın</b>',
    baseUrl: 'http://example.com/yol',
    foundingYear: 2200,
    address: { ...site.address, addressCountry: 'tr' },
    hero: { headline: '   ', lead: 3 },
    logoSource: 'javascript:alert(1)',
    subsidiary: 'none',
    siteMaker: { name: 'x', url: 'ftp://example.com' },
    // No ISO 639-1 code: no language the site will ever ship.
    lang: 'xx',
  });
  const badProject = item('projects', {
    ...project.project,
    url: 'Büyük Harf',
    index: 1.5,
    ongoing: 'evet',
    imageSources: 'a.jpg',
  });
  const photos = project.project.imageSources.length;
  const badIndex = item('projects', { ...project.project, index: -1, imageAlts: Array.from({ length: photos + 1 }, () => 'bir fotoğraf') });
  const badNews = item('news', { ...content.news.news[0]!.news, createDate: 'dün' });
  const [office, ...offices] = content.contact.offices;
  const badOffice = { ...office!, emails: ['bilgi'], map: { ...office!.map!, source: 'https://example.com/embed' } };
  const badContact = whole('contact', { ...content.contact, offices: [badOffice, ...offices] });
  const noFirst = whole('contact', { ...content.contact, offices: content.contact.offices.map(({ first: _, ...each }) => each) });
  const silentFirst = whole('contact', { ...content.contact, offices: [{ ...office!, phoneNumbers: [] }, ...offices] });
  const badHeader = whole('header', { ...content.header, menuItems: [] });
  const badLinks = whole('header', { ...content.header, menuItems: [{ ...content.header.menuItems[0]!, url: 'kurumsal' }] });
  const second = content.projects.projects[1]!;
  const duplicates = whole('projects', {
    ...content.projects,
    projects: [project, { id: 'a b', project: { ...second.project, url: project.project.url } }, { ...second, id: project.id }],
  });
  const badTeam = whole('ourTeam', { ...content.ourTeam, staffList: 'x' });
  const badImprint = whole('imprint', { ...content.imprint, registerNumber: 'München 123', vatId: 'DE 123' });
  const badIndexType = item('references', { ...content.references.references[0]!.reference, index: 'bir' });
  const [ankara, ...otherHours] = content.contact.openingHours!;
  const badSpan = { from: 'sat', to: 'fri', opens: '9:00', closes: '18:00' } as const;
  const lateSpan = { from: 'mon', to: 'fri', opens: '18:00', closes: '08:30' } as const;
  const [firstTemplate, ...otherTemplates] = content.replyTemplates.templates;
  const badTemplates = whole('replyTemplates', {
    ...content.replyTemplates,
    templates: [{ ...firstTemplate!, text: 'Merhaba {ad}' }, ...otherTemplates],
  });
  const badHours = whole('contact', { ...content.contact, openingHours: [{ ...ankara!, hours: [badSpan, lateSpan] }, ...otherHours] });
  return [
    { code: 'required', problem: at(badSite, 'hero.headline') },
    { code: 'tooLong', problem: at(badSite, 'companyName'), values: { maximum: 5000 } },
    { code: 'markup', problem: at(badSite, 'description') },
    { code: 'notSiteOrigin', problem: at(badSite, 'baseUrl') },
    { code: 'tooBig', problem: at(badSite, 'foundingYear'), values: { maximum: 2100 } },
    { code: 'notCountryCode', problem: at(badSite, 'address.addressCountry') },
    { code: 'notText', problem: at(badSite, 'hero.lead') },
    { code: 'notTrustedImage', problem: at(badSite, 'logoSource') },
    { code: 'notGroup', problem: at(badSite, 'subsidiary') },
    { code: 'notUrl', problem: at(badSite, 'siteMaker.url') },
    { code: 'notOneOf', problem: at(badSite, 'lang'), values: { options: languages.join(', ') } },
    { code: 'notSlug', problem: at(badProject, 'url') },
    { code: 'notWholeNumber', problem: at(badProject, 'index') },
    { code: 'notYesNo', problem: at(badProject, 'ongoing') },
    { code: 'notList', problem: at(badProject, 'imageSources') },
    { code: 'tooSmall', problem: at(badIndex, 'index'), values: { minimum: 0 } },
    {
      code: 'oneAltPerPhoto',
      problem: at(badIndex, 'imageAlts'),
      values: { photos, alts: photos + 1 },
    },
    { code: 'notDateTime', problem: at(badNews, 'createDate') },
    { code: 'notEmail', problem: at(badContact, 'offices[0].emails[0]') },
    { code: 'notTrustedMap', problem: at(badContact, 'offices[0].map.source'), values: { pages: trustedSources.mapEmbeds.join(', ') } },
    { code: 'oneFirstOffice', problem: at(noFirst, 'offices'), values: { marked: 0 } },
    { code: 'firstOfficeReach', problem: at(silentFirst, 'offices[0].phoneNumbers') },
    { code: 'notClockTime', problem: at(badHours, 'openingHours[0].hours[0].opens') },
    { code: 'dayOrder', problem: at(badHours, 'openingHours[0].hours[0].to'), values: { from: 'sat' } },
    { code: 'closesAfterOpens', problem: at(badHours, 'openingHours[0].hours[1].closes'), values: { opens: '18:00' } },
    { code: 'tooFew', problem: at(badHeader, 'menuItems'), values: { minimum: 1 } },
    { code: 'notSitePath', problem: at(badLinks, 'menuItems[0].url') },
    { code: 'notDocumentId', problem: at(duplicates, 'projects[1].id') },
    { code: 'duplicateUrl', problem: at(duplicates, 'projects[1].project.url'), values: { value: project.project.url } },
    { code: 'duplicateId', problem: at(duplicates, 'projects[2].id'), values: { value: project.id } },
    { code: 'notList', problem: at(badTeam, 'staffList') },
    { code: 'notNumber', problem: at(badIndexType, 'index') },
    { code: 'notRegisterNumber', problem: at(badImprint, 'registerNumber') },
    { code: 'notVatId', problem: at(badImprint, 'vatId') },
    { code: 'unknownPlaceholder', problem: at(badTemplates, 'templates[0].text'), values: { placeholder: 'ad', known: '{name}' } },
  ];
})();

/** Said by the content service, not a schema (a save's language, links, deleting a document, languages that disagree on a shared field); proven in content-api.test.ts. */
const SERVICE_CODES = ['notDocumentLanguage', 'brokenLink', 'notDeletable', 'notShared', 'invalid'];

describe('field problems', () => {
  it.each(reached)('a real refusal gives $code with its values', ({ code, problem, values }) => {
    expect(problem, `the schemas refuse the field with ${code}`).toBeDefined();
    expect(problem).toMatchObject({ code, values: values ?? {} });
    expect(problem!.message.length).toBeGreaterThan(0);
  });

  it('reaches every code the studio knows from a schema or from the service', () => {
    const codes = new Set([...reached.map((entry) => entry.code), ...SERVICE_CODES]);
    expect([...codes].sort()).toEqual([...fieldProblemCodes].sort());
  });

  it('says each code in both admin languages with its values filled in, never as the English message', () => {
    for (const { problem } of reached) {
      const tr = fieldProblemIn(problem!, 'tr');
      const en = fieldProblemIn(problem!, 'en');
      expect(tr, problem!.code).not.toBe(en);
      expect(tr).not.toMatch(/\$\d/);
      for (const value of Object.values(problem!.values)) {
        expect(tr, problem!.code).toContain(String(value));
        expect(en, problem!.code).toContain(String(value));
      }
    }
    expect(fieldProblemIn({ code: 'tooLong', values: { maximum: 5000 }, message: 'ignored' }, 'tr')).toBe('en fazla 5000 karakter');
    expect(fieldProblemIn({ code: 'tooLong', values: { maximum: 5000 }, message: 'ignored' }, 'en')).toBe('at most 5000 characters');
  });

  it('shows the English message for a code it does not know (an older or newer server)', () => {
    expect(fieldProblemIn({ code: 'tooWeird', values: {}, message: 'something else' }, 'tr')).toBe('something else');
    expect(fieldProblemIn({ message: 'no code at all' }, 'tr')).toBe('no code at all');
  });

  it('reads nothing from the message: the same issue worded otherwise keeps its code', () => {
    const [problem] = refusals(contentDocuments.site.schema, { ...content.site, companyName: 'x'.repeat(5001) });
    const reworded = fieldProblem({
      code: 'too_big',
      origin: 'string',
      maximum: 5000,
      inclusive: true,
      path: ['companyName'],
      message: 'Zu lang',
      input: '',
    } as Parameters<typeof fieldProblem>[0]);
    expect(reworded).toMatchObject({ field: problem!.field, code: problem!.code, values: problem!.values, message: 'Zu lang' });
  });
});

/**
 * The reply templates staff start an inbox reply from: the same four in every language, each
 * with the visitor's name as its only placeholder; an unknown placeholder is refused at its
 * field, named, and said in every admin language.
 */
import { describe, expect, it } from 'vitest';
import { fieldProblem, fieldProblemIn } from '../../src/content/field-problems';
import { getContent } from '../../src/content/loader';
import { fillPlaceholders, unknownPlaceholders } from '../../src/content/reply-placeholders';
import { replyTemplatesSchema, type ReplyTemplates } from '../../src/content/schemas';
import { languages } from '../../src/i18n/routes';

const problems = (document: ReplyTemplates) =>
  (replyTemplatesSchema.safeParse(document).error?.issues ?? []).map((issue) => fieldProblem(issue));

describe('reply templates', () => {
  it('are the same four templates in every language, each addressing the visitor by name', () => {
    for (const lang of languages) {
      const { templates } = getContent(lang).replyTemplates;
      expect(
        templates.map((template) => template.id),
        lang,
      ).toEqual(['thanks', 'drawing-questions', 'site-visit', 'not-our-work']);
      for (const template of templates) {
        expect(template.text, `${lang} ${template.id}`).toContain('{name}');
        expect(unknownPlaceholders(template.text)).toEqual([]);
      }
      expect(new Set(templates.map((template) => template.text)).size).toBe(templates.length);
    }
    expect(getContent('tr').replyTemplates.templates[0]!.text).not.toBe(getContent('de').replyTemplates.templates[0]!.text);
  });

  it('fill in the name and leave any other brace pair as written', () => {
    expect(fillPlaceholders('Dear {name}, {name}! {x} {}', { name: 'Ayşe Kaya' })).toBe('Dear Ayşe Kaya, Ayşe Kaya! {x} {}');
    expect(unknownPlaceholders('Hi {name}, {Name} {company} {company} {} {a b}')).toEqual(['Name', 'company', '']);
  });

  it('refuse an unknown placeholder at its field, naming it, in every admin language', () => {
    const document = getContent('en').replyTemplates;
    const edited: ReplyTemplates = {
      ...document,
      templates: document.templates.map((template, position) => (position === 1 ? { ...template, text: 'Dear {nmae}, {name}' } : template)),
    };
    const found = problems(edited);
    expect(found.map(({ field, code, values }) => ({ field, code, values }))).toEqual([
      { field: 'templates[1].text', code: 'unknownPlaceholder', values: { placeholder: 'nmae', known: '{name}' } },
    ]);
    expect(found[0]!.message).toContain("'{nmae}'");
    expect(fieldProblemIn(found[0]!, 'tr')).toBe("yalnızca şu yer tutucular: {name} ('{nmae}' bunlardan biri değil)");
    expect(fieldProblemIn(found[0]!, 'en')).toBe("only these placeholders: {name} ('{nmae}' is not one of them)");
  });

  it('refuse two templates with one id', () => {
    const document = getContent('tr').replyTemplates;
    const twice = { ...document, templates: [document.templates[0]!, document.templates[0]!] };
    expect(problems(twice).map(({ field, code }) => `${field} ${code}`)).toEqual([
      'templates[0].id duplicateId',
      'templates[1].id duplicateId',
    ]);
  });
});

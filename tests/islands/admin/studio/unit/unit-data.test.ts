/** What the studio checks as the editor types goes through the same mapping as the API's answer. */
import { describe, expect, it } from 'vitest';
import { unitSchema } from '../../../../../src/content/documents';
import { fieldProblemIn } from '../../../../../src/content/field-problems';
import { getContent } from '../../../../../src/content/loader';
import { problemsOf } from '../../../../../src/islands/admin/studio/unit/unit-data';

describe('problems as the editor types', () => {
  it('gives each refused field its code and values, said in either admin language', () => {
    const site = getContent('tr').site;
    const problems = problemsOf(unitSchema('site', false), { ...site, hero: { headline: '', lead: 'x'.repeat(5001) } });
    expect(problems.get('hero.headline')).toMatchObject({ code: 'required', values: {} });
    const tooLong = problems.get('hero.lead')!;
    expect(tooLong).toMatchObject({ code: 'tooLong', values: { maximum: 5000 } });
    expect(fieldProblemIn(tooLong, 'tr')).toBe('en fazla 5000 karakter');
    expect(fieldProblemIn(tooLong, 'en')).toBe('at most 5000 characters');
  });
});

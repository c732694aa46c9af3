/**
 * The reminders' settings in the studio: a first-answer target of whole business minutes,
 * more than none and at most 10 080, two hours when nothing else is set; a manager's address
 * that is an e-mail address, or none (no second reminder). One value for every language.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRST_ANSWER_TARGET_MINUTES } from '../../src/admin-api/request-status';
import { fieldProblem } from '../../src/content/field-problems';
import { getContent } from '../../src/content/loader';
import { requestRemindersSchema } from '../../src/content/schemas';
import { languages } from '../../src/i18n/routes';

const problems = (document: unknown) =>
  (requestRemindersSchema.safeParse(document).error?.issues ?? []).map((issue) => {
    const { field, code } = fieldProblem(issue);
    return `${field} ${code}`;
  });

describe('the request reminders settings', () => {
  it('hold the default target of two business hours and no manager, the same in every language', () => {
    for (const lang of languages) {
      const settings = getContent(lang).requestReminders;
      expect(settings.firstAnswerTargetMinutes, lang).toBe(DEFAULT_FIRST_ANSWER_TARGET_MINUTES);
      expect(settings.managerEmail, lang).toBeUndefined();
    }
    expect(DEFAULT_FIRST_ANSWER_TARGET_MINUTES).toBe(120);
  });

  it('take the default target when a stored document has none', () => {
    expect(requestRemindersSchema.parse({ lang: 'de' }).firstAnswerTargetMinutes).toBe(DEFAULT_FIRST_ANSWER_TARGET_MINUTES);
  });

  it('accept a target of whole minutes above nothing, up to 10 080', () => {
    expect(problems({ lang: 'tr', firstAnswerTargetMinutes: 1 })).toEqual([]);
    expect(problems({ lang: 'tr', firstAnswerTargetMinutes: 7 * 24 * 60 })).toEqual([]);
  });

  it('refuse a target of none, below none, a fraction or over 10 080 minutes', () => {
    for (const target of [0, -30, 90.5, 7 * 24 * 60 + 1, '120'])
      expect(problems({ lang: 'tr', firstAnswerTargetMinutes: target }), String(target)).toEqual([
        expect.stringMatching(/^firstAnswerTargetMinutes /),
      ]);
  });

  it("accept a manager's e-mail address and refuse what is not one", () => {
    expect(problems({ lang: 'en', managerEmail: 'mudur@example.com.tr' })).toEqual([]);
    for (const address of ['mudur', 'mudur@', '@example.com', 'a b@example.com', ''])
      expect(problems({ lang: 'en', managerEmail: address }), address).toEqual([expect.stringMatching(/^managerEmail /)]);
  });
});

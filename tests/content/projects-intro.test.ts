/**
 * The projects page's sample intro speaks of every project it introduces: with an ongoing one
 * in the grid it does not call them all completed (the tiles' badges tell which is ongoing).
 */
import { describe, expect, it } from 'vitest';
import { defaultContent } from '../../src/content/defaults';
import { languages } from '../../src/i18n/routes';

/** How each sample language says "completed" (the word's stem). */
const completedStem: Record<string, RegExp> = { tr: /tamamla/i, en: /complete/i };

describe("the projects page's sample intro", () => {
  for (const lang of languages) {
    it(`${lang}: does not call the projects completed while one is ongoing`, () => {
      const page = defaultContent(lang).projects;
      expect(page.projects.some(({ project }) => project.ongoing)).toBe(true);
      expect(completedStem[lang], `a stem for ${lang}`).toBeDefined();
      expect(page.description).not.toMatch(completedStem[lang]!);
    });
  }
});

/**
 * The projects page's intro speaks of every project it introduces: with an ongoing one in the
 * grid it does not call them all completed (the tiles' badges tell which is ongoing), in every
 * language, as the build reads it.
 */
import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content/loader';
import { languages } from '../../src/i18n/routes';

/** How each language says "completed" (the word's stems). */
const completedStem: Record<string, RegExp> = { tr: /tamamla/i, en: /complete/i, de: /abgeschlossen|fertiggestellt|vollendet/i };

describe("the projects page's intro", () => {
  for (const lang of languages) {
    it(`${lang}: does not call the projects completed while one is ongoing`, () => {
      const page = getContent(lang).projects;
      expect(page.projects.some(({ project }) => project.ongoing)).toBe(true);
      expect(completedStem[lang], `a stem for ${lang}`).toBeDefined();
      expect(page.description).not.toMatch(completedStem[lang]!);
    });
  }
});

/**
 * The build tells its server each language's office hours as its contact page gives them (the
 * office a language's requests go to): the reminders count waits in them, so a publish that
 * changes them reaches the reminders with the build.
 */
import { expect, test } from '@playwright/test';
import { languages } from '../../src/i18n/routes';
import { contentProjects } from '../../src/lib/project-catalog';
import { readBuildFacts } from '../../src/server/build-facts';
import { distDir } from '../dist-dir';

test("the build's facts carry each language's office hours, as its contact page gives them", () => {
  const { officeHours } = readBuildFacts(distDir);
  for (const lang of languages) expect(officeHours?.[lang], lang).toEqual(contentProjects.requestOffice(lang));
  // Munich's hours for German requests, Ankara's for the others: the facts are per language, not one office's.
  expect(officeHours?.de?.office).not.toBe(officeHours?.tr?.office);
});

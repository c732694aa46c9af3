/**
 * The content's projects as staff read them: a request's project named in the request's language
 * with a link to its page, and every project's names for the lead figures; and the opening hours
 * of the office a language's requests go to, which count how long a request has waited. The staff API's route
 * hands the server this catalog of the build it serves, whose content a publish replaces while
 * the process runs (src/routes/admin-api.ts).
 */
import { getContactPageData, getProjectById, getProjectsData } from '../content/operations';
import type { OpeningHours } from '../content/schemas';
import { leadOfficeHours } from './opening-hours-text';
import { languages, pathFor, type Lang } from '../i18n/routes';
import type { RequestProject } from '../admin-api/contract';
import type { ProjectNames } from './lead-figures';

/** Names of the content's things by id, in each language that has one. */
type ContentNames = ProjectNames;

export interface ProjectCatalog {
  /** The project with this id, with its name and page in `lang` where the content has it there. */
  named(id: string, lang: Lang): RequestProject;
  /** Every project of the content by its id, with its name in each language that shows it. */
  names(): ProjectNames;
  /** The opening hours of the office `lang`'s pages lead with, where the content gives it some. */
  requestOffice(lang: Lang): OpeningHours | undefined;
  /** Every office of the contact page by its id, with its title in each language that shows it (the figures name offices so). */
  officeNames(): ContentNames;
}

export const contentProjects: ProjectCatalog = {
  named(id, lang) {
    const project = getProjectById(lang, id);
    return project ? { id, name: project.project.name, path: pathFor('projectDetail', lang, project.project.url) } : { id };
  },
  names() {
    const names: Record<string, Partial<Record<Lang, string>>> = {};
    for (const lang of languages)
      for (const { id, project } of getProjectsData(lang).projects) names[id] = { ...names[id], [lang]: project.name };
    return names;
  },
  requestOffice: (lang) => leadOfficeHours(getContactPageData(lang)),
  officeNames() {
    const names: Record<string, Partial<Record<Lang, string>>> = {};
    for (const lang of languages)
      for (const { id, title } of getContactPageData(lang).offices) if (id !== undefined) names[id] = { ...names[id], [lang]: title };
    return names;
  },
};

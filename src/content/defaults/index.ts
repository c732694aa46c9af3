/**
 * Built-in content for every document in the languages that have it (built-in-languages.ts); a
 * snapshot document replaces its default. Another language's documents come from the snapshot alone.
 */
import type { Lang } from '../../i18n/routes';
import type { Content } from '../documents';
import { aboutTaglineDefaults } from './about-tagline';
import { hasBuiltInContent, languagesWithBuiltInContent, type BuiltInLang } from './built-in-languages';
import { contactDefaults } from './contact';
import { footerDefaults } from './footer';
import { headerDefaults } from './header';
import { homeDefaults } from './home';
import { imprintDefaults } from './imprint';
import { newsDefaults } from './news';
import { ourTeamDefaults } from './our-team';
import { privacyDefaults } from './privacy';
import { projectsDefaults } from './projects';
import { referencesDefaults } from './references';
import { siteDefaults } from './site';

export { builtInLanguages, type BuiltInLang } from './built-in-languages';

export function defaultContent(lang: BuiltInLang): Content {
  return {
    site: siteDefaults(lang),
    home: homeDefaults(lang),
    header: headerDefaults(lang),
    footer: footerDefaults(lang),
    aboutTagline: aboutTaglineDefaults(lang),
    ourTeam: ourTeamDefaults(lang),
    projects: projectsDefaults(lang),
    contact: contactDefaults(lang),
    privacy: privacyDefaults(lang),
    imprint: imprintDefaults(lang),
    references: referencesDefaults(lang),
    news: newsDefaults(lang),
  };
}

/** The built-in content of a site language, or undefined where the site ships none for it. */
export function builtInContent(lang: Lang): Content | undefined {
  return hasBuiltInContent(lang) ? defaultContent(lang) : undefined;
}

/** The built-in content of each site language that has it. */
export function defaultContentByLanguage(): Partial<Record<Lang, Content>> {
  return Object.fromEntries(languagesWithBuiltInContent.map((lang) => [lang, defaultContent(lang)]));
}

/** Built-in content for every document in both languages; a snapshot document replaces its default. */
import { languages, type Lang } from '../../i18n/routes';
import type { Content } from '../documents';
import { aboutTaglineDefaults } from './about-tagline';
import { contactDefaults } from './contact';
import { footerDefaults } from './footer';
import { headerDefaults } from './header';
import { homeDefaults } from './home';
import { newsDefaults } from './news';
import { ourTeamDefaults } from './our-team';
import { privacyDefaults } from './privacy';
import { projectsDefaults } from './projects';
import { referencesDefaults } from './references';
import { siteDefaults } from './site';

export function defaultContent(lang: Lang): Content {
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
    references: referencesDefaults(lang),
    news: newsDefaults(lang),
  };
}

export function defaultContentByLanguage(): Record<Lang, Content> {
  return Object.fromEntries(languages.map((lang) => [lang, defaultContent(lang)])) as Record<Lang, Content>;
}

/**
 * Every kind of page without islands under its own stylesheet at 375 px (page-stylesheets.ts),
 * each kind in one language, the languages taking turns: a page's own stylesheet keeps a rule by
 * the classes its selector names, whatever media query holds it, so what the phone's width adds
 * (its menu, the responsive rules) is the kind's; every language's pages are compared at 1280 px.
 */
import { compareWithSiteStylesheet, pagesWithOwnStylesheet } from './page-stylesheets';
import { eachKindInOneLanguage } from './sample-pages';

compareWithSiteStylesheet(pagesWithOwnStylesheet(eachKindInOneLanguage()));

/**
 * A language with a fallback (the locale table) lists the projects and news items only its
 * fallback has, ordered as its own and marked with the language of their text; a language
 * without one lists its own alone, each marked with itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearContentCache, getContent } from '../../src/content/loader';
import {
  FOOTER_LIST_LIMIT,
  getPageFrame,
  getNews,
  getNewsItem,
  getProject,
  getProjectsData,
  getSliderData,
} from '../../src/content/operations';
import { fallbackLanguage, locales } from '../../src/i18n/locales';
import { languages, type Lang } from '../../src/i18n/routes';
import { languagesWithFallback, untranslatedSnapshot } from './untranslated-snapshot';

beforeAll(() => {
  process.env['CONTENT_SNAPSHOT_DIR'] = untranslatedSnapshot();
  clearContentCache();
});
afterAll(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
});

const ownProjectIds = (lang: Lang) => new Set(getContent(lang).projects.projects.map((p) => p.id));
const ownNewsIds = (lang: Lang) => new Set(getContent(lang).news.news.map((n) => n.id));
/** The language each listed item's text is in, by id, as the content says it should be. */
const expectedTextLang = (lang: Lang, own: Set<string>) => (id: string) => (own.has(id) ? lang : fallbackLanguage(lang));

describe('the locale table', () => {
  it('gives some language a fallback, always another language of the table', () => {
    expect(languagesWithFallback().length).toBeGreaterThan(0);
    for (const lang of languages) {
      const fallback = fallbackLanguage(lang);
      if (fallback === undefined) continue;
      expect(Object.keys(locales)).toContain(fallback);
      expect(fallback).not.toBe(lang);
    }
  });
});

describe('content operations with untranslated items', () => {
  it('the projects page lists the fallback-only projects too, ascending by index, each marked with its text language', () => {
    for (const lang of languages) {
      const fallback = fallbackLanguage(lang);
      const expectedIds = new Set([...ownProjectIds(lang), ...(fallback ? ownProjectIds(fallback) : [])]);
      const list = getProjectsData(lang).projects;
      expect(new Set(list.map((p) => p.id))).toEqual(expectedIds);
      expect(list).toHaveLength(expectedIds.size);
      const indexes = list.map((p) => p.project.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      const textLangOf = expectedTextLang(lang, ownProjectIds(lang));
      for (const p of list) expect(p.textLang, `${lang} ${p.id}`).toBe(textLangOf(p.id));
    }
  });

  it('an untranslated project carries its fallback text and url, and getProject finds it by that url, marked', () => {
    for (const { lang, fallback } of languagesWithFallback()) {
      const untranslated = getContent(fallback).projects.projects.filter((p) => !ownProjectIds(lang).has(p.id));
      expect(untranslated.length, lang).toBeGreaterThan(0);
      for (const source of untranslated) {
        const shown = getProject(lang, source.project.url);
        expect(shown).toEqual({ ...source, textLang: fallback });
      }
      const own = getContent(lang).projects.projects[0]!;
      expect(getProject(lang, own.project.url)).toEqual({ ...own, textLang: lang });
    }
  });

  it('the home slider holds untranslated slider projects too, descending index, marked', () => {
    for (const { lang, fallback } of languagesWithFallback()) {
      const slider = getSliderData(lang);
      const expected = getProjectsData(lang).projects.filter((p) => p.project.slider);
      expect(slider.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
      expect(slider.some((p) => p.textLang === fallback)).toBe(true);
      const indexes = slider.map((p) => p.project.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => b - a));
    }
  });

  it('the news list and getNewsItem answer fallback-only news items, latest first, marked', () => {
    for (const lang of languages) {
      const fallback = fallbackLanguage(lang);
      const expectedIds = new Set([...ownNewsIds(lang), ...(fallback ? ownNewsIds(fallback) : [])]);
      const news = getNews(lang);
      expect(new Set(news.map((n) => n.id))).toEqual(expectedIds);
      const dates = news.map((n) => Date.parse(n.news.createDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const textLangOf = expectedTextLang(lang, ownNewsIds(lang));
      for (const n of news) {
        expect(n.textLang, `${lang} ${n.id}`).toBe(textLangOf(n.id));
        expect(getNewsItem(lang, n.id)).toEqual(n);
      }
    }
  });

  it("the footer's last completed projects and latest news include untranslated ones, marked", () => {
    for (const { lang, fallback } of languagesWithFallback()) {
      const footer = getPageFrame(lang).footer;
      const completed = getProjectsData(lang)
        .projects.filter((p) => p.project.completed)
        .sort((a, b) => b.project.index - a.project.index)
        .slice(0, FOOTER_LIST_LIMIT);
      expect(footer.lastCompletedProjects.map(({ id, textLang }) => ({ id, textLang }))).toEqual(
        completed.map(({ id, textLang }) => ({ id, textLang })),
      );
      expect(footer.lastPublishedNews.map(({ id, textLang }) => ({ id, textLang }))).toEqual(
        getNews(lang)
          .slice(0, FOOTER_LIST_LIMIT)
          .map(({ id, textLang }) => ({ id, textLang })),
      );
      expect([...footer.lastCompletedProjects, ...footer.lastPublishedNews].some((item) => item.textLang === fallback)).toBe(true);
    }
  });
});

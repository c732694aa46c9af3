/**
 * The astrowind comparison pairs our home, about and contact pages (paths from the route
 * table, every language asked for) with astrowind's, and says per pair whether our median LCP
 * is at most 0.6 times astrowind's.
 */
import { describe, expect, it } from 'vitest';
import {
  comparedPages,
  comparisonRows,
  comparisonTable,
  floorPage,
  floorSummary,
  lcpRatio,
  meetsLcpTarget,
  type ComparedPage,
  type MeasuredSample,
} from '../../../scripts/lib/astrowind-comparison';
import type { Preset, Sample } from '../../../scripts/lib/lighthouse-sample';
import { defaultLang, languages, pathFor } from '../../../src/i18n/routes';

const sample = (lcp: number, fcp = lcp / 2): Sample => ({
  perf: 100,
  fcp,
  lcp,
  tbt: 10,
  cls: 0,
  bytes: { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, total: 0 },
  protocol: 'h2',
});

describe('the astrowind comparison', () => {
  it("loads each of our pages in every language given, then astrowind's of the same route", () => {
    const pages = comparedPages(languages);
    expect(pages.map((page) => page.path)).toEqual(
      (['home', 'about', 'contact'] as const).flatMap((route) => [
        ...languages.map((lang) => pathFor(route, lang)),
        { home: '/', about: '/about', contact: '/contact' }[route],
      ]),
    );
    expect(pages.filter((page) => page.site === 'astrowind').every((page) => page.lang === undefined)).toBe(true);
    expect(comparedPages([defaultLang]).filter((page) => page.site === 'ours')).toHaveLength(3);
    expect(() => comparedPages([])).toThrow();
  });

  it('meets the target at 0.6 of astrowind’s LCP and misses it above', () => {
    expect(lcpRatio(600, 1000)).toBeCloseTo(0.6);
    expect(meetsLcpTarget(lcpRatio(600, 1000))).toBe(true);
    expect(meetsLcpTarget(lcpRatio(601, 1000))).toBe(false);
    expect(meetsLcpTarget(lcpRatio(1200, 1000))).toBe(false);
    expect(() => lcpRatio(600, 0)).toThrow();
  });

  it('compares medians, per preset and language, and marks each pair met or missed', () => {
    const first = defaultLang;
    const second = languages.find((lang) => lang !== defaultLang)!;
    const pages = comparedPages([first, second]);
    const page = (site: ComparedPage['site'], route: string, lang?: string) =>
      pages.find((p) => p.site === site && p.route === route && p.lang === lang)!;
    const measured: MeasuredSample[] = [];
    const add = (p: ComparedPage, preset: Preset, ...lcps: number[]) =>
      lcps.forEach((lcp) => measured.push({ page: p, preset, sample: sample(lcp) }));
    // Medians: ours 500 (first), 900 (second); astrowind's home 1000 => 0.50 met, 0.90 missed.
    add(page('ours', 'home', first), 'mobile', 400, 500, 2000);
    add(page('ours', 'home', second), 'mobile', 900, 900, 100);
    add(page('astrowind', 'home'), 'mobile', 1000, 3000, 900);
    // Desktop: ours 300 against 400 => 0.75 missed.
    add(page('ours', 'home', first), 'desktop', 300);
    add(page('astrowind', 'home'), 'desktop', 400);
    // About has no astrowind sample: no row rather than a ratio to nothing.
    add(page('ours', 'about', first), 'mobile', 300);

    const rows = comparisonRows(measured);
    expect(rows.map((row) => [row.preset, row.route, row.lang, row.ours.lcp.median, row.astrowind.lcp.median, row.met])).toEqual([
      ['mobile', 'home', first, 500, 1000, true],
      ['mobile', 'home', second, 900, 1000, false],
      ['desktop', 'home', first, 300, 400, false],
    ]);
    expect(rows[0]!.lcpRatio).toBeCloseTo(0.5);

    const mobile = comparisonTable('mobile', rows);
    expect(mobile).toContain(`| home (${first}) \`${pathFor('home', first)}\` vs \`/\` | 250 ms | 500 ms |`);
    expect(mobile).toMatch(/\| 0\.50 \| met \|/);
    expect(mobile).toMatch(/\| 0\.90 \| missed \|/);
    expect(mobile).toContain('1 of 2 pairs meet');
    expect(comparisonTable('desktop', rows)).toMatch(/\| 0\.75 \| missed \|\n\n0 of 1 pairs meet/);
  });

  it('names the targets that lie below what a page of one heading and one paragraph takes', () => {
    const pages = comparedPages([defaultLang]);
    const page = (site: ComparedPage['site'], route: string) => pages.find((p) => p.site === site && p.route === route)!;
    const measured: MeasuredSample[] = [
      { page: page('ours', 'home'), preset: 'mobile', sample: sample(900) },
      { page: page('astrowind', 'home'), preset: 'mobile', sample: sample(1500) },
      { page: page('ours', 'contact'), preset: 'mobile', sample: sample(900) },
      { page: page('astrowind', 'contact'), preset: 'mobile', sample: sample(1200) },
    ];
    const rows = comparisonRows(measured);
    // 0.6 x 1500 = 900 lies above a floor of 800; 0.6 x 1200 = 720 below it.
    const summary = floorSummary('mobile', [sample(790, 790), sample(800, 800), sample(850, 850)], rows);
    expect(summary).toContain('FCP 800 ms, LCP 800 ms (790 ms-850 ms)');
    expect(summary).toContain('Targets below it, which no page can meet here: `/contact` (0.6 × 1200 ms = 720 ms).');
    expect(summary).not.toContain('`/`');
    expect(floorSummary('mobile', [sample(700, 700)], rows)).toContain('Every target lies above it.');
    expect(floorSummary('desktop', [], rows)).toContain('not measured');
  });

  it('measures a floor page with nothing to load but itself', () => {
    expect(floorPage).toMatch(/^<!doctype html>/);
    expect(floorPage).not.toMatch(/<link|<img|<script|<style|style=/);
  });
});

/** The lead figures per project: the content's projects that requests named, most first, then those that name none it has. */
import { expect, it } from 'vitest';
import { figureWindow, leadFigures, NOT_GIVEN, type LeadCounts } from '../../src/lib/lead-figures';

const window = figureWindow(new Date('2026-11-26T04:00:00Z'), 'Europe/Istanbul');
const counts = (projects: LeadCounts['projects'], total: number): LeadCounts => ({
  weeks: [],
  months: [],
  total,
  open: 0,
  languages: {},
  kindsOfWork: {},
  pagesSentFrom: {},
  projects,
  solved: 0,
  medianToSolvedMs: null,
  p90ToSolvedMs: null,
  outcomes: { all: {}, languages: {}, kindsOfWork: {}, pagesSentFrom: {}, projects: {} },
  lostReasons: {},
});

it('names each project of the content that requests asked about, with its names, most first; ties by id', () => {
  const names = { p01: { tr: 'Trafo merkezi', en: 'Substation' }, p02: { en: 'Solar plant' }, p03: { tr: 'Hastane' }, p04: { de: 'Werk' } };
  const { projects } = leadFigures(window, counts({ p02: 3, p04: 1, p01: 1, p03: 0 }, 9), names);
  expect(projects).toEqual([
    { key: 'p02', count: 3, names: { en: 'Solar plant' } },
    { key: 'p01', count: 1, names: { tr: 'Trafo merkezi', en: 'Substation' } },
    { key: 'p04', count: 1, names: { de: 'Werk' } },
    { key: NOT_GIVEN, count: 4 },
  ]);
});

it('counts a project the content no longer has with the requests that name none, as a page renamed since', () => {
  const { projects } = leadFigures(window, counts({ gone: 2, p01: 1 }, 5), { p01: { tr: 'Trafo merkezi' } });
  expect(projects).toEqual([
    { key: 'p01', count: 1, names: { tr: 'Trafo merkezi' } },
    { key: NOT_GIVEN, count: 4 },
  ]);
  // Without the content's projects (a caller that names none), every request is counted as naming none.
  expect(leadFigures(window, counts({ p01: 1 }, 5)).projects).toEqual([{ key: NOT_GIVEN, count: 5 }]);
});

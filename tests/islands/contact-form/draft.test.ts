/** The draft a tab keeps: what was typed, when the visitor began, and which files to choose again. */
import { expect, it } from 'vitest';
import { draftKey, draftToKeep, parseDraft } from '../../../src/islands/contact-form/draft';

const NOW = 1_800_000_000_000;

it('keeps values, the start and the files names, and reads them back', () => {
  const kept = draftToKeep({ name: 'Deniz', message: '' }, NOW - 60_000, ['plan.pdf', 'cephe.dwg']);
  expect(parseDraft(kept, NOW)).toEqual({
    values: { name: 'Deniz', message: '' },
    begunAt: NOW - 60_000,
    fileNames: ['plan.pdf', 'cephe.dwg'],
  });
});

it('keeps nothing when nothing was typed or chosen, and keeps chosen files alone', () => {
  expect(draftToKeep({ name: '', message: '' }, NOW, [])).toBeNull();
  expect(parseDraft(draftToKeep({ name: '' }, NOW, ['plan.pdf']), NOW)?.fileNames).toEqual(['plan.pdf']);
});

it('reads older drafts: the values alone, or without file names; a start in the future counts from now', () => {
  expect(parseDraft(JSON.stringify({ name: 'Ayşe' }), NOW)).toEqual({ values: { name: 'Ayşe' }, begunAt: NOW, fileNames: [] });
  expect(parseDraft(JSON.stringify({ values: { name: 'Ayşe' }, begunAt: NOW - 5 }), NOW)?.fileNames).toEqual([]);
  expect(parseDraft(JSON.stringify({ values: {}, begunAt: NOW + 60_000 }), NOW)?.begunAt).toBe(NOW);
});

it('a broken or missing draft is none', () => {
  expect(parseDraft(null, NOW)).toBeUndefined();
  expect(parseDraft('{not json', NOW)).toBeUndefined();
  expect(parseDraft('"text"', NOW)).toBeUndefined();
  expect(parseDraft(JSON.stringify({ values: {}, fileNames: ['a.pdf', 7] }), NOW)?.fileNames).toEqual(['a.pdf']);
});

it("keeps a project's quote form apart from the plain form and from another project's", () => {
  expect(new Set([draftKey(undefined), draftKey('gaziantep-osb'), draftKey('cankaya-ofis')]).size).toBe(3);
});

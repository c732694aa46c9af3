import { describe, expect, it } from 'vitest';
import { applyMerge, planMerge } from '../../../../../src/islands/admin/studio/merge/three-way';
import { mergeRichText } from '../../../../../src/islands/admin/studio/merge/rich-text-merge';

const origin = { headline: 'Eski başlık', lead: 'Eski giriş', menu: [{ text: 'A' }, { text: 'B' }], index: 3 };

describe('merging an editor’s changes with a save made since', () => {
  it('takes what only one side changed without asking', () => {
    const mine = { ...origin, headline: 'Benim başlığım' };
    const theirs = { ...origin, lead: 'Onların girişi', index: 0 };
    const plan = planMerge(origin, mine, theirs);
    expect(plan).toEqual({ conflicting: [], fromMine: [['headline']], fromTheirs: [['lead'], ['index']], combined: [] });
    expect(applyMerge(plan, mine, theirs, new Set())).toEqual({ ...origin, headline: 'Benim başlığım', lead: 'Onların girişi', index: 0 });
  });

  it('asks only about a field both changed differently, keeping the side chosen', () => {
    const mine = { ...origin, headline: 'Benim başlığım', menu: [{ text: 'A' }, { text: 'Benim B' }] };
    const theirs = { ...origin, headline: 'Onların başlığı', lead: 'Onların girişi', menu: [{ text: 'A' }, { text: 'B' }, { text: 'C' }] };
    const plan = planMerge(origin, mine, theirs);
    // Their menu has another length: the whole list is the one question, not its entries.
    expect(plan.conflicting).toEqual([['headline'], ['menu']]);
    expect(plan.fromTheirs).toEqual([['lead']]);
    expect(applyMerge(plan, mine, theirs, new Set(['headline']))).toEqual({ ...theirs, headline: 'Benim başlığım' });
    expect(applyMerge(plan, mine, theirs, new Set(['menu']))).toEqual({ ...theirs, menu: mine.menu });
  });

  it('does not ask about a change both made alike, and keeps a field the editor removed', () => {
    const mine: Record<string, unknown> = { ...origin, headline: 'Aynı' };
    delete mine['lead'];
    const theirs = { ...origin, headline: 'Aynı' };
    const plan = planMerge(origin, mine, theirs);
    expect(plan.conflicting).toEqual([]);
    expect(applyMerge(plan, mine, theirs, new Set())).toEqual(mine);
  });
});

describe('a rich text both sides changed, merged by its top-level blocks', () => {
  const text =
    '<h2>Hakkımızda</h2><p>Birinci paragraf.</p><ul><li><p>Orta gerilim</p></li><li><p>Otomasyon</p></li></ul><blockquote><p>Söz.</p></blockquote>';
  const base = { headline: 'Başlık', aboutContent: text };
  const withText = (html: string) => ({ ...base, aboutContent: html });
  const plan = (mine: string, theirs: string) => planMerge(base, withText(mine), withText(theirs), mergeRichText);

  it('takes each side’s block when they changed different blocks, and names the field merged', () => {
    const mine = text.replace('Birinci paragraf.', 'Benim paragrafım.');
    const theirs = text.replace('Söz.', 'Onların sözü.');
    const merged = text.replace('Birinci paragraf.', 'Benim paragrafım.').replace('Söz.', 'Onların sözü.');
    const planned = plan(mine, theirs);
    expect(planned).toEqual({ conflicting: [], fromMine: [], fromTheirs: [], combined: [{ path: ['aboutContent'], value: merged }] });
    expect(applyMerge(planned, withText(mine), withText(theirs), new Set())).toEqual(withText(merged));
  });

  it('asks about the field when both changed the same block differently', () => {
    const planned = plan(text.replace('Otomasyon', 'Benim otomasyonum'), text.replace('Orta gerilim', 'Alçak gerilim'));
    expect(planned.conflicting).toEqual([['aboutContent']]);
    expect(planned.combined).toEqual([]);
  });

  it('takes a block both changed the same way once', () => {
    const same = text.replace('Birinci paragraf.', 'Aynı paragraf.');
    const planned = plan(same, same.replace('<h2>Hakkımızda</h2>', '<h2>Biz kimiz</h2>'));
    expect(planned.conflicting).toEqual([]);
    expect(planned.combined).toEqual([{ path: ['aboutContent'], value: same.replace('<h2>Hakkımızda</h2>', '<h2>Biz kimiz</h2>') }]);
  });

  it('keeps a block one side added beside a block the other changed elsewhere', () => {
    const added = text.replace('<ul>', '<h3>Hizmetler</h3><ul>');
    const edited = text.replace('<h2>Hakkımızda</h2>', '<h2>Biz kimiz</h2>');
    expect(plan(added, edited).combined).toEqual([
      { path: ['aboutContent'], value: added.replace('<h2>Hakkımızda</h2>', '<h2>Biz kimiz</h2>') },
    ]);
    // A block added right before the one the other side changed stands before it.
    const addedBeforeQuote = text.replace('<blockquote>', '<p>Yeni.</p><blockquote>');
    const quoteEdited = text.replace('Söz.', 'Onların sözü.');
    expect(plan(addedBeforeQuote, quoteEdited).combined[0]?.value).toBe(addedBeforeQuote.replace('Söz.', 'Onların sözü.'));
  });

  it('asks when blocks were added at one place, or a block one side removed the other changed', () => {
    expect(plan(text.replace('<ul>', '<p>Benim.</p><ul>'), text.replace('<ul>', '<p>Onların.</p><ul>')).conflicting).toEqual([
      ['aboutContent'],
    ]);
    expect(plan(text.replace('<p>Birinci paragraf.</p>', ''), text.replace('Birinci paragraf.', 'Onların paragrafı.')).conflicting).toEqual(
      [['aboutContent']],
    );
  });

  it('merges alongside plain fields, and asks about a rich text that is not a run of blocks', () => {
    const mine = { ...withText(text.replace('Söz.', 'Benim sözüm.')), headline: 'Benim başlığım' };
    const planned = planMerge(base, mine, withText(text.replace('Hakkımızda', 'Biz')), mergeRichText);
    expect(planned.fromMine).toEqual([['headline']]);
    expect(planned.combined).toHaveLength(1);
    const loose = { ...base, aboutContent: 'Düz yazı' };
    expect(
      planMerge(loose, { ...loose, aboutContent: 'Benim yazım' }, { ...loose, aboutContent: 'Onların' }, mergeRichText).conflicting,
    ).toEqual([['aboutContent']]);
  });

  it('leaves a rich text to the editor’s choice until the merge’s code is here', () => {
    const planned = planMerge(base, withText(text.replace('Söz.', 'Benim.')), withText(text.replace('Hakkımızda', 'Biz')), null);
    expect(planned.conflicting).toEqual([['aboutContent']]);
  });
});

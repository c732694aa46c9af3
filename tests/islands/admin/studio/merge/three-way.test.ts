import { describe, expect, it } from 'vitest';
import { applyMerge, planMerge } from '../../../../../src/islands/admin/studio/merge/three-way';

const origin = { headline: 'Eski başlık', lead: 'Eski giriş', menu: [{ text: 'A' }, { text: 'B' }], index: 3 };

describe('merging an editor’s changes with a save made since', () => {
  it('takes what only one side changed without asking', () => {
    const mine = { ...origin, headline: 'Benim başlığım' };
    const theirs = { ...origin, lead: 'Onların girişi', index: 0 };
    const plan = planMerge(origin, mine, theirs);
    expect(plan).toEqual({ conflicting: [], fromMine: [['headline']], fromTheirs: [['lead'], ['index']] });
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

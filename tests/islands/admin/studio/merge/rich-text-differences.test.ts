import { describe, expect, it } from 'vitest';
import { areRichTexts, markedVersions, type MarkedBlock } from '../../../../../src/islands/admin/studio/merge/rich-text-differences';

const plain = (kind: MarkedBlock['kind'], text: string): MarkedBlock => ({ kind, parts: [{ text, differs: false }] });
const marked = (blocks: MarkedBlock[]) => blocks.map((block) => block.parts.filter((part) => part.differs).map((part) => part.text.trim()));

describe('two versions of a rich text, what differs marked', () => {
  it('shows the blocks both have unmarked, and marks in a changed block the words only one version has', () => {
    const mine = '<h2>Hakkımızda</h2><p>Ankara’da kurulan firmamız.</p>';
    const theirs = '<h2>Hakkımızda</h2><p>Ankara’da 2010’da kurulan şirketimiz.</p>';
    const versions = markedVersions(mine, theirs);
    expect(versions.mine[0]).toEqual(plain('heading', 'Hakkımızda'));
    expect(versions.theirs[0]).toEqual(plain('heading', 'Hakkımızda'));
    expect(marked(versions.mine)).toEqual([[], ['firmamız']]);
    expect(marked(versions.theirs)).toEqual([[], ['2010’da', 'şirketimiz']]);
    expect(versions.mine[1]!.parts.map((part) => part.text).join('')).toBe('Ankara’da kurulan firmamız.');
  });

  it('marks a block only one version has whole, a list’s items on lines of their own', () => {
    const versions = markedVersions('<p>Bir.</p>', '<p>Bir.</p><ul><li><p>Orta gerilim</p></li><li><p>Otomasyon</p></li></ul>');
    expect(versions.mine).toEqual([plain('paragraph', 'Bir.')]);
    expect(versions.theirs[1]).toEqual({ kind: 'list', parts: [{ text: '• Orta gerilim\n• Otomasyon', differs: true }] });
  });

  it('reads as rich texts only runs of blocks, one of them not empty', () => {
    expect(areRichTexts('<p>a</p>', '')).toBe(true);
    expect(areRichTexts('<p>a</p>', undefined)).toBe(true);
    expect(areRichTexts('', '')).toBe(false);
    expect(areRichTexts('Düz yazı', '<p>a</p>')).toBe(false);
    expect(areRichTexts(['<p>a</p>'], '<p>a</p>')).toBe(false);
  });
});

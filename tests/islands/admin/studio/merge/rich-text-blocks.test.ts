import { describe, expect, it } from 'vitest';
import { readableBlock, richTextBlocks } from '../../../../../src/islands/admin/studio/merge/rich-text-blocks';

describe('a rich text’s top-level blocks', () => {
  it('reads each paragraph, heading, list and quote whole, nested blocks inside it', () => {
    const html = '<h2>Başlık</h2>\n<p>Bir <strong>iki</strong><br>üç</p><ol><li><p>A</p></li></ol><blockquote><p>Söz</p></blockquote>';
    expect(richTextBlocks(html)).toEqual([
      '<h2>Başlık</h2>',
      '<p>Bir <strong>iki</strong><br>üç</p>',
      '<ol><li><p>A</p></li></ol>',
      '<blockquote><p>Söz</p></blockquote>',
    ]);
    expect(richTextBlocks('')).toEqual([]);
  });

  it('reads a quoted > inside a link as part of its tag', () => {
    expect(richTextBlocks('<p><a href="/a?b=>c">x</a></p><p>y</p>')).toEqual(['<p><a href="/a?b=>c">x</a></p>', '<p>y</p>']);
  });

  it('is not a run of blocks with text or an inline tag outside a block, or tags that do not close', () => {
    for (const html of ['Düz yazı', '<p>a</p> b', '<strong>a</strong>', '<p>a', '</p><p>a</p>', '<br><p>a</p>'])
      expect(richTextBlocks(html), html).toBeNull();
  });

  it('reads a block as text: its kind, a list’s items on lines of their own, entities as characters', () => {
    expect(readableBlock('<h3>Kalite &amp; güvenlik</h3>')).toEqual({ kind: 'heading', text: 'Kalite & güvenlik' });
    expect(readableBlock('<ul><li><p>Orta&nbsp;gerilim</p></li><li><p>Otomasyon</p></li></ul>')).toEqual({
      kind: 'list',
      text: '• Orta gerilim\n• Otomasyon',
    });
    expect(readableBlock('<ol><li><p>Bir</p></li><li><p>İki</p></li></ol>').text).toBe('1. Bir\n2. İki');
    expect(readableBlock('<blockquote><p>Söz &#8220;bu&#x201d;</p></blockquote>')).toEqual({ kind: 'quote', text: 'Söz “bu”' });
    expect(readableBlock('<p>Bir<br>iki</p>')).toEqual({ kind: 'paragraph', text: 'Bir\niki' });
  });
});

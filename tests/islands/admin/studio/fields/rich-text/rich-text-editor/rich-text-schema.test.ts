/**
 * The ProseMirror schema of the rich-text editor reads and writes the HTML the stored texts hold
 * node for node and text for text, as the TipTap editor it replaced did (the figures below are
 * what TipTap's schema gave).
 */
import type { Schema } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { loadContentByLanguage } from '../../../../../../../scripts/lib/seed-firestore';
import { snapshotDir } from '../../../../../../../src/content/loader';
import { richTextSchema } from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/rich-text-schema';
import { read, write, type JSONContent } from './html-stand-in';

/** Every rich-text value of the sample content, in every language. */
function sampleRichTexts(): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^<(p|h[2-4]|ul|ol|blockquote)>/.test(value)) found.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(loadContentByLanguage(snapshotDir()));
  return found;
}

const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const text = (value: string, ...marks: NonNullable<JSONContent['marks']>): JSONContent => ({ type: 'text', text: value, marks });
const item = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });

describe('the rich-text schema', () => {
  it("has TipTap's nodes and marks, in its order, with its content rules and attributes", () => {
    const shape = (schema: Schema) => ({
      nodes: Object.values(schema.nodes).map(({ name, spec }) => [
        name,
        spec.content ?? null,
        spec.group ?? null,
        !!spec.inline,
        !!spec.defining,
      ]),
      marks: Object.values(schema.marks).map(({ name, spec }) => [name, Object.keys(spec.attrs ?? {}), spec.inclusive ?? null]),
    });
    expect(shape(richTextSchema)).toEqual({
      nodes: [
        ['paragraph', 'inline*', 'block', false, false],
        ['blockquote', 'block+', 'block', false, true],
        ['bulletList', 'listItem+', 'block list', false, false],
        ['doc', 'block+', null, false, false],
        ['hardBreak', null, 'inline', true, false],
        ['heading', 'inline*', 'block', false, true],
        ['listItem', 'paragraph block*', null, false, true],
        ['orderedList', 'listItem+', 'block list', false, false],
        ['text', null, 'inline', false, false],
      ],
      marks: [
        ['link', ['href', 'title', 'target', 'rel'], false],
        ['bold', [], null],
        ['italic', [], null],
        ['underline', [], null],
      ],
    });
  });

  it('writes what TipTap wrote for every node, mark and link attribute', () => {
    const content: JSONContent = {
      type: 'doc',
      content: [
        p(text('Paragraph'), { type: 'hardBreak' }, text('line')),
        ...[2, 3, 4].map((level) => ({ type: 'heading', attrs: { level }, content: [text(`Heading ${level}`)] })),
        { type: 'blockquote', content: [p(text('Quoted', { type: 'italic' }))] },
        { type: 'bulletList', content: [item(p(text('one')), { type: 'orderedList', content: [item(p(text('nested')))] })] },
        { type: 'orderedList', content: [item(p(text('first')))] },
        p(
          text(
            'all',
            { type: 'bold' },
            { type: 'italic' },
            { type: 'underline' },
            { type: 'link', attrs: { href: 'https://example.com', title: 'T' } },
          ),
          text('blank', { type: 'link', attrs: { href: '/en/contact', target: '_blank', rel: 'nofollow' } }),
          text('hostile', { type: 'link', attrs: { href: 'javascript:alert(1)' } }),
          text(' <b>&', { type: 'bold' }),
        ),
      ],
    };
    const html = write(richTextSchema, richTextSchema.nodeFromJSON(content));
    expect(html).toContain('<a href="/en/contact" target="_blank" rel="noopener noreferrer">blank</a>');
    expect(html).toBe(
      '<p>Paragraph<br>line</p><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4><blockquote><p><em>Quoted</em></p></blockquote>' +
        '<ul><li><p>one</p><ol><li><p>nested</p></li></ol></li></ul><ol><li><p>first</p></li></ol>' +
        '<p><a href="https://example.com" title="T"><strong><em><u>all</u></em></strong></a>' +
        '<a href="/en/contact" target="_blank" rel="noopener noreferrer">blank</a><a>hostile</a><strong> &lt;b&gt;&amp;</strong></p>',
    );
  });

  it('reads and writes every rich text of the sample content as TipTap did, and a second time unchanged', () => {
    const samples = sampleRichTexts();
    expect(samples.length).toBeGreaterThan(4);
    for (const html of samples) {
      const once = write(richTextSchema, read(richTextSchema, html));
      expect(write(richTextSchema, read(richTextSchema, once))).toBe(once);
      // A list item's text is a paragraph in the editor: the only change a first reading makes.
      expect(once.replace(/<li><p>(.*?)<\/p><\/li>/g, '<li>$1</li>')).toBe(html);
    }
  });

  it('reads HTML as TipTap read it: kept tags, dropped ones, links with other schemes as text', () => {
    const html =
      '<h1>Top</h1><p><b>b</b> <i>i</i> <u>u</u> <span style="font-weight: bold">w</span> <code>c</code> <a href="javascript:alert(1)">x</a> ' +
      '<a href="https://example.com" class="c" title="t">y</a></p><ol start="3"><li>three</li></ol><pre>code</pre><hr>';
    const ours = read(richTextSchema, html);
    expect(write(richTextSchema, ours)).toBe(
      '<p>Top</p><p><strong>b</strong> <em>i</em> <u>u</u> <strong>w</strong> c x <a href="https://example.com" title="t">y</a></p><ol><li><p>three</p></li></ol><p>code</p>',
    );
  });
});

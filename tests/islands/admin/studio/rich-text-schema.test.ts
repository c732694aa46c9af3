/**
 * The ProseMirror schema of the rich-text editor reads and writes the HTML the stored texts hold
 * as TipTap's (whose schema it replaces) did, node for node and text for text.
 *
 * Without a DOM implementation in the project, the HTML is read through a small stand-in for the
 * DOM built on htmlparser2 (what ProseMirror's DOMParser touches) and written through one for
 * what its DOMSerializer calls.
 */
import { getSchema, type JSONContent } from '@tiptap/react';
import { parseDocument } from 'htmlparser2';
import { DOMParser, DOMSerializer, type Node as ProseMirrorNode, type Schema } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { defaultContentByLanguage } from '../../../../src/content/defaults';
import { richTextExtensions } from '../../../../src/islands/admin/studio/rich-text-extensions';
import { richTextSchema } from '../../../../src/islands/admin/studio/rich-text-schema';

const tiptapSchema = getSchema(richTextExtensions);

// --- Reading: a stand-in for the DOM nodes ProseMirror's DOMParser walks.
interface ParsedNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
}
interface StandIn {
  nodeType: number;
  nodeName: string;
  tagName?: string;
  nodeValue: string | null;
  childNodes: StandIn[];
  parentNode: StandIn | null;
  nextSibling: StandIn | null;
  previousSibling: StandIn | null;
  firstChild: StandIn | null;
  ownerDocument: { createTextNode: (text: string) => StandIn };
  style: { length: number; getPropertyValue: (name: string) => string; fontWeight: string; fontStyle: string; whiteSpace: string };
  getAttribute: (name: string) => string | null;
  hasAttribute: (name: string) => boolean;
  matches: (selector: string) => boolean;
}
const ownerDocument = { createTextNode: (text: string) => standIn({ type: 'text', data: text }, null) };
function standIn(node: ParsedNode, parentNode: StandIn | null): StandIn {
  const attributes = node.attribs ?? {};
  const styles = new Map(
    (attributes['style'] ?? '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
  const element = node.type === 'tag' || node.type === 'script' || node.type === 'style';
  const self: StandIn = {
    nodeType: element ? 1 : node.type === 'text' ? 3 : 8,
    nodeName: element ? node.name!.toUpperCase() : '#text',
    ...(element ? { tagName: node.name!.toUpperCase() } : {}),
    nodeValue: element ? null : (node.data ?? ''),
    childNodes: [],
    parentNode,
    nextSibling: null,
    previousSibling: null,
    firstChild: null,
    ownerDocument,
    style: {
      length: styles.size,
      getPropertyValue: (name) => styles.get(name) ?? '',
      fontWeight: styles.get('font-weight') ?? '',
      fontStyle: styles.get('font-style') ?? '',
      whiteSpace: styles.get('white-space') ?? '',
    },
    getAttribute: (name) => attributes[name] ?? null,
    hasAttribute: (name) => name in attributes,
    // The schema's rules use `tag` and `tag[attribute]` only.
    matches: (selector) => {
      const [, tag, attribute] = /^([a-z0-9]+)(?:\[([a-z-]+)\])?$/.exec(selector) ?? [];
      return element && node.name === tag && (attribute === undefined || attribute in attributes);
    },
  };
  self.childNodes = (node.children ?? []).map((child) => standIn(child, self));
  self.childNodes.forEach((child, index) => {
    child.previousSibling = self.childNodes[index - 1] ?? null;
    child.nextSibling = self.childNodes[index + 1] ?? null;
  });
  self.firstChild = self.childNodes[0] ?? null;
  return self;
}
const read = (schema: Schema, html: string): ProseMirrorNode =>
  DOMParser.fromSchema(schema).parse(standIn(parseDocument(html) as unknown as ParsedNode, null) as unknown as globalThis.Node);

// --- Writing: just what DOMSerializer calls.
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
type Written = WrittenElement | { html: () => string };
class WrittenElement {
  readonly attributes = new Map<string, string>();
  readonly children: Written[] = [];
  constructor(readonly tagName: string | null) {}
  setAttribute(name: string, value: unknown) {
    this.attributes.set(name, String(value));
  }
  appendChild<T extends Written>(child: T) {
    this.children.push(child);
    return child;
  }
  html(): string {
    const inner = this.children.map((child) => child.html()).join('');
    if (this.tagName === null) return inner;
    const attributes = [...this.attributes].map(([name, value]) => ` ${name}="${escapeText(value).replace(/"/g, '&quot;')}"`).join('');
    return this.tagName === 'br' ? `<br${attributes}>` : `<${this.tagName}${attributes}>${inner}</${this.tagName}>`;
  }
}
const writer = {
  createElement: (tagName: string) => new WrittenElement(tagName),
  createDocumentFragment: () => new WrittenElement(null),
  createTextNode: (text: string) => ({ html: () => escapeText(text) }),
};
const write = (schema: Schema, doc: ProseMirrorNode): string =>
  (
    DOMSerializer.fromSchema(schema).serializeFragment(doc.content, {
      document: writer as unknown as Document,
    }) as unknown as WrittenElement
  ).html();

/** Every rich-text value of the sample content, in every language. */
function sampleRichTexts(): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^<(p|h[2-4]|ul|ol|blockquote)>/.test(value)) found.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(defaultContentByLanguage());
  return found;
}

const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const text = (value: string, ...marks: NonNullable<JSONContent['marks']>): JSONContent => ({ type: 'text', text: value, marks });
const item = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });

describe('the rich-text schema', () => {
  it("has TipTap's nodes and marks, in its order, with its content rules and attributes", () => {
    const shape = (schema: Schema) => ({
      nodes: Object.values(schema.nodes).map(({ name, spec }) => [name, spec.content, spec.group, !!spec.inline, !!spec.defining]),
      marks: Object.values(schema.marks).map(({ name, spec }) => [name, Object.keys(spec.attrs ?? {}), spec.inclusive]),
    });
    const expected = shape(tiptapSchema);
    // TipTap's ordered list has start and type; this one has none to keep (the page drops both).
    expect(shape(richTextSchema)).toEqual(expected);
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
    expect(html).toBe(write(tiptapSchema, tiptapSchema.nodeFromJSON(content)));
  });

  it('reads and writes every rich text of the sample content as TipTap did, and a second time unchanged', () => {
    const samples = sampleRichTexts();
    expect(samples.length).toBeGreaterThan(4);
    for (const html of samples) {
      const once = write(richTextSchema, read(richTextSchema, html));
      expect(once).toBe(write(tiptapSchema, read(tiptapSchema, html)));
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
    expect(write(richTextSchema, ours)).toBe(write(tiptapSchema, read(tiptapSchema, html)));
    expect(write(richTextSchema, ours)).toBe(
      '<p>Top</p><p><strong>b</strong> <em>i</em> <u>u</u> <strong>w</strong> c x <a href="https://example.com" title="t">y</a></p><ol><li><p>three</p></li></ol><p>code</p>',
    );
  });
});

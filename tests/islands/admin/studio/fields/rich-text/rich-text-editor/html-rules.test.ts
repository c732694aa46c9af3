/**
 * The rich-text field keeps only what the page keeps: whatever the editor can hold, its HTML
 * passes src/lib/sanitize.ts unchanged.
 *
 * The tests check the editor's two sides apart: what it can read (its schema's parse rules) and
 * what it writes (every kind of node and mark, with hostile attributes, through the schema's own
 * DOMSerializer; html-stand-in.ts gives it the few document calls it makes).
 */
import type { Node as ProseMirrorNode, TagParseRule } from 'prosemirror-model';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { richTextPlugins } from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/rich-text-commands';
import {
  isAllowedHref,
  linkSchemes,
  normalizeRichText,
  toLinkHref,
} from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/html-rules';
import {
  headingLevels,
  richTextSchema as schema,
} from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/rich-text-schema';
import { sanitizeRichText } from '../../../../../../../src/lib/sanitize';
import { read, write, type JSONContent } from './html-stand-in';

/** The tags sanitize.ts keeps, span aside (the editor has no use for it). */
const pageTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'];

/** The editor's HTML for a document, as the field stores it. */
const editorHtml = (doc: ProseMirrorNode): string => write(schema, doc);

/** One way of writing the same HTML (sanitize-html writes <br />, escapes otherwise). */
const canonical = (html: string) => load(html, null, false).html();

const doc = (...content: JSONContent[]) => schema.nodeFromJSON({ type: 'doc', content });
const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const text = (value: string, ...marks: JSONContent['marks'] & object): JSONContent => ({ type: 'text', text: value, marks });
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });
const item = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });

const hostileHrefs = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' java\tscript:alert(1)',
  'java<!-- -->script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '\\\\evil.example',
  '',
];
const fineHrefs = [
  'https://example.com/a?b=1&c=2',
  'HTTP://example.com',
  'mailto:info@example.com',
  'tel:+902125550000',
  '/en/contact',
  '#top',
];

const corpus: Record<string, ProseMirrorNode> = {
  'every block': doc(
    p(text('Paragraph')),
    ...[1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', attrs: { level }, content: [text(`Heading ${level}`)] })),
    { type: 'blockquote', content: [p(text('Quoted')), { type: 'heading', attrs: { level: 3 }, content: [text('in a quote')] }] },
    p(text('line'), { type: 'hardBreak' }, text('break')),
    p(),
  ),
  lists: doc(
    {
      type: 'bulletList',
      content: [
        item(p(text('one'))),
        item(p(text('two')), { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [item(p(text('nested')))] }),
      ],
    },
    { type: 'orderedList', attrs: { start: 7, type: 'I' }, content: [item(p(text('seventh?')))] },
  ),
  'every mark': doc(
    p(
      text('all', { type: 'bold' }, { type: 'italic' }, { type: 'underline' }, link({ href: 'https://example.com', title: 'T' })),
      text(' bold', { type: 'bold' }),
      text(' italic', { type: 'italic' }),
      text(' underline', { type: 'underline' }),
    ),
  ),
  links: doc(
    p(
      ...[...hostileHrefs, ...fineHrefs].map((href) => text(`[${href}]`, link({ href }))),
      text('new tab', link({ href: 'https://example.com', target: '_blank', rel: 'nofollow', class: 'x' })),
      text('same tab', link({ href: 'https://example.com', target: '_self', rel: 'external', title: '"<quoted>" & more' })),
      text('no href', link({})),
    ),
  ),
  'markup as text': doc(p(text('<script>alert(1)</script> <img src=x onerror=alert(1)> & "quotes" \'single\''))),
};

describe('the editor writes only what the page keeps', () => {
  it.each(Object.entries(corpus))('%s: the sanitizer changes nothing', (_name, document) => {
    const html = editorHtml(document);
    expect(canonical(sanitizeRichText(html))).toBe(canonical(html));
    const tags = load(
      html,
      null,
      false,
    )('*')
      .toArray()
      .map((element) => ('tagName' in element ? element.tagName : element.type));
    expect(tags.filter((tag) => !pageTags.includes(tag))).toEqual([]);
  });

  it('drops an href the page would drop, keeps the others', () => {
    const $ = load(editorHtml(corpus['links']!), null, false);
    const hrefOf = (label: string) => $('a').filter((_, element) => $(element).text() === label);
    for (const href of hostileHrefs) expect(hrefOf(`[${href}]`).attr('href'), href).toBeUndefined();
    for (const href of fineHrefs) expect(hrefOf(`[${href}]`).attr('href'), href).toBe(href);
    const hrefs = $('a[href]')
      .toArray()
      .map((element) => $(element).attr('href'));
    expect(hrefs).toEqual([...fineHrefs, 'https://example.com', 'https://example.com']);
  });

  it('writes target=_blank links with the rel the page gives them, and no class', () => {
    const html = editorHtml(corpus['links']!);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a>');
    expect(html).toContain('<a href="https://example.com" title="&quot;&lt;quoted&gt;&quot; &amp; more" target="_self" rel="external">');
    expect(html).not.toContain('class=');
  });

  it('numbers every list from 1, like the page (which drops start and type)', () => {
    expect(editorHtml(corpus['lists']!)).toBe(
      '<ul><li><p>one</p></li><li><p>two</p><ol><li><p>nested</p></li></ol></li></ul><ol><li><p>seventh?</p></li></ol>',
    );
  });

  it('writes a heading of a level it does not offer as h2', () => {
    const html = editorHtml(corpus['every block']!);
    expect(html).toContain('<h2>Heading 1</h2><h2>Heading 2</h2><h3>Heading 3</h3><h4>Heading 4</h4><h2>Heading 5</h2><h2>Heading 6</h2>');
  });

  it('writes an empty document as <p></p>, which the field stores as an empty text', () => {
    const empty = schema.topNodeType.createAndFill()!;
    expect(editorHtml(empty)).toBe('<p></p>');
    expect(normalizeRichText(editorHtml(empty))).toBe('');
  });
});

describe('the editor reads only what the page keeps', () => {
  const rules = [...Object.values(schema.nodes), ...Object.values(schema.marks)].flatMap((type) =>
    (type.spec.parseDOM ?? []).map((rule) => ({ type: type.name, rule })),
  );
  const tagRules = rules.filter((entry): entry is { type: string; rule: TagParseRule } => 'tag' in entry.rule);
  const element = (attributes: Record<string, string>) =>
    ({
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
      querySelector: () => null,
      style: {},
    }) as unknown as HTMLElement;

  it('has exactly the nodes and marks of the page', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ['blockquote', 'bulletList', 'doc', 'hardBreak', 'heading', 'listItem', 'orderedList', 'paragraph', 'text'].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link', 'underline']);
  });

  it('offers headings of levels 2 to 4, the ones under the page title', () => {
    expect(headingLevels).toEqual([2, 3, 4]);
  });

  it('recognises the tags the page keeps and no other', () => {
    const tags = new Set(tagRules.map(({ rule }) => /^[a-z0-9]+/.exec(rule.tag)![0]));
    expect([...tags].sort()).toEqual([...pageTags].sort());
    for (const tag of tags) expect(sanitizeRichText(`<${tag}>x</${tag}>`), tag).toMatch(new RegExp(`^<${tag}[ />]`));
  });

  it('reads a link only with an href the page keeps', () => {
    const linkRule = tagRules.find(({ type }) => type === 'link')!.rule;
    expect(linkRule.tag).toBe('a[href]');
    for (const href of hostileHrefs) expect(linkRule.getAttrs!(element({ href })), href).toBe(false);
    for (const href of fineHrefs)
      // What the element lacks is null; no class is read.
      expect(linkRule.getAttrs!(element({ href, class: 'x', target: '_blank' })), href).toEqual({
        href,
        title: null,
        target: '_blank',
        rel: null,
      });
  });

  it('reads <ol start type> as a list numbered from 1', () => {
    expect(schema.nodes['orderedList']!.spec.attrs).toBeUndefined();
    expect(write(schema, read(schema, '<ol start="3" type="a"><li>three</li></ol>'))).toBe('<ol><li><p>three</p></li></ol>');
  });

  it('makes no link by itself and opens none on click: no plugin acts on a paste, a click or a finished change', () => {
    for (const plugin of richTextPlugins()) {
      expect(plugin.props.handlePaste).toBeUndefined();
      expect(plugin.props.transformPasted).toBeUndefined();
      expect(plugin.props.handleClick).toBeUndefined();
      expect(plugin.props.handleClickOn).toBeUndefined();
      expect(plugin.spec.appendTransaction).toBeUndefined();
    }
  });
});

describe('isAllowedHref', () => {
  const keptBySanitizer = (href: string) =>
    load(sanitizeRichText(`<a href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">x</a>`), null, false)('a').attr('href') !==
    undefined;

  it('agrees with the sanitizer', () => {
    const hrefs = [
      ...hostileHrefs.filter((href) => href !== ''),
      ...fineHrefs,
      ...linkSchemes.map((scheme) => `${scheme.toUpperCase()}:x`),
      'ftp://example.com',
      'sms:+90',
      'file:///etc/passwd',
      '\u0001javascript:alert(1)',
      'javascript&colon;alert(1)',
      '/\\evil.example',
      'relative/path',
      '?q=1',
    ];
    for (const href of hrefs) expect(isAllowedHref(href), href).toBe(keptBySanitizer(href));
  });

  it('refuses what is no string or empty', () => {
    expect(isAllowedHref(null)).toBe(false);
    expect(isAllowedHref(undefined)).toBe(false);
    expect(isAllowedHref(42)).toBe(false);
    expect(isAllowedHref(' ')).toBe(false);
  });
});

describe('toLinkHref', () => {
  it.each([
    ['https://example.com/a b', null],
    ['https://example.com/page?x=1#y', 'https://example.com/page?x=1#y'],
    ['  http://example.com  ', 'http://example.com'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+902125550000', 'tel:+902125550000'],
    ['info@example.com', 'mailto:info@example.com'],
    ['+90 (212) 555 00 00', 'tel:+902125550000'],
    ['example.com', 'https://example.com'],
    ['www.örnek.com.tr/hakkımızda', 'https://www.örnek.com.tr/hakkımızda'],
    ['/en/contact', '/en/contact'],
    ['#top', '#top'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['ftp://example.com', null],
    ['//evil.example', null],
    ['https:example.com', null],
    ['just words', null],
    ['word', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    const href = toLinkHref(input);
    expect(href).toBe(expected);
    if (href !== null) expect(isAllowedHref(href)).toBe(true);
  });
});

describe('normalizeRichText', () => {
  it.each([
    ['<p></p>', ''],
    ['<p></p><p></p>', ''],
    ['<h2></h2>', ''],
    ['<p><br></p>', ''],
    ['', ''],
    ['<p>x</p>', '<p>x</p>'],
    ['<p></p><p>x</p>', '<p></p><p>x</p>'],
    ['<ul><li><p></p></li></ul>', '<ul><li><p></p></li></ul>'],
  ])('%j → %j', (html, expected) => expect(normalizeRichText(html)).toBe(expected));
});

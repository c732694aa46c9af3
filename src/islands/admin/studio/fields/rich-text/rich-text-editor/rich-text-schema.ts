/**
 * The rich-text field's ProseMirror schema: exactly what src/lib/sanitize.ts lets through to the
 * page (p, br, strong, em, u, ul, ol, li, a, h2–h4, blockquote), so that what the editor shows is
 * what the page shows. Node and mark names, content expressions and their order are TipTap
 * StarterKit's, so the HTML it writes is the HTML the stored texts already hold.
 */
import { Schema, type DOMOutputSpec, type Mark, type Node, type TagParseRule } from 'prosemirror-model';
import { isAllowedHref } from './html-rules';

export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

const block = (tag: string, spec: { content: string; group?: string; defining?: boolean }) => ({
  ...spec,
  parseDOM: [{ tag }],
  toDOM: (): DOMOutputSpec => [tag, 0],
});

/** A link's attributes as written (not turned into numbers or booleans). */
const linkAttributes = ['href', 'title', 'target', 'rel'] as const;

export const richTextSchema = new Schema({
  nodes: {
    // The first block is the one a new or emptied document holds.
    paragraph: block('p', { content: 'inline*', group: 'block' }),
    blockquote: block('blockquote', { content: 'block+', group: 'block', defining: true }),
    bulletList: block('ul', { content: 'listItem+', group: 'block list' }),
    doc: { content: 'block+' },
    hardBreak: { group: 'inline', inline: true, selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
    heading: {
      content: 'inline*',
      group: 'block',
      defining: true,
      attrs: { level: { default: headingLevels[0] } },
      parseDOM: headingLevels.map((level): TagParseRule => ({ tag: `h${level}`, attrs: { level } })),
      // A level the editor does not offer (never read from HTML) is written as the first it does.
      toDOM: (node: Node): DOMOutputSpec => [`h${headingLevels.find((level) => level === node.attrs['level']) ?? headingLevels[0]}`, 0],
    },
    listItem: block('li', { content: 'paragraph block*', defining: true }),
    // The page drops <ol start> and <ol type>: a list numbered from 3 here would show 1, 2… there.
    orderedList: block('ol', { content: 'listItem+', group: 'block list' }),
    text: { group: 'inline' },
  },
  marks: {
    // The page keeps href, title, target and rel, and sets rel to 'noopener noreferrer' on
    // target=_blank links; a pasted class is dropped, a link with another scheme is not one.
    link: {
      attrs: { href: { default: null }, title: { default: null }, target: { default: null }, rel: { default: null } },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (element: HTMLElement) =>
            isAllowedHref(element.getAttribute('href'))
              ? Object.fromEntries(linkAttributes.map((name) => [name, element.getAttribute(name)]))
              : false,
        },
      ],
      toDOM: (mark: Mark): DOMOutputSpec => {
        const { href, title, target, rel } = mark.attrs as Record<(typeof linkAttributes)[number], string | null>;
        return ['a', { href: isAllowedHref(href) ? href : null, title, target, rel: target === '_blank' ? 'noopener noreferrer' : rel }, 0];
      },
    },
    bold: {
      parseDOM: [
        { tag: 'strong' },
        { tag: 'b', getAttrs: (element: HTMLElement) => element.style.fontWeight !== 'normal' && null },
        { style: 'font-weight=400', clearMark: (mark: Mark) => mark.type.name === 'bold' },
        { style: 'font-weight', getAttrs: (value: string) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
      ],
      toDOM: (): DOMOutputSpec => ['strong', 0],
    },
    italic: {
      parseDOM: [
        { tag: 'em' },
        { tag: 'i', getAttrs: (element: HTMLElement) => element.style.fontStyle !== 'normal' && null },
        { style: 'font-style=normal', clearMark: (mark: Mark) => mark.type.name === 'italic' },
        { style: 'font-style=italic' },
      ],
      toDOM: (): DOMOutputSpec => ['em', 0],
    },
    underline: {
      parseDOM: [
        { tag: 'u' },
        { style: 'text-decoration', consuming: false, getAttrs: (value: string) => (value.includes('underline') ? {} : false) },
      ],
      toDOM: (): DOMOutputSpec => ['u', 0],
    },
  },
});

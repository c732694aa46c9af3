/**
 * What the rich-text toolbar and keys do to the editor's state, and what the toolbar shows of
 * it: the commands run on plain EditorStates (no view, no DOM).
 */
import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { EditorState, TextSelection, type Command, type Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { undo } from 'prosemirror-history';
import { describe, expect, it } from 'vitest';
import {
  currentHref,
  isEmptyDocument,
  linkRange,
  richTextPlugins,
  setLink,
  toggleBlockquote,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleOrderedList,
  toolbarState,
  unsetLink,
} from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/rich-text-commands';
import { richTextSchema as schema } from '../../../../../../../src/islands/admin/studio/fields/rich-text/rich-text-editor/rich-text-schema';

const { nodes, marks } = schema;
const text = (value: string, ...marked: ReturnType<(typeof marks)['bold']['create']>[]) => schema.text(value, marked);
const p = (...content: ProseMirrorNode[]) => nodes['paragraph']!.create(null, content);
const doc = (...content: ProseMirrorNode[]) => nodes['doc']!.create(null, content);
const link = (attrs: Record<string, string>) => marks['link']!.create(attrs);

/** A state of `content` with the selection from..to (positions in the document). */
function stateOf(content: ProseMirrorNode, from: number, to = from) {
  const state = EditorState.create({ doc: content, plugins: richTextPlugins() });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
}

function apply(state: EditorState, command: Command): EditorState {
  let next = state;
  expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
  return next;
}

/**
 * The state after typing `typed` character by character at the caret, each one offered first to
 * the editor's typing shortcuts (its input rules) as the view would offer it.
 */
function typing(state: EditorState, typed: string): EditorState {
  let current = state;
  const view = {
    composing: false,
    get state() {
      return current;
    },
    dispatch: (tr: Transaction) => (current = current.apply(tr)),
  };
  for (const character of typed) {
    const { from, to } = current.selection;
    const handled = current.plugins.some((plugin) =>
      plugin.props.handleTextInput?.call(plugin, view as unknown as EditorView, from, to, character, () =>
        current.tr.insertText(character, from, to),
      ),
    );
    if (!handled) current = current.apply(current.tr.insertText(character, from, to));
  }
  return current;
}

/** The document as block types and texts, e.g. ['bulletList', ['listItem', ['paragraph', 'a']]]. */
const outline = (node: ProseMirrorNode): unknown =>
  node.isText ? node.text : [node.type.name, ...(node.type.name === 'heading' ? [node.attrs['level']] : []), ...node.children.map(outline)];

describe('the rich-text commands', () => {
  it('make the selection bold and plain again, and the toolbar shows it', () => {
    const start = stateOf(doc(p(text('one two'))), 1, 4);
    expect(toolbarState(start).bold).toBe(false);
    const bold = apply(start, toggleBold);
    expect(bold.doc.eq(doc(p(text('one', marks['bold']!.create()), text(' two'))))).toBe(true);
    expect(toolbarState(bold).bold).toBe(true);
    expect(apply(bold, toggleBold).doc.eq(start.doc)).toBe(true);
  });

  it("mark the spaces at the selection's ends too, so the button shows pressed", () => {
    const bold = apply(stateOf(doc(p(text('one two'))), 1, 5), toggleBold);
    expect(bold.doc.eq(doc(p(text('one ', marks['bold']!.create()), text('two'))))).toBe(true);
    expect(toolbarState(bold).bold).toBe(true);
  });

  it('turn a paragraph into a heading of a level and back', () => {
    const start = stateOf(doc(p(text('Title'))), 2);
    const heading = apply(start, toggleHeading(3));
    expect(outline(heading.doc)).toEqual(['doc', ['heading', 3, 'Title']]);
    expect(toolbarState(heading).headings).toEqual([false, true, false]);
    expect(outline(apply(heading, toggleHeading(2)).doc)).toEqual(['doc', ['heading', 2, 'Title']]);
    expect(outline(apply(heading, toggleHeading(3)).doc)).toEqual(['doc', ['paragraph', 'Title']]);
  });

  it('put a paragraph into a list, change the kind of list, and take it out', () => {
    const start = stateOf(doc(p(text('item'))), 2);
    const bulleted = apply(start, toggleBulletList);
    expect(outline(bulleted.doc)).toEqual(['doc', ['bulletList', ['listItem', ['paragraph', 'item']]]]);
    expect(toolbarState(bulleted)).toMatchObject({ bulletList: true, orderedList: false });
    const numbered = apply(bulleted, toggleOrderedList);
    expect(outline(numbered.doc)).toEqual(['doc', ['orderedList', ['listItem', ['paragraph', 'item']]]]);
    expect(toolbarState(numbered)).toMatchObject({ bulletList: false, orderedList: true });
    expect(outline(apply(numbered, toggleOrderedList).doc)).toEqual(['doc', ['paragraph', 'item']]);
  });

  it('put a paragraph into a quote and take it out', () => {
    const quoted = apply(stateOf(doc(p(text('said'))), 2), toggleBlockquote);
    expect(outline(quoted.doc)).toEqual(['doc', ['blockquote', ['paragraph', 'said']]]);
    expect(toolbarState(quoted).blockquote).toBe(true);
    expect(outline(apply(quoted, toggleBlockquote).doc)).toEqual(['doc', ['paragraph', 'said']]);
  });

  it('find the whole link around a position, at its ends too', () => {
    // "go " (1..4), "here" linked (4..8), " now" (8..12)
    const content = doc(p(text('go '), text('here', link({ href: '/a' })), text(' now')));
    expect(linkRange(content, 6)).toEqual({ from: 4, to: 8 });
    expect(linkRange(content, 4)).toEqual({ from: 4, to: 8 });
    expect(linkRange(content, 8)).toEqual({ from: 4, to: 8 });
    expect(linkRange(content, 2)).toBeNull();
  });

  it('insert the address as a linked text when nothing is selected', () => {
    const state = apply(stateOf(doc(p(text('see '))), 5), setLink('https://example.com', 'example.com'));
    expect(state.doc.eq(doc(p(text('see '), text('example.com', link({ href: 'https://example.com' })))))).toBe(true);
  });

  it('link a selection; with the caret in a link, change its address and keep its title', () => {
    const linked = apply(stateOf(doc(p(text('go here'))), 4, 8), setLink('/a', 'unused'));
    expect(linked.doc.eq(doc(p(text('go '), text('here', link({ href: '/a' })))))).toBe(true);
    expect(toolbarState(linked).link).toBe(true);

    const titled = stateOf(doc(p(text('go '), text('here', link({ href: '/a', title: 'T' })))), 6);
    expect(currentHref(titled)).toBe('/a');
    const changed = apply(titled, setLink('/b', 'unused'));
    expect(changed.doc.eq(doc(p(text('go '), text('here', link({ href: '/b', title: 'T' })))))).toBe(true);
  });

  it("at a link's end (where typing leaves the link), insert a new link as TipTap did", () => {
    const atEnd = stateOf(doc(p(text('go '), text('here', link({ href: '/a' })))), 8);
    expect(currentHref(atEnd)).toBe('');
    expect(toolbarState(atEnd).link).toBe(false);
    const state = apply(atEnd, setLink('/b', '/b'));
    expect(state.doc.eq(doc(p(text('go '), text('here', link({ href: '/a' })), text('/b', link({ href: '/b' })))))).toBe(true);
  });

  it('remove the whole link the caret is in', () => {
    const state = apply(stateOf(doc(p(text('go '), text('here', link({ href: '/a' })))), 6), unsetLink);
    expect(state.doc.eq(doc(p(text('go here'))))).toBe(true);
    expect(toolbarState(state).link).toBe(false);
  });

  it('can undo a change, and the toolbar says so', () => {
    const start = stateOf(doc(p(text('one'))), 1, 4);
    expect(toolbarState(start).canUndo).toBe(false);
    const bold = apply(start, toggleBold);
    expect(toolbarState(bold)).toMatchObject({ canUndo: true, canRedo: false });
    const undone = apply(bold, undo);
    expect(undone.doc.eq(start.doc)).toBe(true);
    expect(toolbarState(undone)).toMatchObject({ canUndo: false, canRedo: true });
  });

  it('turn text typed between ** or __ into bold and between * or _ into italic, without the delimiters', () => {
    const bold = marks['bold']!.create();
    const italic = marks['italic']!.create();
    const starred = typing(stateOf(doc(p(text('say '))), 5), '**loud** and _soft_ now');
    expect(starred.doc.eq(doc(p(text('say '), text('loud', bold), text(' and '), text('soft', italic), text(' now'))))).toBe(true);
    const underscored = typing(stateOf(doc(p()), 1), '__a__ *b*');
    expect(underscored.doc.eq(doc(p(text('a', bold), text(' '), text('b', italic))))).toBe(true);
    // Inside a word, or with nothing between the delimiters, the text stays as typed.
    expect(typing(stateOf(doc(p()), 1), 'snake_case_name **').doc.eq(doc(p(text('snake_case_name **'))))).toBe(true);
  });

  it('tell an empty document from one with text', () => {
    expect(isEmptyDocument(doc(p()))).toBe(true);
    expect(isEmptyDocument(doc(nodes['heading']!.create({ level: 2 })))).toBe(true);
    expect(isEmptyDocument(doc(p(text('a'))))).toBe(false);
    expect(isEmptyDocument(doc(p(), p()))).toBe(false);
  });
});

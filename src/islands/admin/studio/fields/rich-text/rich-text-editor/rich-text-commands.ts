/**
 * What the rich-text toolbar and keyboard do to the editor's state, as ProseMirror commands, and
 * what the toolbar shows of a state: plain functions of an EditorState, so they run (and are
 * tested) without a browser.
 */
import { baseKeymap, chainCommands, exitCode, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { history, redo, redoDepth, undo, undoDepth } from 'prosemirror-history';
import { InputRule, inputRules, textblockTypeInputRule, undoInputRule, wrappingInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, Node, NodeType, ResolvedPos } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { Plugin, TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { headingLevels, richTextSchema as schema, type HeadingLevel } from './rich-text-schema';

const { nodes, marks } = schema;

/** The nearest enclosing node of one of these types around a position, with its depth. */
function ancestor($pos: ResolvedPos, types: readonly NodeType[]): { node: Node; depth: number } | null {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if (types.includes(node.type)) return { node, depth };
  }
  return null;
}

/** Whether the whole selection carries the mark (an empty one: the marks typing would get). */
function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { empty, from, to, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  let text = false;
  let everywhere = true;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return;
    text = true;
    if (!type.isInSet(node.marks)) everywhere = false;
  });
  return text && everywhere;
}

const isHeading = (state: EditorState, level: HeadingLevel) => {
  const { parent } = state.selection.$from;
  return parent.type === nodes['heading'] && parent.attrs['level'] === level;
};

const isInside = (state: EditorState, type: NodeType) => ancestor(state.selection.$from, [type]) !== null;

/** A heading of this level, or back to a paragraph when the text already is one. */
export const toggleHeading =
  (level: HeadingLevel): Command =>
  (state, dispatch) =>
    isHeading(state, level)
      ? setBlockType(nodes['paragraph']!)(state, dispatch)
      : setBlockType(nodes['heading']!, { level })(state, dispatch);

/** Out of the list when the text is in one of this kind, the list changed to this kind when in another, else into a new one. */
const toggleList =
  (listType: NodeType): Command =>
  (state, dispatch) => {
    const list = ancestor(state.selection.$from, [nodes['bulletList']!, nodes['orderedList']!]);
    if (!list) return wrapInList(listType)(state, dispatch);
    if (list.node.type === listType) return liftListItem(nodes['listItem']!)(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(state.selection.$from.before(list.depth), listType).scrollIntoView());
    return true;
  };

/** Out of the quote when the text is in one, else into a new one. */
export const toggleBlockquote: Command = (state, dispatch) =>
  isInside(state, nodes['blockquote']!) ? lift(state, dispatch) : wrapIn(nodes['blockquote']!)(state, dispatch);

/** The extent of the link around a position (the one starting or ending there too), or null. */
export function linkRange(doc: Node, pos: number): { from: number; to: number } | null {
  const $pos = doc.resolve(pos);
  const { parent } = $pos;
  const type = marks['link']!;
  let index = $pos.index();
  let mark = type.isInSet(parent.maybeChild(index)?.marks ?? []);
  if (!mark && $pos.textOffset === 0 && index > 0) {
    index -= 1;
    mark = type.isInSet(parent.child(index).marks);
  }
  if (!mark) return null;
  let first = index;
  let end = index + 1;
  while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) first -= 1;
  while (end < parent.childCount && mark.isInSet(parent.child(end).marks)) end += 1;
  let from = $pos.start();
  for (let i = 0; i < first; i += 1) from += parent.child(i).nodeSize;
  let to = from;
  for (let i = first; i < end; i += 1) to += parent.child(i).nodeSize;
  return { from, to };
}

/** The selection, or the whole link it lies in. */
function linkTarget(state: EditorState): { from: number; to: number; link: boolean } {
  const { from, to } = state.selection;
  const range = linkRange(state.doc, from);
  return range && range.from <= from && range.to >= to ? { ...range, link: true } : { from, to, link: false };
}

/** The href of the link the selection starts in (not the one the caret just left), '' when none. */
export function currentHref(state: EditorState): string {
  const { empty, $from } = state.selection;
  const found = marks['link']!.isInSet(empty ? (state.storedMarks ?? $from.marks()) : state.doc.resolve($from.pos + 1).marks());
  const href: unknown = found?.attrs['href'];
  return typeof href === 'string' ? href : '';
}

/**
 * Links the selection (the whole link when it lies in one, keeping its other attributes) to
 * href; with nothing selected and the caret not in a link (its end is not in it), inserts `text`
 * as a link to href.
 */
export const setLink =
  (href: string, text: string): Command =>
  (state, dispatch) => {
    const type = marks['link']!;
    if (state.selection.empty && !isMarkActive(state, type)) {
      dispatch?.(state.tr.replaceSelectionWith(schema.text(text, [type.create({ href })]), false).scrollIntoView());
      return true;
    }
    const target = linkTarget(state);
    const old = target.link ? type.isInSet(state.doc.resolve(target.from + 1).marks()) : null;
    const tr = state.tr.addMark(target.from, target.to, type.create({ ...old?.attrs, href }));
    dispatch?.(tr.setSelection(TextSelection.create(tr.doc, target.from, target.to)).scrollIntoView());
    return true;
  };

/** Removes the link the selection lies in, or every link in the selection. */
export const unsetLink: Command = (state, dispatch) => {
  const target = linkTarget(state);
  const tr = state.tr.removeMark(target.from, target.to, marks['link']!).removeStoredMark(marks['link']!);
  dispatch?.(tr.scrollIntoView());
  return true;
};

/** What the toolbar shows of the selection. */
export function toolbarState(state: EditorState) {
  return {
    bold: isMarkActive(state, marks['bold']!),
    italic: isMarkActive(state, marks['italic']!),
    underline: isMarkActive(state, marks['underline']!),
    headings: headingLevels.map((level) => isHeading(state, level)),
    bulletList: isInside(state, nodes['bulletList']!),
    orderedList: isInside(state, nodes['orderedList']!),
    blockquote: isInside(state, nodes['blockquote']!),
    link: isMarkActive(state, marks['link']!),
    canUndo: undoDepth(state) > 0,
    canRedo: redoDepth(state) > 0,
  };
}
export type ToolbarState = ReturnType<typeof toolbarState>;

// Spaces at the selection's ends get the mark too, as in TipTap: else a selection to a line's end
// (with its space) would show the button not pressed right after pressing it.
const markAll = { includeWhitespace: true };
export const toggleBold = toggleMark(marks['bold']!, null, markAll);
export const toggleItalic = toggleMark(marks['italic']!, null, markAll);
export const toggleUnderline = toggleMark(marks['underline']!, null, markAll);
export const toggleBulletList = toggleList(nodes['bulletList']!);
export const toggleOrderedList = toggleList(nodes['orderedList']!);

const hardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes['hardBreak']!.create()).scrollIntoView());
  return true;
});

/** At the start of a list item's first paragraph, Backspace takes the item out of its list. */
const liftEmptyStart: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parentOffset > 0 || $from.depth < 2 || $from.node(-1).type !== nodes['listItem'] || $from.index(-1) > 0) return false;
  return liftListItem(nodes['listItem']!)(state, dispatch);
};

/**
 * Text typed between delimiters (`**bold**`, `_italic_`) becomes marked text without them, as
 * in TipTap; the pattern's last group is the text, the one before it the text with delimiters.
 */
function markInputRule(pattern: RegExp, markType: MarkType): InputRule {
  return new InputRule(pattern, (state, match, start, end) => {
    const delimited = match[match.length - 2]!;
    const inner = match[match.length - 1]!;
    const from = start + match[0].length - delimited.length;
    const marks = markType.create().addToSet(state.doc.resolve(from).marks());
    // The closing delimiter's last character was being typed: it never reaches the document.
    return state.tr.replaceWith(from, end, state.schema.text(inner, marks)).removeStoredMark(markType);
  });
}

/** The editor's keys and typing shortcuts: TipTap StarterKit's, for what this schema holds. */
export function richTextPlugins(): Plugin[] {
  const listItem = nodes['listItem']!;
  return [
    inputRules({
      rules: [
        markInputRule(/(?:^|\s)(\*\*(?!\s+\*\*)([^*]+)\*\*)$/, marks['bold']!),
        markInputRule(/(?:^|\s)(__(?!\s+__)([^_]+)__)$/, marks['bold']!),
        markInputRule(/(?:^|\s)(\*(?!\s+\*)([^*]+)\*)$/, marks['italic']!),
        markInputRule(/(?:^|\s)(_(?!\s+_)([^_]+)_)$/, marks['italic']!),
        ...headingLevels.map((level) => textblockTypeInputRule(new RegExp(`^(#{${level}})\\s$`), nodes['heading']!, { level })),
        wrappingInputRule(/^\s*>\s$/, nodes['blockquote']!),
        wrappingInputRule(/^\s*([-+*])\s$/, nodes['bulletList']!),
        wrappingInputRule(
          /^(\d+)\.\s$/,
          nodes['orderedList']!,
          undefined,
          (match, node) => node.childCount + Number(node.attrs['start'] ?? 1) === Number(match[1]),
        ),
      ],
    }),
    keymap({
      'Mod-b': toggleBold,
      'Mod-B': toggleBold,
      'Mod-i': toggleItalic,
      'Mod-I': toggleItalic,
      'Mod-u': toggleUnderline,
      'Mod-U': toggleUnderline,
      ...Object.fromEntries(headingLevels.map((level) => [`Mod-Alt-${level}`, toggleHeading(level)])),
      'Mod-Alt-0': setBlockType(nodes['paragraph']!),
      'Mod-Shift-8': toggleBulletList,
      'Mod-Shift-7': toggleOrderedList,
      'Mod-Shift-b': toggleBlockquote,
      'Shift-Enter': hardBreak,
      'Mod-Enter': hardBreak,
      Enter: splitListItem(listItem),
      Tab: sinkListItem(listItem),
      'Shift-Tab': liftListItem(listItem),
      Backspace: chainCommands(undoInputRule, liftEmptyStart),
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
    }),
    keymap(baseKeymap),
    history(),
    dropCursorOnFirstDrag(),
  ];
}

/**
 * Where dragged text will land, as TipTap drew it: the drop cursor's code comes with the first
 * drag over the text (most edits make none), and takes this stand-in's place from the next
 * moment of that drag on (a fetch that failed is made again by the next drag).
 */
function dropCursorOnFirstDrag(): Plugin {
  const standIn: Plugin = new Plugin({
    props: {
      handleDOMEvents: {
        dragenter(view) {
          void import('prosemirror-dropcursor').then(({ dropCursor }) => {
            if (view.isDestroyed || !view.state.plugins.includes(standIn)) return;
            const plugins = view.state.plugins.map((plugin) =>
              plugin === standIn ? dropCursor({ color: 'currentColor', width: 1 }) : plugin,
            );
            view.updateState(view.state.reconfigure({ plugins }));
          });
          return false;
        },
      },
    },
  });
  return standIn;
}

/** Whether the document shows nothing: one empty text block. */
export const isEmptyDocument = (doc: Node): boolean =>
  doc.childCount === 1 && doc.firstChild!.isTextblock && doc.firstChild!.content.size === 0;

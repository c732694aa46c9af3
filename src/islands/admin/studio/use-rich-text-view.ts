/**
 * The React side of the rich-text editor: a ProseMirror view on a div this hook renders into,
 * filled from and reporting HTML, with what the toolbar shows of its state. The commands and the
 * schema are plain (rich-text-commands.ts, rich-text-schema.ts); this only adapts them.
 */
import { DOMParser, DOMSerializer, type Node } from 'prosemirror-model';
import { EditorState, type Command, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isEmptyDocument, richTextPlugins, toolbarState, type ToolbarState } from './rich-text-commands';
import { normalizeRichText } from './rich-text';
import { richTextSchema } from './rich-text-schema';

/** The document an HTML text holds; line breaks between tags are not text (as TipTap read them). */
function parseHtml(html: string): Node {
  const body = new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const layout: Text[] = [];
  while (walker.nextNode()) if (/^(\n\s\s|\n)$/.test(walker.currentNode.nodeValue ?? '')) layout.push(walker.currentNode as Text);
  for (const text of layout) text.remove();
  return DOMParser.fromSchema(richTextSchema).parse(body);
}

/** The HTML of a document, as the stored texts hold it. */
function serializeHtml(doc: Node): string {
  const container = document.createElement('div');
  container.append(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content));
  return container.innerHTML;
}

export interface RichTextViewOptions {
  value: string;
  onChange: (html: string) => void;
  /** The editable element's attributes (absent ones left out). */
  attributes: Record<string, string>;
  editable: boolean;
  /** Keys the editor handles before its own (Ctrl/Cmd+K for the link form). */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export function useRichTextView({ value, onChange, attributes, editable, onKeyDown }: RichTextViewOptions) {
  const [view, setView] = useState<EditorView | null>(null);
  const [toolbar, setToolbar] = useState<ToolbarState | null>(null);
  // The HTML the editor and `value` last agreed on: what it was filled with or what it reported.
  const synced = useRef(value);
  // The latest props, read by the view's callbacks (created once).
  const latest = useRef({ onChange, attributes, editable, onKeyDown });
  latest.current = { onChange, attributes, editable, onKeyDown };

  // The element the view's editable region is placed in.
  const place = useRef<HTMLDivElement | null>(null);

  // Before the first paint: the empty frame never shows.
  useLayoutEffect(() => {
    if (!place.current) return;
    const created: EditorView = new EditorView(place.current, {
      state: EditorState.create({ doc: parseHtml(synced.current), plugins: richTextPlugins() }),
      attributes: () => latest.current.attributes,
      editable: () => latest.current.editable,
      handleKeyDown: (_view, event) => latest.current.onKeyDown(event),
      dispatchTransaction(tr: Transaction) {
        const state = created.state.apply(tr);
        created.updateState(state);
        setToolbar(toolbarState(state));
        if (!tr.docChanged || tr.getMeta('preventUpdate')) return;
        const html = normalizeRichText(serializeHtml(state.doc));
        synced.current = html;
        latest.current.onChange(html);
      },
    });
    setView(created);
    setToolbar(toolbarState(created.state));
    return () => {
      created.destroy();
      setView(null);
    };
  }, []);

  // New attributes or editability: the view reads them again (without reporting a change).
  useEffect(() => {
    if (view && !view.isDestroyed) view.setProps({});
  }, [view, attributes, editable]);

  // A value from outside (the other language's text, a restored revision) replaces the content
  // without reporting it back; one the editor reported itself is not set again.
  useEffect(() => {
    if (!view || view.isDestroyed || value === synced.current) return;
    synced.current = value;
    if (value === normalizeRichText(serializeHtml(view.state.doc))) return;
    const { state } = view;
    const tr = state.tr.replaceWith(0, state.doc.content.size, parseHtml(value).content).setMeta('preventUpdate', true);
    // A first fill of an empty editor is not a step to undo.
    view.dispatch(tr.setMeta('addToHistory', !isEmptyDocument(state.doc)));
  }, [view, value]);

  /** Runs a command on the editor and gives it the focus back. */
  const run = useCallback(
    (command: Command) => {
      if (!view || view.isDestroyed) return;
      command(view.state, view.dispatch);
      view.focus();
    },
    [view],
  );

  return { view, place, toolbar, run };
}

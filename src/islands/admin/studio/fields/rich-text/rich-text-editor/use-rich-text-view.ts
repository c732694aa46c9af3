/**
 * The React side of the rich-text editor: a ProseMirror view on a div this hook renders into,
 * filled from and reporting HTML, with what the toolbar shows of its state. The commands and the
 * schema are plain (rich-text-commands.ts, rich-text-schema.ts), and so is when a value from
 * outside replaces the content (value-sync.ts); this only adapts them.
 */
import { EditorState, type Command, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isEmptyDocument, richTextPlugins, toolbarState, type ToolbarState } from './rich-text-commands';
import { normalizeRichText } from './html-rules';
import { parseHtml, serializeHtml } from './html';
import { outsideValue } from './value-sync';

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
    if (!view || view.isDestroyed) return;
    const step = outsideValue(value, synced.current, () => normalizeRichText(serializeHtml(view.state.doc)));
    if (step === 'keep') return;
    synced.current = value;
    if (step === 'agree') return;
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

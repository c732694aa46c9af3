/**
 * The outlet's routing on the client, with the History API: moving between children does not
 * reload the page, back and forward show the child of the address, an editor with unsaved
 * changes is asked before it is left, and after a move focus goes to the new screen's heading.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { AdminChild } from '../../i18n/routes';
import { childFor, isPlainClick } from './admin-outlet';

export function useAdminNavigation(paths: Readonly<Record<AdminChild, string>>) {
  const [child, setChild] = useState<AdminChild>(() => childFor(window.location.pathname, paths));
  // The editor's unit, as the address's query string names it (the studio's code reads it).
  const [editorSearch, setEditorSearch] = useState(() => window.location.search);
  // A new editor for each unit opened; a new item's first save changes the address, not the editor.
  const [editorKey, setEditorKey] = useState(() => window.location.search);
  const leaveGuard = useRef<(() => boolean) | null>(null);
  const setLeaveGuard = useCallback((guard: (() => boolean) | null) => {
    leaveGuard.current = guard;
  }, []);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // Focus moves to the new screen's heading only after a navigation inside the outlet, not on load.
  const focusHeading = useRef(false);
  // A screen whose code was still being fetched shows its heading after the navigation: focus moves then.
  const setHeading = useCallback((element: HTMLHeadingElement | null) => {
    headingRef.current = element;
    if (!element || !focusHeading.current) return;
    focusHeading.current = false;
    element.focus();
  }, []);

  const shownUrl = useRef(window.location.pathname + window.location.search);
  useEffect(() => {
    const onPopState = () => {
      // Back or forward out of an editor with unsaved changes: asked first, and staying puts the address back.
      if (leaveGuard.current && !leaveGuard.current()) {
        window.history.pushState(null, '', shownUrl.current);
        return;
      }
      shownUrl.current = window.location.pathname + window.location.search;
      setChild(childFor(window.location.pathname, paths));
      setEditorSearch(window.location.search);
      setEditorKey(window.location.search);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [paths]);

  useEffect(() => {
    if (!focusHeading.current || !headingRef.current) return;
    focusHeading.current = false;
    headingRef.current.focus();
  }, [child]);

  /** Shows `to` at `url` without a reload; `replace` for an address that changes in place (a new item saved). */
  const go = (to: AdminChild, url: string, replace = false) => {
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    shownUrl.current = url;
    focusHeading.current = !replace;
    if (!replace) setEditorKey(url);
    setEditorSearch(new URL(url, window.location.origin).search);
    setChild(to);
  };

  /** A link's press, as the outlet follows it: a plain one shows `to` here, unless an editor's changes keep it. */
  const navigate = (event: MouseEvent<HTMLAnchorElement>, to: AdminChild, url = paths[to]) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (url === shownUrl.current) return;
    if (leaveGuard.current && !leaveGuard.current()) return;
    go(to, url);
  };

  return { child, editorSearch, editorKey, setLeaveGuard, setHeading, go, navigate };
}

export type AdminNavigation = ReturnType<typeof useAdminNavigation>;

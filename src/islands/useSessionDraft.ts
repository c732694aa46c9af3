/**
 * Form values that survive a reload or a detour in this tab (sessionStorage: this device and
 * tab only, gone when the tab closes), so a visitor who could not send loses nothing; with
 * them, when the visitor began, so the time they spent counts from their first visit, not
 * from the last reload.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sameValues, takeOverValues } from './form-takeover';

interface StoredDraft {
  values: Record<string, unknown>;
  /** Epoch milliseconds: when the form the draft belongs to was first shown. */
  begunAt: number;
}

function readDraft(key: string): StoredDraft | undefined {
  const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  if (!saved || typeof saved !== 'object') return undefined;
  const draft = saved as Partial<StoredDraft>;
  // A draft kept before begunAt was stored is the values alone: kept, and counted from now.
  const values = draft.values && typeof draft.values === 'object' ? draft.values : (saved as Record<string, unknown>);
  return { values, begunAt: typeof draft.begunAt === 'number' ? draft.begunAt : Date.now() };
}

/**
 * `empty`: what the form starts with when nothing else is kept (empty fields, or the values the
 * page presets); the same object for the form's life. `initial`: values the server rendered the
 * form with (its answer to a native post); they are newer than any draft. `onPage`: what the form's fields hold in the page right now.
 * `begunAt` (a ref): when the visitor began, from the draft restored, else from this page's load.
 *
 * The island takes over a form the visitor may already have typed into (its script came late):
 * the first client render starts from the page's fields, so no render writes less over them,
 * not even one that replaces the server's markup. At the commit, before the browser paints or
 * takes another key, the fields are read again and the draft fills those still as rendered
 * (takeOverValues: this page view's typing wins). A field whose value React never changes
 * keeps its caret, selection and focus.
 */
export function useSessionDraft<T extends Record<string, string>>(
  key: string,
  empty: T,
  initial: T | undefined,
  onPage: () => Partial<Record<keyof T, string>>,
) {
  const [values, setValues] = useState(() => {
    const rendered = initial ?? empty;
    const taken = takeOverValues(rendered, onPage());
    return sameValues(taken, rendered) ? rendered : taken;
  });
  const begunAt = useRef(Date.now());

  useLayoutEffect(() => {
    let saved: StoredDraft | undefined;
    try {
      saved = readDraft(key);
    } catch {
      // Storage blocked or a broken draft: nothing to restore.
    }
    // A clock that went backwards (or a draft from the future) counts from now.
    if (saved) begunAt.current = Math.min(saved.begunAt, begunAt.current);
    const next = takeOverValues(initial ?? empty, onPage(), initial ? undefined : saved?.values);
    setValues((current) => (sameValues(current, next) ? current : next));
  }, [key, empty, initial, onPage]);

  useEffect(() => {
    if (values === empty) return;
    try {
      if (Object.values(values).some((value) => value !== ''))
        sessionStorage.setItem(key, JSON.stringify({ values, begunAt: begunAt.current } satisfies StoredDraft));
      else sessionStorage.removeItem(key);
    } catch {
      // Storage blocked: the draft lives as long as the page.
    }
  }, [key, values, empty]);

  const clearDraft = () => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was stored.
    }
  };

  return [values, setValues, clearDraft, begunAt] as const;
}

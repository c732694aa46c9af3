/**
 * Form values that survive a reload or a detour in this tab (sessionStorage: this device and
 * tab only, gone when the tab closes), so a visitor who could not send loses nothing; with
 * them, when the visitor began, so the time they spent counts from their first visit, not
 * from the last reload.
 */
import { useEffect, useRef, useState } from 'react';

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
 * `initial`: values the server rendered the form with; they are newer than any draft.
 * `begunAt` (a ref): when the visitor began, from the draft restored, else from this page's load.
 */
export function useSessionDraft<T extends Record<string, string>>(key: string, empty: T, initial?: T) {
  const [values, setValues] = useState(initial ?? empty);
  const begunAt = useRef(Date.now());

  // Restored after hydration, so the server-rendered form and the first client render agree.
  useEffect(() => {
    try {
      const saved = readDraft(key);
      if (!saved) return;
      // A clock that went backwards (or a draft from the future) counts from now.
      begunAt.current = Math.min(saved.begunAt, begunAt.current);
      if (initial) return;
      const entries = Object.keys(empty).map((field) => [field, saved.values[field]]);
      setValues({ ...empty, ...Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')) });
    } catch {
      // Storage blocked or a broken draft: start empty.
    }
  }, [key, empty, initial]);

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

/**
 * Form values that survive a reload or a detour in this tab (sessionStorage: this device and
 * tab only, gone when the tab closes), so a visitor who could not send loses nothing.
 */
import { useEffect, useState } from 'react';

/** `initial`: values the server rendered the form with; they are newer than any draft. */
export function useSessionDraft<T extends Record<string, string>>(key: string, empty: T, initial?: T) {
  const [values, setValues] = useState(initial ?? empty);

  // Restored after hydration, so the server-rendered form and the first client render agree.
  useEffect(() => {
    if (initial) return;
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      if (!saved || typeof saved !== 'object') return;
      const entries = Object.keys(empty).map((field) => [field, (saved as Record<string, unknown>)[field]]);
      setValues({ ...empty, ...Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')) });
    } catch {
      // Storage blocked or a broken draft: start empty.
    }
  }, [key, empty, initial]);

  useEffect(() => {
    if (values === empty) return;
    try {
      if (Object.values(values).some((value) => value !== '')) sessionStorage.setItem(key, JSON.stringify(values));
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

  return [values, setValues, clearDraft] as const;
}

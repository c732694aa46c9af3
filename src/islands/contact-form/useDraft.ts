/**
 * The form's draft in this tab (draft.ts), adapted to React: a visitor who could not send, reloaded
 * or read the privacy notice meanwhile loses nothing they typed, and is told which files to choose
 * again.
 *
 * The island takes over a form the visitor may already have typed into (its script came late):
 * the first client render starts from the page's fields, so no render writes less over them,
 * not even one that replaces the server's markup. At the commit, before the browser paints or
 * takes another key, the fields are read again and the draft fills those still as rendered
 * (takeOverValues: this page view's typing wins). A field whose value React never changes
 * keeps its caret, selection and focus.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { draftToKeep, parseDraft } from './draft';
import { sameValues, takeOverValues } from './takeover';

const storage = {
  read: (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null; // Storage blocked: nothing to restore.
    }
  },
  write: (key: string, text: string | null) => {
    try {
      if (text === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, text);
    } catch {
      // Storage blocked: the draft lives as long as the page.
    }
  },
};

/**
 * `empty`: what the form starts with when nothing else is kept (the same object for the form's
 * life). `initial`: values the server rendered the form with (its answer to a native post), newer
 * than any draft. `onPage`: what the form's fields hold right now. `files`: the files chosen now.
 */
export function useDraft<T extends Record<string, string>>(
  key: string,
  empty: T,
  initial: T | undefined,
  onPage: () => Partial<Record<keyof T, string>>,
  files: readonly File[],
) {
  const [values, setValues] = useState(() => {
    const rendered = initial ?? empty;
    const taken = takeOverValues(rendered, onPage());
    return sameValues(taken, rendered) ? rendered : taken;
  });
  const begunAt = useRef(Date.now());
  const [filesToChooseAgain, setFilesToChooseAgain] = useState<string[]>([]);

  useLayoutEffect(() => {
    const saved = parseDraft(storage.read(key), begunAt.current);
    if (saved) begunAt.current = saved.begunAt;
    // The native post's answer says for itself that its files were not kept.
    if (saved && !initial) setFilesToChooseAgain(saved.fileNames);
    const next = takeOverValues(initial ?? empty, onPage(), initial ? undefined : saved?.values);
    setValues((current) => (sameValues(current, next) ? current : next));
  }, [key, empty, initial, onPage]);

  // Files chosen in this page view replace the ones a reload lost, also once removed again.
  useEffect(() => {
    if (files.length > 0) setFilesToChooseAgain([]);
  }, [files]);

  const names = files.length > 0 ? files.map((file) => file.name) : filesToChooseAgain;
  const namesKept = names.join('\n');
  useEffect(() => {
    // Before the draft is restored, nothing typed or chosen would overwrite it with nothing.
    if (values === empty && namesKept === '') return;
    storage.write(key, draftToKeep(values, begunAt.current, namesKept === '' ? [] : namesKept.split('\n')));
  }, [key, values, empty, namesKept]);

  return { values, setValues, begunAt, filesToChooseAgain, clear: () => storage.write(key, null) };
}

/**
 * The studio's texts in the admin's language, fetched when a studio screen is first shown: one
 * language's set is half the code of both, and a staff member reads one. A switch of language
 * keeps the texts shown until the other set has arrived, so a screen is never taken down (an
 * editor keeps what it holds) while they are fetched.
 */
import { useEffect, useState } from 'react';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { StudioStrings } from './strings-tr';

const sets: Readonly<Record<AdminLang, () => Promise<StudioStrings>>> = {
  tr: () => import('./strings-tr').then((module) => module.tr),
  en: () => import('./strings-en').then((module) => module.en),
};

const fetched = new Map<AdminLang, StudioStrings>();

interface Shown {
  lang: AdminLang;
  strings: StudioStrings;
}

export interface StudioStringsState {
  /** Null until a set has arrived (a switch of language shows the former set meanwhile). */
  strings: StudioStrings | null;
  /** The set could not be fetched (the network): `retry` fetches it again. A former set still shown stays. */
  failed: boolean;
  retry: () => void;
}

/** The studio's texts in `lang`, fetched while `wanted` (a studio screen is shown). */
export function useStudioStrings(lang: AdminLang, wanted: boolean): StudioStringsState {
  const [shown, setShown] = useState<Shown | null>(() => {
    const strings = fetched.get(lang);
    return strings ? { lang, strings } : null;
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = shown?.lang === lang;

  useEffect(() => {
    if (!wanted || current) return;
    let left = false;
    setFailed(false);
    sets[lang]().then(
      (strings) => {
        fetched.set(lang, strings);
        if (!left) setShown({ lang, strings });
      },
      () => !left && setFailed(true),
    );
    return () => {
      left = true;
    };
  }, [lang, wanted, current, attempt]);

  return { strings: shown?.strings ?? null, failed, retry: () => setAttempt((count) => count + 1) };
}

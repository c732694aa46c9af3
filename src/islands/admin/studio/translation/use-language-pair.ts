/** The editor's two shown languages as React state, remembered in this browser (language-pair.ts holds the rules). */
import { useState } from 'react';
import { languages, type Lang } from '../../../../i18n/routes';
import { readPair, rememberPair, showing, type LanguagePair } from './language-pair';

/** The browser's storage; undefined where reading it is refused (some private modes throw). */
function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

export function useLanguagePair(): [LanguagePair<Lang>, (pair: LanguagePair<Lang>) => void] {
  const [pair, setPair] = useState(() => readPair(languages, storage()));
  const choosePair = (next: LanguagePair<Lang>) => {
    setPair(next);
    rememberPair(next, storage());
  };
  return [pair, choosePair];
}

/** Before the editor opens to complete `lang`: the remembered pair comes to show it. */
export function rememberShowing(lang: Lang): void {
  rememberPair(showing(readPair(languages, storage()), lang), storage());
}

/**
 * Whether the editor shows the live preview (remembered in this browser), and which language it
 * shows: one of the form's columns, the one last worked in (the focus's column) or chosen.
 */
import { useState, type FocusEvent } from 'react';
import type { Lang } from '../../../../i18n/routes';

const OPEN_KEY = 'studio.preview.open';

function remembered(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === 'open';
  } catch {
    return false;
  }
}

export function usePreviewPane(shown: readonly Lang[]) {
  const [open, setOpen] = useState(remembered);
  const [chosen, setLang] = useState<Lang>(shown[0]!);
  const lang = shown.includes(chosen) ? chosen : shown[0]!;
  const toggle = () => {
    setOpen(!open);
    try {
      localStorage.setItem(OPEN_KEY, open ? 'closed' : 'open');
    } catch {
      // Without storage the choice lasts as long as the page.
    }
  };
  /** A focus inside a language's column: the pane follows that column. */
  const followFocus = (event: FocusEvent) => {
    const column = (event.target as Element).closest?.('[data-field-lang]')?.getAttribute('data-field-lang');
    const focused = shown.find((each) => each === column);
    if (focused) setLang(focused);
  };
  return { open, toggle, lang, setLang, followFocus };
}

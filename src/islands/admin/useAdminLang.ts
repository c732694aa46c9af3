/**
 * The admin's language: what the staff member chose with the header's switch (kept in this
 * browser), otherwise TR unless the browser prefers English. The page's `lang` follows it, so
 * screen readers pronounce the texts in the right language.
 */
import { useCallback, useEffect, useState } from 'react';
import { isAdminLang, preferredAdminLang, type AdminLang } from '../../i18n/admin-languages';

const STORAGE_KEY = 'admin-lang';

function storedLang(): AdminLang | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value !== null && isAdminLang(value) ? value : null;
  } catch {
    // Storage can be off (privacy settings): the browser's preference still applies.
    return null;
  }
}

export function useAdminLang(): [AdminLang, (lang: AdminLang) => void] {
  const [lang, setLangState] = useState<AdminLang>(() => storedLang() ?? preferredAdminLang(navigator.languages ?? [navigator.language]));

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const setLang = useCallback((next: AdminLang) => {
    setLangState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not kept across visits then; the switch still works for this one.
    }
  }, []);

  return [lang, setLang];
}

/**
 * The link form's state: opened by the link button or Ctrl/Cmd+K with the link's address (if the
 * selection is in one), applied by Enter, closed by Escape. What an address typed becomes (or
 * that it cannot be a link) is html-rules.ts's toLinkHref. The form itself (LinkForm.tsx) is
 * fetched the first time it opens.
 */
import type { Command } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { useEffect, useId, useRef, useState } from 'react';
import { toLinkHref } from './html-rules';
import { currentHref, setLink, unsetLink } from './rich-text-commands';

export function useLinkForm(view: EditorView | null, disabled: boolean | undefined, runCommand: (command: Command) => void) {
  const [form, setForm] = useState<{ href: string; invalid: boolean } | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const formId = useId();
  const isOpen = form !== null;
  useEffect(() => {
    if (isOpen) input.current?.focus();
  }, [isOpen]);

  const open = () => {
    if (!view || disabled) return;
    setForm({ href: currentHref(view.state), invalid: false });
  };
  const close = (focusEditor: boolean) => {
    setForm(null);
    if (focusEditor) view?.focus();
    else button.current?.focus();
  };
  const apply = () => {
    if (!view || !form) return;
    const href = toLinkHref(form.href);
    if (href === null) {
      setForm({ ...form, invalid: true });
      return;
    }
    // Nothing selected outside a link: the address itself becomes the link's text.
    runCommand(setLink(href, form.href.trim()));
    close(true);
  };
  const remove = () => {
    runCommand(unsetLink);
    close(true);
  };
  return { form, setForm, formId, button, input, open, toggle: () => (isOpen ? close(false) : open()), close, apply, remove };
}

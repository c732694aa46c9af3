/**
 * The content studio's field for editors' HTML (project and news text, about text, privacy
 * notice): a ProseMirror editor limited to what src/lib/sanitize.ts keeps (rich-text-schema.ts),
 * with a toolbar (Toolbar.tsx: one Tab stop, arrow keys between its buttons) and an inline link
 * form (LinkForm.tsx, fetched when first opened). The view and its value: use-rich-text-view.ts; its texts: the studio's (base/strings).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { StudioStrings } from '../../../base/strings';
import { onDemand } from '../../../../on-demand';
import { useLinkForm } from './use-link-form';
import { editableClass } from './rich-text-frame';
import { Toolbar } from './Toolbar';
import { useRichTextView } from './use-rich-text-view';

const LinkForm = onDemand(() => import('./LinkForm').then((module) => module.LinkForm));

export interface RichTextEditorProps {
  /** The editable element's id (a <label htmlFor> and aria-labelledby point at it). */
  id: string;
  /** The visible label's id: aria-labelledby of the editable region. */
  labelId: string;
  /** HTML. */
  value: string;
  /** The editor's HTML on every change, '' when it shows nothing. */
  onChange: (html: string) => void;
  /** The content's language: the editable region's lang. */
  lang: string;
  /** The toolbar's and the link form's texts (and the placeholder's), in the admin's language. */
  texts: StudioStrings['richText'];
  invalid?: boolean;
  /** aria-describedby of the editable region (the field's message). */
  describedBy?: string;
  disabled?: boolean;
}

export function RichTextEditor({ id, labelId, value, onChange, lang, texts, invalid, describedBy, disabled }: RichTextEditorProps) {
  const t = texts;
  const openLinkForm = useRef<() => void>(() => {});

  const attributes = useMemo(
    () => ({
      // What aria-multiline, aria-invalid and the label belong to.
      role: 'textbox',
      id,
      lang,
      class: editableClass,
      'aria-labelledby': labelId,
      'aria-multiline': 'true',
      // ProseMirror writes every key as an attribute: absent ones are left out.
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(disabled ? { 'aria-disabled': 'true' } : {}),
    }),
    [id, lang, labelId, describedBy, invalid, disabled],
  );

  const { view, place, toolbar, run } = useRichTextView({
    value,
    onChange,
    attributes,
    editable: !disabled,
    onKeyDown: (event) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
      event.preventDefault();
      openLinkForm.current();
      return true;
    },
  });

  const link = useLinkForm(view, disabled, run);
  // Ctrl/Cmd+K in the editor (onKeyDown above) opens the form the link button opens.
  useEffect(() => {
    openLinkForm.current = link.open;
  });

  // A <label for> only focuses labelable elements; the editable region is a div.
  useEffect(() => {
    const label = document.getElementById(labelId);
    if (!view || !(label instanceof HTMLLabelElement)) return;
    const focus = () => {
      if (!view.isDestroyed) view.focus();
    };
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [view, labelId]);

  return (
    <div>
      <Toolbar controls={id} t={t} state={toolbar} run={run} link={link} off={disabled || !view} />
      {!disabled && link.form && (
        <LinkForm
          link={link}
          t={t}
          inLink={!!toolbar?.link}
          fallback={null}
          failed={(retry) => (
            <button type="button" onClick={retry} className="min-h-11 rounded-md px-4 py-2 font-semibold text-navy-900 underline">
              {t.link}: {t.retry}
            </button>
          )}
        />
      )}
      {/* The view places its editable region here (before the first paint). */}
      <div ref={place} />
    </div>
  );
}

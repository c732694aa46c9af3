/**
 * The content studio's field for editors' HTML (project and news text, about text, privacy
 * notice): a ProseMirror editor limited to what src/lib/sanitize.ts keeps (rich-text-schema.ts),
 * with a toolbar (one Tab stop, arrow keys between its buttons) and an inline link form.
 */
import { redo, undo } from 'prosemirror-history';
import type { Command } from 'prosemirror-state';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Lang } from '../../../i18n/routes';
import { toLinkHref } from './rich-text';
import {
  currentHref,
  setLink,
  toggleBlockquote,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleItalic,
  toggleOrderedList,
  toggleUnderline,
  unsetLink,
} from './rich-text-commands';
import { editableClass, toolbarClass, toolDividerClass } from './rich-text-frame';
import { headingLevels } from './rich-text-schema';
import { useRichTextView } from './use-rich-text-view';

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
  /** The admin's language: the toolbar's texts. */
  uiLang: Lang;
  invalid?: boolean;
  /** aria-describedby of the editable region (the field's message). */
  describedBy?: string;
  disabled?: boolean;
}

const tr = {
  toolbar: 'Metin biçimi',
  bold: 'Kalın',
  italic: 'İtalik',
  underline: 'Altı çizili',
  heading: 'Başlık',
  bulletList: 'Madde işaretli liste',
  orderedList: 'Numaralı liste',
  blockquote: 'Alıntı',
  link: 'Bağlantı',
  undo: 'Geri al',
  redo: 'Yinele',
  linkAddress: 'Bağlantı adresi',
  linkHint: 'https://, http://, mailto: ya da tel: ile başlayan bir adres, bir e-posta adresi ya da sitede bir yol (/…).',
  linkInvalid: 'Bu adres bağlantı olamaz. https://, http://, mailto: ya da tel: ile başlayan bir adres yazın.',
  applyLink: 'Bağlantıyı uygula',
  removeLink: 'Bağlantıyı kaldır',
  cancel: 'Vazgeç',
};

/** The toolbar's and the link form's texts in the admin's languages (each has every key of TR's). */
const texts: Record<Lang, typeof tr> = {
  tr,
  en: {
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    heading: 'Heading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    link: 'Link',
    undo: 'Undo',
    redo: 'Redo',
    linkAddress: 'Link address',
    linkHint: 'An address starting with https://, http://, mailto: or tel:, an e-mail address or a path on the site (/…).',
    linkInvalid: 'This address cannot be a link. Enter one starting with https://, http://, mailto: or tel:.',
    applyLink: 'Apply link',
    removeLink: 'Remove link',
    cancel: 'Cancel',
  },
};

interface Tool {
  key: string;
  label: string;
  glyph: ReactNode;
  run: () => void;
  pressed?: boolean;
  /** Can't act now (nothing to undo): stays focusable in the toolbar, announced as unavailable. */
  unavailable?: boolean;
  /** The link button: whether its form is open, and whether the selection is in a link. */
  expanded?: boolean;
  active?: boolean;
  /** Ends a group: a divider follows. */
  groupEnd?: boolean;
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const icons = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4h1v5M4 9h2M4 14h2l-2 4h2',
  blockquote: 'M4 18h4l2-4V6H4v8h3zM14 18h4l2-4V6h-6v8h3z',
  link: 'M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
};

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-semibold text-navy-900 hover:bg-steel-200 ' +
  'aria-pressed:bg-navy-900 aria-pressed:text-white aria-expanded:bg-navy-900 aria-expanded:text-white ' +
  'data-active:ring-2 data-active:ring-navy-700 data-active:ring-inset aria-disabled:cursor-not-allowed aria-disabled:opacity-50 disabled:cursor-not-allowed disabled:opacity-50';

export function RichTextEditor({ id, labelId, value, onChange, lang, uiLang, invalid, describedBy, disabled }: RichTextEditorProps) {
  const t = texts[uiLang];
  const [linkForm, setLinkForm] = useState<{ href: string; invalid: boolean } | null>(null);
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

  const {
    view,
    place,
    toolbar: state,
    run: runCommand,
  } = useRichTextView({
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

  // The toolbar: one Tab stop, arrow keys, Home and End between its buttons.
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkButton = useRef<HTMLButtonElement | null>(null);
  const linkInput = useRef<HTMLInputElement | null>(null);
  const linkFormId = useId();
  const linkInputId = useId();
  const linkHintId = useId();
  const linkErrorId = useId();

  // Ctrl/Cmd+K in the editor (onKeyDown above) opens the form the link button opens.
  useEffect(() => {
    openLinkForm.current = () => {
      if (!view || disabled) return;
      setLinkForm({ href: currentHref(view.state), invalid: false });
    };
  }, [view, disabled]);
  const linkFormOpen = linkForm !== null;
  useEffect(() => {
    if (linkFormOpen) linkInput.current?.focus();
  }, [linkFormOpen]);

  const closeLinkForm = (focusEditor: boolean) => {
    setLinkForm(null);
    if (focusEditor) view?.focus();
    else linkButton.current?.focus();
  };

  const applyLink = () => {
    if (!view || !linkForm) return;
    const href = toLinkHref(linkForm.href);
    if (href === null) {
      setLinkForm({ ...linkForm, invalid: true });
      return;
    }
    // Nothing selected outside a link: the address itself becomes the link's text.
    runCommand(setLink(href, linkForm.href.trim()));
    closeLinkForm(true);
  };

  const removeLink = () => {
    runCommand(unsetLink);
    closeLinkForm(true);
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Not the submit of the form around the field.
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeLinkForm(false);
    }
  };

  const run = (command: Command) => () => runCommand(command);

  const tools: Tool[] = [
    { key: 'bold', label: t.bold, glyph: <span className="font-bold">B</span>, pressed: !!state?.bold, run: run(toggleBold) },
    {
      key: 'italic',
      label: t.italic,
      glyph: <span className="font-serif italic">I</span>,
      pressed: !!state?.italic,
      run: run(toggleItalic),
    },
    {
      key: 'underline',
      label: t.underline,
      glyph: <span className="underline">U</span>,
      pressed: !!state?.underline,
      run: run(toggleUnderline),
      groupEnd: true,
    },
    ...headingLevels.map((level, index): Tool => ({
      key: `h${level}`,
      label: `${t.heading} ${level}`,
      glyph: <span>H{level}</span>,
      pressed: !!state?.headings[index],
      run: run(toggleHeading(level)),
      groupEnd: level === 4,
    })),
    {
      key: 'bulletList',
      label: t.bulletList,
      glyph: <Icon path={icons.bulletList} />,
      pressed: !!state?.bulletList,
      run: run(toggleBulletList),
    },
    {
      key: 'orderedList',
      label: t.orderedList,
      glyph: <Icon path={icons.orderedList} />,
      pressed: !!state?.orderedList,
      run: run(toggleOrderedList),
    },
    {
      key: 'blockquote',
      label: t.blockquote,
      glyph: <Icon path={icons.blockquote} />,
      pressed: !!state?.blockquote,
      run: run(toggleBlockquote),
      groupEnd: true,
    },
    {
      key: 'link',
      label: t.link,
      glyph: <Icon path={icons.link} />,
      expanded: linkFormOpen,
      active: !!state?.link,
      run: () => (linkFormOpen ? closeLinkForm(false) : openLinkForm.current()),
      groupEnd: true,
    },
    { key: 'undo', label: t.undo, glyph: <Icon path={icons.undo} />, unavailable: !state?.canUndo, run: run(undo) },
    { key: 'redo', label: t.redo, glyph: <Icon path={icons.redo} />, unavailable: !state?.canRedo, run: run(redo) },
  ];
  const tabStop = Math.min(current, tools.length - 1);

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = { ArrowRight: tabStop === last ? 0 : tabStop + 1, ArrowLeft: tabStop === 0 ? last : tabStop - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const off = disabled || !view;

  return (
    <div>
      <div role="toolbar" aria-label={t.toolbar} aria-controls={id} onKeyDown={onToolbarKeyDown} className={toolbarClass}>
        {tools.map((tool, index) => (
          <span key={tool.key} className="contents">
            <button
              ref={(element) => {
                buttons.current[index] = element;
                if (tool.key === 'link') linkButton.current = element;
              }}
              type="button"
              tabIndex={index === tabStop ? 0 : -1}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              aria-expanded={tool.expanded}
              aria-controls={tool.expanded === undefined ? undefined : linkFormId}
              aria-disabled={tool.unavailable || undefined}
              data-active={tool.active || undefined}
              disabled={off}
              onFocus={() => setCurrent(index)}
              onClick={() => !tool.unavailable && tool.run()}
              className={buttonClass}
              data-rich-text-tool={tool.key}
            >
              {tool.glyph}
            </button>
            {tool.groupEnd && <span aria-hidden="true" className={toolDividerClass} />}
          </span>
        ))}
      </div>

      {linkForm && !disabled && (
        <div
          id={linkFormId}
          role="group"
          aria-label={t.link}
          className="flex flex-wrap items-end gap-2 border border-b-0 border-steel-500 bg-white p-3"
          data-rich-text-link-form
        >
          <div className="min-w-60 flex-1">
            <label htmlFor={linkInputId} className="font-medium text-navy-900">
              {t.linkAddress}
            </label>
            <input
              ref={linkInput}
              id={linkInputId}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={linkForm.href}
              onChange={(event) => setLinkForm({ href: event.target.value, invalid: false })}
              onKeyDown={onLinkKeyDown}
              aria-invalid={linkForm.invalid || undefined}
              aria-describedby={linkForm.invalid ? `${linkErrorId} ${linkHintId}` : linkHintId}
              className="mt-1 block min-h-11 w-full rounded-md border border-steel-500 bg-white px-3 py-2 text-navy-900 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600"
            />
            <p id={linkHintId} className="mt-1 text-sm text-steel-700">
              {t.linkHint}
            </p>
            {linkForm.invalid && (
              <p id={linkErrorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {t.linkInvalid}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={applyLink}
              className="min-h-11 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-700"
            >
              {t.applyLink}
            </button>
            {state?.link && (
              <button
                type="button"
                onClick={removeLink}
                className="min-h-11 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100"
              >
                {t.removeLink}
              </button>
            )}
            <button
              type="button"
              onClick={() => closeLinkForm(false)}
              className="min-h-11 rounded-md px-4 py-2 font-semibold text-navy-900 underline hover:bg-steel-100"
            >
              {t.cancel}
            </button>
          </div>
        </div>
      )}

      {/* The view places its editable region here (before the first paint). */}
      <div ref={place} />
    </div>
  );
}

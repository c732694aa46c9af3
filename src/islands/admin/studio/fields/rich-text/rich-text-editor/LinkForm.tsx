/**
 * The link form under the toolbar (its state: use-link-form.ts), fetched the first time it opens:
 * an editor who never adds a link never loads it.
 */
import { useEffect, useId, type KeyboardEvent } from 'react';
import type { useLinkForm } from './use-link-form';
import type { StudioStrings } from '../../../base/strings';

interface Props {
  link: ReturnType<typeof useLinkForm>;
  t: StudioStrings['richText'];
  /** Whether the selection is in a link: then the form offers to remove it. */
  inLink: boolean;
}

export function LinkForm({ link, t, inLink }: Props) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { form } = link;
  // Opened before this code arrived: the field takes the focus once it is there.
  useEffect(() => link.input.current?.focus(), [link.input]);
  if (!form) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Not the submit of the form around the field.
      event.preventDefault();
      link.apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      link.close(false);
    }
  };

  return (
    <div
      id={link.formId}
      role="group"
      aria-label={t.link}
      className="flex flex-wrap items-end gap-2 border border-b-0 border-steel-500 bg-white p-3"
      data-rich-text-link-form
    >
      <div className="min-w-60 flex-1">
        <label htmlFor={inputId} className="font-medium text-navy-900">
          {t.linkAddress}
        </label>
        <input
          ref={link.input}
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={form.href}
          onChange={(event) => link.setForm({ href: event.target.value, invalid: false })}
          onKeyDown={onKeyDown}
          aria-invalid={form.invalid || undefined}
          aria-describedby={form.invalid ? `${errorId} ${hintId}` : hintId}
          className="mt-1 block min-h-11 w-full rounded-md border border-steel-500 bg-white px-3 py-2 text-navy-900 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600"
        />
        <p id={hintId} className="mt-1 text-sm text-steel-700">
          {t.linkHint}
        </p>
        {form.invalid && (
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {t.linkInvalid}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={link.apply}
          className="min-h-11 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-700"
        >
          {t.applyLink}
        </button>
        {inLink && (
          <button
            type="button"
            onClick={link.remove}
            className="min-h-11 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100"
          >
            {t.removeLink}
          </button>
        )}
        <button
          type="button"
          onClick={() => link.close(false)}
          className="min-h-11 rounded-md px-4 py-2 font-semibold text-navy-900 underline hover:bg-steel-100"
        >
          {t.cancel}
        </button>
      </div>
    </div>
  );
}

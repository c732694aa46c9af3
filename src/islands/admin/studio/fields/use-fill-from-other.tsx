/**
 * "Fill from" each other language that has a value this field does not: it replaces what the
 * field holds, and an Undo beside it (Ctrl+Z in a text box) brings that back. Which languages
 * may fill, and when an undo still applies, are fill-from.ts's plain rules.
 */
import { useState } from 'react';
import type { FieldDescription } from '../../../../content/field-meta';
import type { Lang } from '../../../../i18n/routes';
import { fill } from '../../strings';
import { canUndo, fillSources, type Fill } from '../translation/fill-from';
import { getAt, isEmpty, type Path } from '../unit/unit-data';
import type { FieldContext, FillFromOther } from './kind/field-kind';
import { idOf, smallButton } from './kind/parts';

export function useFillFromOther(field: FieldDescription, path: Path, context: FieldContext): FillFromOther {
  const { strings, ui, others } = context;
  const [last, setLast] = useState<Fill | null>(null);
  const current = getAt(context.data, path);
  const sources = fillSources(
    current,
    others.map(({ lang, data }) => ({ lang, value: getAt(data, path) })),
  );
  const undoable = canUndo(last, current);
  const id = `${idOf(context, path)}-fill`;
  const focusLater = (selector: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${id} ${selector}`)?.focus());
  const fillFrom = (lang: Lang) => {
    const value = structuredClone(getAt(others.find((other) => other.lang === lang)?.data, path));
    setLast({ from: lang, previous: current, filled: value });
    context.change(path, value);
    context.announce(fill(strings.editor.filled, { field: field.label[ui], lang: strings.languageNames[lang] }));
    // The pressed button is gone (the field holds its text now): the focus goes to the Undo in its place.
    focusLater('[data-fill-undo]');
  };
  const undo = () => {
    if (!undoable) return false;
    context.change(path, last.previous);
    setLast(null);
    context.announce(fill(strings.editor.fillUndone, { field: field.label[ui] }));
    focusLater('[data-fill-from]');
    return true;
  };
  const controls =
    sources.length > 0 || undoable ? (
      <div id={id} className="mt-1 flex flex-wrap gap-2">
        {sources.map((lang) => (
          <button type="button" key={lang} className={smallButton} onClick={() => fillFrom(lang)} data-fill-from={lang}>
            {fill(isEmpty(current) ? strings.editor.fillFrom : strings.editor.replaceFrom, { lang: strings.languageNames[lang] })}
          </button>
        ))}
        {undoable && (
          <button
            type="button"
            className={smallButton}
            onClick={undo}
            aria-label={fill(strings.editor.undoFillLabel, { field: field.label[ui], lang: strings.languageNames[last.from] })}
            data-fill-undo={last.from}
          >
            {strings.editor.undoFill}
          </button>
        )}
      </div>
    ) : null;
  return {
    controls,
    onKeyDown: (event) => {
      const key = event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
      if (key && undo()) event.preventDefault();
    },
  };
}

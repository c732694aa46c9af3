/**
 * A table of the figures that steer: a row header and numbers, each column end-aligned in
 * tabular figures so a column reads down; on a phone the text is a size smaller, so four
 * numbers and a name fit 375 px, and a longer name wraps (the frame scrolls sideways, never the
 * page, should a language's words not fit).
 */
import type { ReactNode } from 'react';

interface FigureRow {
  key: string;
  label: ReactNode;
  values: ReactNode[];
}

interface Props {
  id: string;
  caption: string;
  /** Shown to screen readers only, where a visible summary already says it. */
  captionHidden?: boolean;
  /** The row header's column first. */
  headers: string[];
  rows: FigureRow[];
}

export function FigureTable({ id, caption, captionHidden = false, headers, rows }: Props) {
  const cell = 'border-b border-steel-200 px-1 py-1.5 sm:px-2';
  return (
    <div className="max-w-full overflow-x-auto" data-figure-frame={id}>
      <table className="w-full text-xs tabular-nums sm:text-sm" data-lead-table={id}>
        <caption className={captionHidden ? 'sr-only' : 'mb-2 text-start text-base font-semibold text-navy-900'}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={`${cell} font-semibold text-steel-700 ${i === 0 ? 'text-start' : 'text-end'}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} text-start font-normal`}>
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td key={i} className={`${cell} text-end whitespace-nowrap`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

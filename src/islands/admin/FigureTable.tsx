/**
 * A table of the dashboard's figures: a row header and numbers, each column end-aligned in
 * tabular figures so a column reads down; on a phone the text is a size smaller, so four
 * numbers and a name fit 375 px, and a longer name or (on a phone) a span of time wraps. Where
 * a language's words still do not fit (320 px), the frame scrolls sideways, never the page: the
 * caption and the row headers stay in place, a shadow marks the edge with more beyond it
 * (admin.css), and the frame becomes a region named by the caption that a keyboard can reach
 * and scroll.
 */
import { useRef, type ReactNode } from 'react';
import { useScrollsSideways } from './useScrollsSideways';

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
  // Row headers stay put while the numbers scroll under them: opaque, on the page's colour.
  const rowHeader = `${cell} sticky start-0 bg-steel-100 text-start`;
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame);
  const captionId = `${id}-caption`;
  return (
    <div
      ref={frame}
      className="@container max-w-full overflow-x-auto"
      data-figure-frame={id}
      {...(scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table className="w-full text-xs tabular-nums sm:text-sm" data-lead-table={id}>
        <caption
          id={captionId}
          className={
            captionHidden ? 'sr-only' : 'sticky start-0 mb-2 w-fit max-w-[100cqi] text-start text-base font-semibold text-navy-900'
          }
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={`${i === 0 ? rowHeader : `${cell} text-end`} font-semibold text-steel-700`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${rowHeader} font-normal`}>
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td key={i} className={`${cell} text-end sm:whitespace-nowrap`}>
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

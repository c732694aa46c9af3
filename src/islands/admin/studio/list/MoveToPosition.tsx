/**
 * "Move to…": an entry of a long list goes to the place chosen, in one step, instead of one
 * place per press of Up or Down. A modal dialog (the native <dialog>: focus kept inside,
 * Escape closes, the focus back on its button) with a choice of every place, each named by what
 * is there now; nothing moves until Move is pressed.
 */
import { useId, useRef, useState } from 'react';
import { fill } from '../../strings';
import type { StudioStrings } from '../base/strings';

interface Props {
  /** The id of the button that opens it (the focus can be brought back to it after a move). */
  id: string;
  /** What moves, as the editor reads it. */
  name: string;
  /** Every entry of the list in its order now, as the editor reads it. */
  names: readonly string[];
  /** Where it is now (from 0). */
  position: number;
  strings: StudioStrings['move'];
  onMove: (to: number) => void;
  /** A move is under way: no other starts. */
  busy?: boolean;
}

export function MoveToPosition({ id, name, names, position, strings, onMove, busy = false }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState(position);
  const ids = useId();
  return (
    <>
      <button
        type="button"
        id={id}
        aria-haspopup="dialog"
        aria-disabled={busy}
        onClick={() => {
          if (busy) return;
          setChoice(position);
          dialog.current?.showModal();
        }}
        aria-label={fill(strings.open, { name })}
        className="min-h-11 rounded-md px-3 text-sm font-semibold text-navy-900 ring-1 ring-steel-500 hover:bg-steel-100 aria-disabled:opacity-40"
        data-move-to
      >
        {strings.openShort}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${ids}-heading`}
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-0 text-navy-950 backdrop:bg-navy-950/60"
      >
        <div className="p-5">
          <h2 id={`${ids}-heading`} className="text-lg font-bold [overflow-wrap:anywhere]">
            {fill(strings.heading, { name })}
          </h2>
          <label htmlFor={`${ids}-position`} className="mt-3 block font-medium">
            {strings.position}
          </label>
          <select
            id={`${ids}-position`}
            value={choice}
            onChange={(event) => setChoice(Number(event.target.value))}
            className="mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2"
            data-move-position
          >
            {names.map((entry, index) => (
              <option key={index} value={index}>
                {fill(index === position ? strings.here : strings.place, { number: index + 1, name: entry })}
              </option>
            ))}
          </select>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="min-h-11 rounded-md px-4 font-semibold ring-1 ring-steel-500"
            >
              {strings.cancel}
            </button>
            <button
              type="button"
              onClick={() => {
                dialog.current?.close();
                if (choice !== position) onMove(choice);
              }}
              className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700"
              data-move-confirm
            >
              {strings.confirm}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

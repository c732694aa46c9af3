/**
 * The question before something that cannot be undone (deleting a content item, erasing a
 * visitor's requests): a heading, what it will do, anything to choose, Cancel and a red
 * confirm. The native modal <dialog> gives the focus trap, Escape and the backdrop; the
 * caller opens it with `dialogRef.current.showModal()`.
 */
import { useId, type ReactNode, type RefObject } from 'react';

interface Props {
  dialogRef: RefObject<HTMLDialogElement | null>;
  heading: string;
  /** What confirming does: the dialog's description. */
  description: ReactNode;
  cancel: string;
  confirm: string;
  onConfirm: () => void;
  /** The work is under way: the confirm takes no second press. */
  busy?: boolean;
  /** What there is to choose or read besides the description. */
  children?: ReactNode;
}

export function ConfirmDialog({ dialogRef, heading, description, cancel, confirm, onConfirm, busy = false, children }: Props) {
  const id = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-description`}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-0 text-navy-950 backdrop:bg-navy-950/60"
    >
      <div className="p-5">
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          {heading}
        </h2>
        <p id={`${id}-description`} className="mt-2">
          {description}
        </p>
        {children}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <form method="dialog">
            <button className="min-h-11 rounded-md px-4 font-semibold ring-1 ring-steel-500">{cancel}</button>
          </form>
          <button
            type="button"
            onClick={() => {
              if (!busy) onConfirm();
            }}
            aria-disabled={busy}
            className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900 aria-disabled:opacity-70"
          >
            {confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}

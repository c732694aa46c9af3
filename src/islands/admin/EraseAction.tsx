/**
 * A request card's Delete: a visitor asked for their data to be erased. A modal `<dialog>`
 * names the request's e-mail and phone (both ticked; either can be left out), and only its
 * confirm erases every request of the addresses ticked, with their notifications. The server
 * answers how many; the inbox then reloads and says so.
 */
import { useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import type { AdminLang } from '../../i18n/admin-languages';
import { erasureMatches, eraseContactRequests, type InboxItem } from './api';
import { matchingText, type RequestStrings } from './request-strings';
import { fill } from './strings';

interface Props {
  item: InboxItem;
  strings: RequestStrings;
  lang: AdminLang;
  /** The card's heading, which names the request the button belongs to. */
  describedBy: string;
  onErased: (count: number) => void;
  handleError: (error: unknown) => boolean;
}

type Status = 'idle' | 'erasing' | 'noneChosen' | 'failed';

export function EraseAction({ item, strings, lang, describedBy, onErased, handleError }: Props) {
  const texts = strings.erase;
  const dialog = useRef<HTMLDialogElement>(null);
  const [byEmail, setByEmail] = useState(item.email !== '');
  const [byPhone, setByPhone] = useState(true);
  const [status, setStatus] = useState<Status>('idle');
  /** How many stored requests the e-mail and the phone each match: a shared office number shows here before it is erased. */
  const [matches, setMatches] = useState<{ email: number | undefined; phone: number } | null>(null);

  const open = () => {
    setByEmail(item.email !== '');
    setByPhone(true);
    setStatus('idle');
    setMatches(null);
    dialog.current?.showModal();
    const addresses = [...(item.email !== '' ? [item.email] : []), item.phone];
    erasureMatches(addresses).then(
      (counts) => setMatches({ email: item.email !== '' ? counts[0] : undefined, phone: counts.at(-1) ?? 0 }),
      // Without the counts the dialog still works: the addresses are named either way.
      () => {},
    );
  };
  const count = (matched: number | undefined) =>
    matched === undefined ? null : <span className="ms-auto shrink-0 text-sm text-steel-700">{matchingText(strings, lang, matched)}</span>;

  const confirm = async () => {
    const addresses = [...(byEmail ? [item.email] : []), ...(byPhone ? [item.phone] : [])];
    if (addresses.length === 0) {
      setStatus('noneChosen');
      return;
    }
    setStatus('erasing');
    try {
      const count = await eraseContactRequests(addresses);
      dialog.current?.close();
      setStatus('idle');
      onErased(count);
    } catch (error) {
      if (handleError(error)) return;
      setStatus('failed');
    }
  };

  const choice = 'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 ring-1 ring-steel-200 has-checked:ring-2 has-checked:ring-red-800';
  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        className="min-h-11 rounded-md px-4 py-2 font-semibold text-red-800 ring-1 ring-red-800 ring-inset hover:bg-red-50"
        data-request-erase
      >
        {texts.open}
      </button>
      <ConfirmDialog
        dialogRef={dialog}
        heading={texts.heading}
        description={texts.intro}
        cancel={texts.cancel}
        confirm={status === 'erasing' ? texts.erasing : texts.confirm}
        onConfirm={() => void confirm()}
        busy={status === 'erasing'}
      >
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{texts.addresses}</legend>
          <div className="space-y-2">
            {item.email !== '' && (
              <label className={choice}>
                <input type="checkbox" checked={byEmail} onChange={(event) => setByEmail(event.target.checked)} className="size-5" />
                <span className="min-w-0 wrap-anywhere">{fill(texts.byEmail, { email: item.email })}</span>
                {count(matches?.email)}
              </label>
            )}
            <label className={choice}>
              <input type="checkbox" checked={byPhone} onChange={(event) => setByPhone(event.target.checked)} className="size-5" />
              <span className="min-w-0 wrap-anywhere">{fill(texts.byPhone, { phone: item.phone })}</span>
              {count(matches?.phone)}
            </label>
          </div>
        </fieldset>
        {(status === 'noneChosen' || status === 'failed') && (
          <p role="alert" className="mt-3 font-medium text-red-800">
            {status === 'noneChosen' ? texts.noneChosen : texts.failed}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

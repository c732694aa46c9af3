/**
 * A request's status on its card: a native form (a select of the statuses, the lost reason's
 * select while lost is chosen, a submit button) and "answered by phone" while the request has no
 * first answer. Each saves through the staff API and shows the server's answer, not a guess.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { isLostReason, isRequestStatus, lostReasons, requestStatuses, type RequestStatus } from '../../admin-api/request-status';
import type { RequestChange } from '../../admin-api/contract';
import type { AdminLang } from '../../i18n/admin-languages';
import { changeRequest, type InboxItem } from './api';
import type { RequestStrings } from './request-strings';
import { statusStrings } from './status-strings';
import { fill } from './strings';

interface Props {
  item: InboxItem;
  lang: AdminLang;
  strings: RequestStrings;
  describedBy: string;
  onChanged: (item: InboxItem, before: InboxItem) => void;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

const button = 'min-h-11 rounded-md px-4 py-2 font-semibold aria-disabled:opacity-70';
const select = 'min-h-11 rounded-md border border-steel-300 bg-white px-3 py-2 text-navy-950';

export function RequestStatusForm({ item, lang, strings, describedBy, onChanged, announce, handleError }: Props) {
  const texts = statusStrings[lang];
  const [saving, setSaving] = useState(false);
  const [chosen, setChosen] = useState<RequestStatus>(item.status);
  // A status changed elsewhere (a reply sent from the card answers a new request) shows here too;
  // set during render, as React advises for state that follows a prop, so no frame shows the old one.
  const [shownStatus, setShownStatus] = useState<RequestStatus>(item.status);
  if (item.status !== shownStatus) {
    setShownStatus(item.status);
    setChosen(item.status);
  }
  const statusId = useId();
  const reasonId = useId();

  const save = async (change: RequestChange, said: (updated: InboxItem) => string) => {
    if (saving) return;
    setSaving(true);
    try {
      const updated = await changeRequest(item.id, change);
      setChosen(updated.status);
      onChanged(updated, item);
      announce(said(updated));
    } catch (error) {
      if (!handleError(error)) announce(fill(strings.request.saveFailed, { subject: item.subject }));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = form.get('status');
    const reason = form.get('lostReason');
    if (!isRequestStatus(status)) return;
    if (status === 'lost' && !isLostReason(reason)) return;
    const change: RequestChange = status === 'lost' && isLostReason(reason) ? { status, lostReason: reason } : { status };
    void save(change, (updated) => fill(texts.statusSet, { subject: updated.subject, status: texts.statuses[updated.status] }));
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-describedby={describedBy} data-request-status-form>
        <div className="flex flex-col">
          <label htmlFor={statusId} className="text-xs font-semibold tracking-wide text-steel-500 uppercase">
            {texts.state}
          </label>
          <select
            id={statusId}
            name="status"
            value={chosen}
            onChange={(event) => isRequestStatus(event.target.value) && setChosen(event.target.value)}
            className={select}
            data-request-status-select
          >
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {texts.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        {chosen === 'lost' && (
          <div className="flex flex-col">
            <label htmlFor={reasonId} className="text-xs font-semibold tracking-wide text-steel-500 uppercase">
              {texts.lostReason}
            </label>
            <select
              id={reasonId}
              name="lostReason"
              required
              defaultValue={item.lostReason ?? ''}
              className={select}
              data-request-lost-reason
            >
              <option value="" disabled>
                {texts.chooseReason}
              </option>
              {lostReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {texts.lostReasons[reason]}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="submit"
          aria-disabled={saving}
          className={`${button} bg-navy-900 text-white hover:bg-navy-700`}
          data-request-status-save
        >
          {saving ? strings.request.saving : texts.setStatus}
        </button>
      </form>
      {item.firstAnswer === null && (
        <button
          type="button"
          aria-describedby={describedBy}
          aria-disabled={saving}
          onClick={() => void save({ answered: 'phone' }, (updated) => fill(texts.answerRecorded, { subject: updated.subject }))}
          className={`${button} bg-white text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100`}
          data-request-answered-by-phone
        >
          {texts.answeredByPhone}
        </button>
      )}
    </div>
  );
}

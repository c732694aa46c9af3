/**
 * One contact request as a card (cards, not a table row, so it reads at 375 px), with where it
 * stands: its status and the control that changes it, its first answer, when it closed; the
 * replies sent to its visitor and the composer of the next. The card shows the server's answer, not a guess.
 */
import { KIND_OF_WORK_NAMES } from '../../content/contact-fields';
import type { AdminLang } from '../../i18n/admin-languages';
import { routeName } from '../../i18n/routes';
import { useEffect, useId, useRef } from 'react';
import { telHref } from '../../lib/tel-href';
import { isFinal } from '../../admin-api/request-status';
import type { InboxItem, SentReply } from './api';
import { EraseAction } from './EraseAction';
import { RequestFiles } from './RequestFiles';
import { notificationFailed, notificationText, type RequestStrings } from './request-strings';
import { RequestWaiting } from './RequestWaiting';
import { ReplyComposer } from './ReplyComposer';
import { SentReplies } from './SentReplies';
import { RequestStatusForm } from './RequestStatusForm';
import { statusStrings } from './status-strings';
import { fill, formatDateTime } from './strings';

interface Props {
  /** Take focus when shown (the first card a 'load more' brought in). */
  focus?: boolean;
  item: InboxItem;
  lang: AdminLang;
  strings: RequestStrings;
  /** The request as the server stored it after a change, and as it was shown before. */
  onChanged: (item: InboxItem, before: InboxItem) => void;
  /** A visitor's data was erased from this card: how many requests went. */
  onErased: (count: number) => void;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

export function RequestCard({ focus = false, item, lang, strings, onChanged, onErased, announce, handleError }: Props) {
  const headingId = useId();
  const texts = strings.request;
  const status = statusStrings[lang];
  const articleRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focus) articleRef.current?.focus();
  }, [focus]);

  /** A reply sent or sent again: the card lists it as the server stored it, and the request as the reply left it. */
  const replied = (reply: SentReply, answered?: InboxItem) => {
    const replies = item.replies ?? [];
    const known = replies.some((each) => each.id === reply.id);
    const listed = known ? replies.map((each) => (each.id === reply.id ? reply : each)) : [...replies, reply];
    onChanged({ ...(answered ?? item), replies: listed }, item);
  };

  const answer = item.firstAnswer;
  const answerText =
    answer &&
    fill(answer.by ? status.firstAnswerOnBy : status.firstAnswerOn, {
      date: formatDateTime(answer.date, lang),
      by: answer.by ?? '',
      channel: status.channels[answer.channel],
    });
  const closedText = item.solvedDate && fill(status.closedOn, { date: formatDateTime(item.solvedDate, lang), by: item.solvedBy ?? '' });
  const row = 'min-w-0';
  const label = 'text-xs font-semibold tracking-wide text-steel-500 uppercase';

  return (
    <article
      ref={articleRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-steel-200 sm:p-6"
      data-request-id={item.id}
      data-solved={item.solved}
      data-status={item.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {item.subject}
          </h2>
          <p className="font-medium text-navy-900 break-words" data-request-name>
            {item.name}
          </p>
        </div>
        <p
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${item.status === 'new' ? 'bg-accent-400 text-navy-950' : 'bg-steel-200 text-navy-900'}`}
          data-request-state
        >
          <span className="sr-only">{status.state}: </span>
          {status.statuses[item.status]}
          {item.lostReason && <span data-request-lost-reason-shown>: {status.lostReasons[item.lostReason]}</span>}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
        <div className={`${row} col-span-2 sm:col-span-1`}>
          <dt className={label}>{texts.phone}</dt>
          <dd>
            <a href={telHref(item.phone)} className="font-medium text-navy-700 underline">
              {item.phone}
            </a>
          </dd>
        </div>
        <div className={`${row} col-span-2 sm:col-span-1`}>
          <dt className={label}>{texts.email}</dt>
          <dd className="break-all">
            {item.email ? (
              <a href={`mailto:${item.email}`} className="font-medium text-navy-700 underline">
                {item.email}
              </a>
            ) : (
              texts.noEmail
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>{texts.received}</dt>
          <dd>
            <time dateTime={item.createDate}>{formatDateTime(item.createDate, lang)}</time>
          </dd>
        </div>
        {item.waited !== undefined && (
          <RequestWaiting
            wait={{ waited: item.waited, waitStarts: item.waitStarts }}
            lang={lang}
            strings={strings}
            className={row}
            labelClass={label}
          />
        )}
        {answerText && (
          <div className={row}>
            <dt className={label}>{status.firstAnswer}</dt>
            <dd data-request-first-answer={answer.channel}>{answerText}</dd>
          </div>
        )}
        <div className={row}>
          <dt className={label}>{texts.language}</dt>
          <dd data-request-lang>{texts.languages[item.lang] ?? item.lang}</dd>
        </div>
        <div className={`${row} col-span-2`}>
          <dt className={label}>{texts.notification}</dt>
          <dd
            className={notificationFailed(item.notification) ? 'font-medium text-red-700' : ''}
            data-request-notification={item.notification?.state ?? 'none'}
          >
            {notificationText(strings, item.notification)}
          </dd>
        </div>
        {item.kindOfWork && (
          <div className={row}>
            <dt className={label}>{texts.kindOfWork}</dt>
            <dd data-request-kind-of-work={item.kindOfWork}>{KIND_OF_WORK_NAMES[item.kindOfWork][lang]}</dd>
          </div>
        )}
        {item.location && (
          <div className={row}>
            <dt className={label}>{texts.location}</dt>
            <dd className="break-words" data-request-location>
              {item.location}
            </dd>
          </div>
        )}
        {item.sentFrom && (
          <div className={`${row} col-span-2`}>
            <dt className={label}>{texts.sentFrom}</dt>
            <dd data-request-sent-from={item.sentFrom}>{routeName(item.sentFrom, lang)}</dd>
          </div>
        )}
        {item.project && (
          <div className={`${row} col-span-2`}>
            <dt className={label}>{texts.project}</dt>
            <dd className="break-words" data-request-project={item.project.id}>
              {item.project.name !== undefined && item.project.path !== undefined ? (
                <a href={item.project.path} lang={item.lang} className="font-medium text-navy-700 underline">
                  {item.project.name}
                </a>
              ) : (
                fill(texts.projectGone, { id: item.project.id })
              )}
            </dd>
          </div>
        )}
        <div className={`${row} col-span-2`}>
          <dt className={label}>{texts.message}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-navy-950">{item.message}</dd>
        </div>
        <RequestFiles item={item} lang={lang} strings={strings} rowClass={row} labelClass={label} />
        <SentReplies
          item={item}
          lang={lang}
          strings={strings}
          rowClass={row}
          labelClass={label}
          onChanged={replied}
          announce={announce}
          handleError={handleError}
        />
      </dl>
      <div className="mt-4">
        <ReplyComposer
          item={item}
          lang={lang}
          strings={strings}
          describedBy={headingId}
          onSent={replied}
          announce={announce}
          handleError={handleError}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-steel-200 pt-4">
        <RequestStatusForm
          item={item}
          lang={lang}
          strings={strings}
          describedBy={headingId}
          onChanged={onChanged}
          announce={announce}
          handleError={handleError}
        />
        <div className="flex flex-wrap items-center gap-2">
          {isFinal(item.status) && closedText && (
            <p className="text-sm text-steel-700" data-request-closed>
              {closedText}
            </p>
          )}
          <EraseAction item={item} strings={strings} lang={lang} describedBy={headingId} onErased={onErased} handleError={handleError} />
        </div>
      </div>
    </article>
  );
}

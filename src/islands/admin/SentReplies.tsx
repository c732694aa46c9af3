/**
 * The replies sent to a request's visitor, on its card: who sent each and when, how far it got
 * (waiting, retrying with the mail server's reason, sent, or failed with it) and its text; a
 * failed one can be sent again.
 */
import { useState } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import { retryReply, type InboxItem, type SentReply } from './api';
import { replyDeliveryText, type RequestStrings } from './request-strings';
import { fill, formatDateTime } from './strings';

interface Props {
  item: InboxItem;
  lang: AdminLang;
  strings: RequestStrings;
  rowClass: string;
  labelClass: string;
  onChanged: (reply: SentReply) => void;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

export function SentReplies({ item, lang, strings, rowClass, labelClass, onChanged, announce, handleError }: Props) {
  const texts = strings.reply;
  const [retrying, setRetrying] = useState<string | null>(null);
  const replies = item.replies ?? [];
  if (replies.length === 0) return null;

  const retry = async (reply: SentReply) => {
    if (retrying) return;
    setRetrying(reply.id);
    try {
      onChanged(await retryReply(item.id, reply.id));
      announce(texts.retried);
    } catch (error) {
      if (!handleError(error)) announce(texts.failed);
    } finally {
      setRetrying(null);
    }
  };

  return (
    <div className={`${rowClass} col-span-2`}>
      <dt className={labelClass}>{texts.replies}</dt>
      <dd>
        <ul className="mt-1 space-y-2">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-md p-3 ring-1 ring-steel-200" data-reply={reply.id} data-reply-delivery={reply.delivery}>
              <p className="text-sm text-steel-700">
                {fill(texts.by, { name: reply.byName || reply.by, date: formatDateTime(reply.at, lang) })}
              </p>
              <p
                className={`font-medium break-words ${reply.delivery === 'failed' ? 'text-red-700' : reply.reason ? 'text-amber-800' : ''}`}
                data-reply-state
              >
                {replyDeliveryText(strings, reply)}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer text-sm text-navy-700 underline">{texts.showText}</summary>
                <p className="mt-1 whitespace-pre-wrap break-words" lang={item.lang}>
                  {reply.text}
                </p>
              </details>
              {reply.delivery === 'failed' && (
                <button
                  type="button"
                  onClick={() => void retry(reply)}
                  aria-disabled={retrying === reply.id}
                  className="mt-2 min-h-11 rounded-md px-4 py-2 font-semibold text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100 aria-disabled:opacity-70"
                  data-reply-retry
                >
                  {texts.retry}
                </button>
              )}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

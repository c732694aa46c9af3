/**
 * A request card's Reply: a native <details> holding a <form>, so it opens and closes without
 * script state and reads at 375 px. Its templates are the content's (the studio's reply
 * templates), named in the admin's language and written in the request's, the visitor's name
 * filled in; staff may edit the text before it is sent. A request without an e-mail address
 * cannot be answered here, and the card says so.
 */
import { useState, type SubmitEvent } from 'react';
import type { AdminLang } from '../../i18n/admin-languages';
import { fillPlaceholders } from '../../content/reply-placeholders';
import { fetchReplyTemplates, sendReply, type InboxItem, type ReplyTemplatesAnswer, type SentReply } from './api';
import type { RequestStrings } from './request-strings';
import { fill } from './strings';

interface Props {
  item: InboxItem;
  lang: AdminLang;
  strings: RequestStrings;
  /** The card's heading, which names the request. */
  describedBy: string;
  /** The reply as stored, and its request as the reply left it (answered now). */
  onSent: (reply: SentReply, item?: InboxItem) => void;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
}

/** The templates are the same for every card: fetched once, when a composer first opens. */
let templatesRead: Promise<ReplyTemplatesAnswer> | undefined;
const readTemplates = () => {
  templatesRead ??= fetchReplyTemplates();
  templatesRead.catch(() => (templatesRead = undefined));
  return templatesRead;
};

type Templates = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; answer: ReplyTemplatesAnswer };
type Status = 'idle' | 'sending' | 'empty' | 'failed';

export function ReplyComposer({ item, lang, strings, describedBy, onSent, announce, handleError }: Props) {
  const texts = strings.reply;
  const [templates, setTemplates] = useState<Templates>({ kind: 'loading' });
  const [chosen, setChosen] = useState('');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  const opened = (open: boolean) => {
    if (!open || templates.kind === 'ready') return;
    setTemplates({ kind: 'loading' });
    readTemplates().then(
      (answer) => setTemplates({ kind: 'ready', answer }),
      (error: unknown) => !handleError(error) && setTemplates({ kind: 'failed' }),
    );
  };

  /** Each template by its id: named as the admin reads, written as the visitor does. */
  const choices = templates.kind === 'ready' ? (templates.answer.templates[item.lang] ?? []) : [];
  const names = templates.kind === 'ready' ? (templates.answer.templates[lang] ?? []) : [];
  const choose = (id: string) => {
    setChosen(id);
    const template = choices.find((choice) => choice.id === id);
    if (template) setText(fillPlaceholders(template.text, { name: item.name }));
    setStatus('idle');
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = event.currentTarget.closest('details');
    if (status === 'sending') return;
    if (text.trim() === '') {
      setStatus('empty');
      return;
    }
    setStatus('sending');
    try {
      const { reply, item: answered } = await sendReply(item.id, text);
      setStatus('idle');
      setText('');
      setChosen('');
      details?.removeAttribute('open');
      onSent(reply, answered);
      announce(fill(texts.sent, { subject: item.subject }));
    } catch (error) {
      if (!handleError(error)) setStatus('failed');
    }
  };

  const problem = templates.kind === 'ready' ? templates.answer.replyProblem : null;
  const control = 'mt-1 block w-full rounded-md border border-steel-300 px-3 py-2 text-base';
  return (
    <details className="group w-full" onToggle={(event) => opened(event.currentTarget.open)} data-reply-composer>
      <summary
        aria-describedby={describedBy}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-white px-4 py-2 font-semibold text-navy-900 ring-2 ring-navy-900 ring-inset hover:bg-steel-100"
      >
        {texts.open}
      </summary>
      <div className="mt-3 rounded-md bg-steel-50 p-3 ring-1 ring-steel-200 sm:p-4">
        <h3 className="font-bold">{texts.heading}</h3>
        {item.email === '' ? (
          <p className="mt-2 font-medium text-red-800" data-reply-no-email>
            {texts.noEmail}
          </p>
        ) : problem ? (
          <p className="mt-2 font-medium text-red-800" data-reply-problem>
            {problem}
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-2 space-y-3">
            <p className="text-sm text-steel-700">
              {fill(texts.language, { language: strings.request.languages[item.lang] ?? item.lang })}
            </p>
            {templates.kind === 'loading' && <p className="text-sm text-steel-700">{texts.loading}</p>}
            {templates.kind === 'failed' && <p className="text-sm text-red-800">{texts.templatesFailed}</p>}
            {choices.length > 0 && (
              <label className="block">
                <span className="text-sm font-semibold">{texts.template}</span>
                <select value={chosen} onChange={(event) => choose(event.target.value)} className={control} data-reply-template>
                  <option value="">{texts.noTemplate}</option>
                  {choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {names.find((named) => named.id === choice.id)?.name ?? choice.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="block">
              <span className="text-sm font-semibold">{texts.text}</span>
              <textarea
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  if (status === 'empty') setStatus('idle');
                }}
                lang={item.lang}
                rows={10}
                required
                aria-invalid={status === 'empty'}
                className={control}
                data-reply-text
              />
            </label>
            {(status === 'empty' || status === 'failed') && (
              <p role="alert" className="font-medium text-red-800">
                {status === 'empty' ? texts.empty : texts.failed}
              </p>
            )}
            <button
              type="submit"
              aria-disabled={status === 'sending'}
              className="min-h-11 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-700 aria-disabled:opacity-70"
              data-reply-send
            >
              {status === 'sending' ? texts.sending : texts.send}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}

/**
 * Contact form (SPEC §4, §5, §8; DECISIONS.md): unsubmitted -> sending -> sent | not sent.
 * 'Sent' only after the server acknowledged the stored request; any failure shows 'not
 * sent' with the other channels and a retry that gives back everything the visitor typed.
 * A refusal for too many requests (429) says how many minutes to wait instead.
 * What the visitor types is kept in this tab until it is sent (useSessionDraft).
 * The browser validates first (required, type, maxlength, pattern); the same schema as the
 * server checks again before anything is sent.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { CONTACT_LIMITS, CONTACT_PHONE_PATTERN, contactSubmissionSchema, type ContactPage } from '../content/schemas';
import type { Lang } from '../i18n/routes';
import type { UiStrings } from '../i18n/ui';
import { useSessionDraft } from './useSessionDraft';

/** The visitor's fields, as the schema limits them. */
type Field = keyof typeof CONTACT_LIMITS;
type Status = 'unsubmitted' | 'sending' | 'sent' | 'notSent' | 'tooMany';

interface Props {
  lang: Lang;
  endpoint: string;
  content: ContactPage;
  strings: UiStrings['contactForm'];
  privacyHref: string;
  phoneHref: string;
}

/** Gives up on a server that does not answer, so the visitor is never left waiting. */
const TIMEOUT_MS = 15_000;
const FIELDS = Object.keys(CONTACT_LIMITS) as Field[];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<Field, string>;
const DRAFT_KEY = 'contact-form-draft';

/** Whole minutes to wait from a Retry-After in seconds or as an HTTP date; at least 1. */
export function retryAfterMinutes(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? '';
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

export default function ContactForm({ lang, endpoint, content, strings, privacyHref, phoneHref }: Props) {
  const [values, setValues, clearDraft] = useSessionDraft(DRAFT_KEY, EMPTY);
  const [status, setStatus] = useState<Status>('unsubmitted');
  const [waitMinutes, setWaitMinutes] = useState(1);
  const shownAt = useRef(Date.now());
  const requestId = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const retried = useRef(false);

  // The alert replaces the focused button: focus follows it, and returns to the form on retry.
  useEffect(() => {
    if (status !== 'unsubmitted') alertRef.current?.focus();
    else if (retried.current) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [status]);

  // The value is read now: React clears currentTarget before a state updater runs.
  const edit = (field: Field, input: HTMLInputElement | HTMLTextAreaElement) => {
    input.setCustomValidity('');
    const { value } = input;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const retry = () => {
    retried.current = true;
    setStatus('unsubmitted');
  };

  const label = (field: Field) => content[`${field}Label`];
  const placeholder = (field: Field) => content[`${field}Placeholder`];

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    requestId.current ??= crypto.randomUUID();
    const submission = {
      ...values,
      lang,
      requestId: requestId.current,
      website: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - shownAt.current,
    };
    // The server's own rules, checked here first; the elapsed time is the server's to judge.
    const check = contactSubmissionSchema.safeParse({ ...submission, elapsedMs: 0 });
    if (!check.success) {
      const field = check.error.issues.map((i) => i.path[0]).find((f): f is Field => FIELDS.includes(f as Field));
      if (field) {
        const input = form.elements.namedItem(field) as HTMLInputElement | null;
        input?.setCustomValidity(strings.invalid[field]);
        input?.reportValidity();
        return;
      }
    }
    setStatus('sending');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(submission),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 201) clearDraft();
      if (response.status === 429) setWaitMinutes(retryAfterMinutes(response.headers.get('retry-after')));
      setStatus(response.status === 201 ? 'sent' : response.status === 429 ? 'tooMany' : 'notSent');
    } catch {
      setStatus('notSent');
    }
  };

  if (status !== 'unsubmitted') {
    const waitForm = new Intl.PluralRules(lang).select(waitMinutes) === 'one' ? 'one' : 'other';
    const alert = {
      sending: { role: 'status', tone: 'border-sky-600 bg-sky-50 text-sky-900', header: content.sendingAlertHeader, text: content.sendingAlertText },
      sent: { role: 'status', tone: 'border-emerald-600 bg-emerald-50 text-emerald-900', header: content.sentAlertHeader, text: content.sentAlertText },
      notSent: { role: 'alert', tone: 'border-red-600 bg-red-50 text-red-900', header: content.notSentAlertHeader, text: content.notSentAlertText },
      tooMany: {
        role: 'alert',
        tone: 'border-red-600 bg-red-50 text-red-900',
        header: strings.tooManyHeader,
        text: strings.tryAgainIn[waitForm].replace('{minutes}', String(waitMinutes)),
      },
    }[status];
    return (
      <div ref={alertRef} tabIndex={-1} role={alert.role} className={`rounded-lg border-s-4 p-6 outline-none ${alert.tone}`} data-contact-alert={status}>
        <p className="text-lg font-bold">{alert.header}</p>
        <p className="mt-2">{alert.text}</p>
        {status === 'sent' && <p className="mt-4 italic">{content.signing}</p>}
        {(status === 'notSent' || status === 'tooMany') && (
          <>
            <p className="mt-4">{strings.otherChannels}</p>
            <ul className="mt-2 space-y-1">
              <li><a href={phoneHref} className="font-semibold underline">{content.phoneNumbers[0]}</a></li>
              <li><a href={`mailto:${content.emails[0]}`} className="font-semibold underline">{content.emails[0]}</a></li>
            </ul>
            <button type="button" onClick={retry} className="mt-6 rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-700" data-contact-retry>
              {strings.retry}
            </button>
          </>
        )}
      </div>
    );
  }

  const inputClass = 'mt-1 block w-full rounded-md border border-steel-200 bg-white px-3 py-2.5 text-navy-900 placeholder:text-steel-500 focus:border-navy-700';
  const input = (field: Exclude<Field, 'message'>, type: string, required: boolean, extra: Record<string, string> = {}) => (
    <label className="block">
      <span className="font-medium text-navy-900">{label(field)}</span>
      <input
        name={field}
        type={type}
        required={required}
        maxLength={CONTACT_LIMITS[field]}
        placeholder={placeholder(field)}
        value={values[field]}
        onChange={(e) => edit(field, e.currentTarget)}
        className={inputClass}
        {...extra}
      />
    </label>
  );

  return (
    // POST even before hydration, so what a visitor typed never ends up in a URL.
    <form ref={formRef} method="post" action={endpoint} onSubmit={onSubmit} aria-label={strings.legend} className="space-y-4" data-contact-form>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name', 'text', true, { autoComplete: 'name' })}
        {input('phone', 'tel', true, { autoComplete: 'tel', pattern: CONTACT_PHONE_PATTERN, title: strings.invalid.phone })}
        {input('email', 'email', false, { autoComplete: 'email' })}
        {input('subject', 'text', true)}
      </div>
      <label className="block">
        <span className="font-medium text-navy-900">{label('message')}</span>
        <textarea
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={placeholder('message')}
          value={values.message}
          onChange={(e) => edit('message', e.currentTarget)}
          className={inputClass}
        />
      </label>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {strings.honeypot}
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className="text-sm text-steel-500" data-privacy-note>
        {strings.privacyBefore} <a href={privacyHref} className="font-medium text-navy-700 underline">{strings.privacyLink}</a>{strings.privacyAfter === '.' ? '.' : ` ${strings.privacyAfter}`}
      </p>
      <button type="submit" className="rounded-md bg-accent-500 px-8 py-3 font-semibold text-navy-950 hover:bg-accent-400">
        {content.sendButtonText}
      </button>
    </form>
  );
}

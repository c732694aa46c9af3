/**
 * Contact form (SPEC §4, §5, §8; DECISIONS.md): unsubmitted -> sending -> sent | not sent.
 * 'Sent' only after the server acknowledged the stored request; any failure shows 'not
 * sent' with the other channels and a retry that gives back everything the visitor typed.
 * A refusal for too many requests (429) says how many minutes to wait instead.
 * What the visitor types is kept in this tab until it is sent (useSessionDraft), with when they
 * began: the fill time the server checks counts from there. What they typed before the island
 * hydrated is taken over as it stands (values, focus, caret) and wins over a draft.
 *
 * The browser validates first (required, type, maxlength, pattern, from the schema's own
 * limits); the server checks again, and the fields it refuses come back next to the inputs.
 * Zod stays on the server: this island ships none of it.
 *
 * Without JavaScript the same markup posts natively to `action`; the server answers with the
 * 'sent' page or renders this form again with `initial` (values, refused fields, a notice).
 */
import { Fragment, useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_LOCATION_LIMIT,
  CONTACT_OPTIONAL_FIELDS,
  CONTACT_PHONE_PATTERN,
  FORM_FIELDS,
  KINDS_OF_WORK,
  MIN_FILL_MS,
  TEXT_FIELD_LIMITS,
  visitorTextValue,
  type FormField,
  type FormValues,
  type RefusedField,
} from '../content/contact-fields';
import { ATTACHMENTS_FIELD, ATTACHMENT_ACCEPT, type FileProblem } from '../content/attachments';
import type { ContactPage } from '../content/schemas';
import type { ContactFormPage, Lang } from '../i18n/routes';
import type { UiStrings } from '../i18n/ui';
import { formatFileSize } from '../lib/attachment-labels';
import { chosenFilesProblem, fileText } from '../lib/chosen-files';
import { emailBreakParts } from '../lib/line-breaks';
import { retryAfterMinutes } from '../lib/retry-after';
import { refusedFields, type FormNotice, type FormState } from '../lib/contact-form-state';
import { useSessionDraft } from './useSessionDraft';

export { retryAfterMinutes };

type Status = 'unsubmitted' | 'sending' | 'sent' | 'notSent' | 'tooMany';

interface Props {
  lang: Lang;
  /** Where the island posts its JSON. */
  endpoint: string;
  /** Where the form posts natively, before hydration or without JavaScript. */
  action: string;
  content: ContactPage;
  strings: UiStrings['contactForm'];
  privacyHref: string;
  phoneHref: string;
  /** The server's answer to a native post that was not stored. */
  initial?: FormState | undefined;
  /** Values the page's form starts with (the quote page's subject); a draft or typing replaces them. */
  preset?: Partial<FormValues> | undefined;
  /** The route table's key of the page the form is on, sent with the request (a hidden field). */
  sentFrom: ContactFormPage;
  /** The project a project's quote form asks about (its document id), sent with the request (a hidden field). */
  project?: string | undefined;
  /** The page was opened to fill in this form: the focus starts in its first field, with or without JavaScript. */
  focusFirst?: boolean | undefined;
}

/** Gives up on a server that does not answer, so the visitor is never left waiting. */
const TIMEOUT_MS = 15_000;
/** ...and gives files the time a slow phone line (20 kB/s up) takes to send them. */
const UPLOAD_BYTES_PER_MS = 20;
/** The SPEC's fields but e-mail are required; the quote's are not. */
const isRequired = (field: FormField) =>
  (CONTACT_FIELDS as readonly FormField[]).includes(field) && !(CONTACT_OPTIONAL_FIELDS as readonly FormField[]).includes(field);
const EMPTY = Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as FormValues;
const DRAFT_KEY = 'contact-form-draft';
const inputId = (field: FormField) => `contact-${field}`;
const FILES_INPUT_ID = `contact-${ATTACHMENTS_FIELD}`;
const FILES_HINT_ID = `${FILES_INPUT_ID}-hint`;
const FILES_ERROR_ID = `${FILES_INPUT_ID}-error`;
const errorId = (field: FormField) => `contact-${field}-error`;

/**
 * What the server-rendered fields hold now: typed before the island hydrated, or restored or
 * autofilled by the browser. Nothing on the server.
 */
function fieldsOnPage(): Partial<FormValues> {
  if (typeof document === 'undefined') return {};
  return Object.fromEntries(
    FORM_FIELDS.flatMap((field) => {
      const element = document.getElementById(inputId(field));
      return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
        ? [[field, element.value]]
        : [];
    }),
  );
}

/** What a refusal from the endpoint names: the visitor's fields (400), or why the files were refused. */
async function refusal(response: Response): Promise<{ fields: RefusedField[]; file?: FileProblem }> {
  if (response.status !== 400 && response.status !== 413 && response.status !== 503) return { fields: [] };
  try {
    const body = (await response.json()) as { fields?: { field?: unknown; problem?: unknown }[]; file?: FileProblem };
    const fields = response.status === 400 ? refusedFields(body.fields ?? []) : [];
    return { fields, ...(body.file ? { file: body.file } : {}) };
  } catch {
    return { fields: [] };
  }
}

/** The request as the endpoint reads it: JSON, or multipart with the files after every field. */
function requestBody(submission: Record<string, string | number>, files: readonly File[]): { body: BodyInit; headers: HeadersInit } {
  if (files.length === 0) return { body: JSON.stringify(submission), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  for (const [name, value] of Object.entries(submission)) form.append(name, String(value));
  for (const file of files) form.append(ATTACHMENTS_FIELD, file, file.name);
  return { body: form, headers: {} };
}

export default function ContactForm({
  lang,
  endpoint,
  action,
  content,
  strings,
  privacyHref,
  phoneHref,
  initial,
  preset,
  focusFirst,
  sentFrom,
  project,
}: Props) {
  // One object for the island's life: the draft's hook compares against it.
  const [start] = useState(() => (preset ? { ...EMPTY, ...preset } : EMPTY));
  const [values, setValues, clearDraft, begunAt] = useSessionDraft(DRAFT_KEY, start, initial?.values, fieldsOnPage);
  const [status, setStatus] = useState<Status>('unsubmitted');
  const [invalid, setInvalid] = useState<RefusedField[]>(initial?.invalid ?? []);
  const [notice, setNotice] = useState<FormNotice | undefined>(initial?.notice);
  const [waitMinutes, setWaitMinutes] = useState(1);
  const requestId = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<'form' | 'summary' | 'files' | null>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<FileProblem | undefined>(initial?.fileProblem);

  // The alert replaces the focused button: focus follows it, and returns to the form on retry
  // or to the list of fields to fix.
  useEffect(() => {
    if (status !== 'unsubmitted') alertRef.current?.focus();
    else if (focusAfter.current === 'summary') summaryRef.current?.focus();
    else if (focusAfter.current === 'files') filesInput.current?.focus();
    else if (focusAfter.current === 'form') formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    focusAfter.current = null;
  }, [status]);

  // The value is read now: React clears currentTarget before a state updater runs.
  const edit = (field: FormField, input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) => {
    const { value } = input;
    setValues((current) => ({ ...current, [field]: value }));
    // Changed since the server refused it: whether it is right now, the next send will tell.
    setInvalid((current) => (current.some((r) => r.field === field) ? current.filter((r) => r.field !== field) : current));
  };

  // The form comes back after 'not sent' with a new file input: the files chosen go back into it.
  useEffect(() => {
    const input = filesInput.current;
    if (status !== 'unsubmitted' || !input || files.length === 0 || input.files?.length) return;
    const chosen = new DataTransfer();
    for (const file of files) chosen.items.add(file);
    input.files = chosen.files;
  }, [status, files]);

  const chooseFiles = (input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    setFiles(chosen);
    setFileProblem(chosenFilesProblem(chosen));
  };
  // Files chosen before the island hydrated are in the server-rendered input: they are taken over.
  useEffect(() => {
    if (filesInput.current?.files?.length) chooseFiles(filesInput.current);
  }, []);
  const removeFiles = () => {
    if (filesInput.current) filesInput.current.value = '';
    setFiles([]);
    setFileProblem(undefined);
    filesInput.current?.focus();
  };

  const retry = () => {
    focusAfter.current = 'form';
    setStatus('unsubmitted');
  };

  // The quote's fields are asked where the content labels them (content saved before them has none).
  const label = (field: FormField) => content[`${field}Label`] ?? field;
  const placeholder = (field: FormField) => content[`${field}Placeholder`];
  const kindsOfWork = content.kindOfWorkLabel ? content.kindsOfWork : undefined;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filesRefused = chosenFilesProblem(files);
    if (filesRefused) {
      setFileProblem(filesRefused);
      filesInput.current?.focus();
      return;
    }
    requestId.current ??= crypto.randomUUID();
    setNotice(undefined);
    setStatus('sending');
    // A quick person is never refused for it: the press waits, showing 'sending', until the
    // server's minimum fill time has passed since they began (a restored draft's time included).
    const early = MIN_FILL_MS - (Date.now() - begunAt.current);
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    const submission = {
      ...values,
      lang,
      requestId: requestId.current,
      sentFrom,
      ...(project ? { project } : {}),
      website: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - begunAt.current,
    };
    const bytes = files.reduce((total, file) => total + file.size, 0);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        ...requestBody(submission, files),
        signal: AbortSignal.timeout(TIMEOUT_MS + bytes / UPLOAD_BYTES_PER_MS),
      });
      const refused = await refusal(response);
      if (refused.file) {
        setFileProblem(refused.file);
        focusAfter.current = 'files';
        setStatus('unsubmitted');
        return;
      }
      if (refused.fields.length > 0) {
        setInvalid(refused.fields);
        focusAfter.current = 'summary';
        setStatus('unsubmitted');
        return;
      }
      if (response.status === 201) clearDraft();
      if (response.status === 429) setWaitMinutes(retryAfterMinutes(response.headers.get('retry-after')));
      setStatus(response.status === 201 ? 'sent' : response.status === 429 ? 'tooMany' : 'notSent');
    } catch {
      setStatus('notSent');
    }
  };

  const otherChannels = (
    <>
      <p className="mt-4">{strings.otherChannels}</p>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={phoneHref} className="font-semibold whitespace-nowrap underline">
            {content.phoneNumbers[0]}
          </a>
        </li>
        <li>
          <a href={`mailto:${content.emails[0]}`} className="font-semibold break-words underline">
            {emailBreakParts(content.emails[0] ?? '').map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </a>
        </li>
      </ul>
    </>
  );
  const tryAgainIn = (minutes: number) =>
    strings.tryAgainIn[new Intl.PluralRules(lang).select(minutes) === 'one' ? 'one' : 'other'].replace('{minutes}', String(minutes));

  if (status !== 'unsubmitted') {
    const alert = {
      sending: {
        role: 'status',
        tone: 'border-sky-600 bg-sky-50 text-sky-900',
        header: content.sendingAlertHeader,
        text: content.sendingAlertText,
      },
      sent: {
        role: 'status',
        tone: 'border-emerald-600 bg-emerald-50 text-emerald-900',
        header: content.sentAlertHeader,
        text: content.sentAlertText,
      },
      notSent: {
        role: 'alert',
        tone: 'border-red-600 bg-red-50 text-red-900',
        header: content.notSentAlertHeader,
        text: content.notSentAlertText,
      },
      tooMany: {
        role: 'alert',
        tone: 'border-red-600 bg-red-50 text-red-900',
        header: strings.tooManyHeader,
        text: tryAgainIn(waitMinutes),
      },
    }[status];
    return (
      <div
        ref={alertRef}
        tabIndex={-1}
        role={alert.role}
        className={`rounded-lg border-s-4 p-6 outline-none ${alert.tone}`}
        data-contact-alert={status}
      >
        <p className="text-lg font-bold">{alert.header}</p>
        <p className="mt-2">{alert.text}</p>
        {status === 'sent' && <p className="mt-4 italic">{content.signing}</p>}
        {(status === 'notSent' || status === 'tooMany') && (
          <>
            {otherChannels}
            <button
              type="button"
              onClick={retry}
              className="mt-6 rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
              data-contact-retry
            >
              {strings.retry}
            </button>
          </>
        )}
      </div>
    );
  }

  const inputClass =
    'mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-900 placeholder:text-steel-500 focus:border-navy-700';
  const fieldProps = (field: FormField) => {
    const refused = invalid.some((r) => r.field === field);
    return {
      id: inputId(field),
      name: field,
      required: isRequired(field),
      // A choice has none: its first, empty option says what to do.
      ...(field === 'kindOfWork' ? {} : { placeholder: placeholder(field) }),
      value: values[field] ?? '',
      ...(focusFirst && field === CONTACT_FIELDS[0] ? { autoFocus: true } : {}),
      className: `${inputClass} ${refused ? 'border-red-700 border-2' : 'border-steel-200'}`,
      ...(refused ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}),
    };
  };
  // The asterisk is for the eye; `required` on the input tells assistive technology. It stands
  // outside the <label>, so the label's text is the field's name alone.
  const labelText = (field: FormField) => (
    <div>
      <label htmlFor={inputId(field)} className="font-medium text-navy-900">
        {label(field)}
      </label>
      {isRequired(field) && (
        <span aria-hidden="true" className="font-medium text-red-700">
          {' '}
          *
        </span>
      )}
    </div>
  );
  // The reason the server gave: a length over the field's limit, or what the field's own message says.
  const problemText = ({ field, problem }: RefusedField) =>
    problem === 'tooLong' && field !== 'kindOfWork'
      ? strings.tooLong
          .replace('{limit}', String(TEXT_FIELD_LIMITS[field]))
          .replace('{length}', String(visitorTextValue(values[field] ?? '').length))
      : strings.invalid[field];
  const problem = (field: FormField) => {
    const refused = invalid.find((r) => r.field === field);
    return (
      refused && (
        <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700" data-field-error={field}>
          {problemText(refused)}
        </p>
      )
    );
  };
  const input = (field: Exclude<FormField, 'message' | 'kindOfWork'>, type: string, extra: Record<string, string | number> = {}) => (
    <div>
      {labelText(field)}
      <input type={type} onChange={(e) => edit(field, e.currentTarget)} {...fieldProps(field)} {...extra} />
      {problem(field)}
    </div>
  );

  return (
    // POST even before hydration, so what a visitor typed never ends up in a URL.
    <form
      ref={formRef}
      method="post"
      action={action}
      // Files travel only in a multipart post; without them the form posts as it always did.
      {...(content.attachmentsLabel ? { encType: 'multipart/form-data' } : {})}
      onSubmit={onSubmit}
      aria-label={strings.legend}
      className="space-y-4"
      data-contact-form
    >
      {notice && (
        <div role="alert" className="rounded-lg border-s-4 border-red-600 bg-red-50 p-6 text-red-900" data-contact-notice={notice.kind}>
          <p className="text-lg font-bold">{content.notSentAlertHeader}</p>
          <p className="mt-2">{content.notSentAlertText}</p>
          {notice.kind === 'tooMany' && <p className="mt-2 font-semibold">{tryAgainIn(notice.minutes)}</p>}
          {otherChannels}
        </div>
      )}
      {invalid.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border-s-4 border-red-600 bg-red-50 p-6 text-red-900 outline-none"
          data-contact-errors
        >
          <p className="font-bold">{strings.invalidHeader}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {invalid.map((refused) => (
              <li key={refused.field}>
                <a href={`#${inputId(refused.field)}`} className="underline">
                  {strings.fieldProblem.replace('{label}', label(refused.field)).replace('{problem}', problemText(refused))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Before the fields and files: a native post that runs past its limit still says where it came from. */}
      <input type="hidden" name="sentFrom" value={sentFrom} />
      {project && <input type="hidden" name="project" value={project} />}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {strings.honeypot}
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className="text-sm text-steel-500">{strings.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name', 'text', { autoComplete: 'name', maxLength: CONTACT_LIMITS.name })}
        {input('phone', 'tel', {
          autoComplete: 'tel',
          maxLength: CONTACT_LIMITS.phone,
          pattern: CONTACT_PHONE_PATTERN,
          title: strings.invalid.phone,
        })}
        {input('email', 'email', { autoComplete: 'email', maxLength: CONTACT_LIMITS.email })}
        {input('subject', 'text', { maxLength: CONTACT_LIMITS.subject })}
        {kindsOfWork && (
          <div>
            {labelText('kindOfWork')}
            <select
              onChange={(e) => edit('kindOfWork', e.currentTarget)}
              {...fieldProps('kindOfWork')}
              // As tall as the text fields beside it: a select's text box is 4 px lower than an input's.
              className={fieldProps('kindOfWork').className.replace('py-2.5', 'py-3')}
            >
              <option value="">{content.kindOfWorkPlaceholder ?? ''}</option>
              {KINDS_OF_WORK.map((kind) => (
                <option key={kind} value={kind}>
                  {kindsOfWork[kind]}
                </option>
              ))}
            </select>
            {problem('kindOfWork')}
          </div>
        )}
        {content.locationLabel && input('location', 'text', { maxLength: CONTACT_LOCATION_LIMIT })}
      </div>
      <div>
        {labelText('message')}
        <textarea
          rows={6}
          onChange={(e) => edit('message', e.currentTarget)}
          {...fieldProps('message')}
          maxLength={CONTACT_LIMITS.message}
        />
        {problem('message')}
      </div>
      {content.attachmentsLabel && (
        <div data-contact-files>
          <label htmlFor={FILES_INPUT_ID} className="font-medium text-navy-900">
            {content.attachmentsLabel}
          </label>
          <p id={FILES_HINT_ID} className="text-sm text-steel-500">
            {fileText(strings.attachmentsHint, lang)}
          </p>
          <input
            ref={filesInput}
            id={FILES_INPUT_ID}
            type="file"
            name={ATTACHMENTS_FIELD}
            multiple
            accept={ATTACHMENT_ACCEPT}
            onChange={(e) => chooseFiles(e.currentTarget)}
            aria-describedby={fileProblem ? `${FILES_ERROR_ID} ${FILES_HINT_ID}` : FILES_HINT_ID}
            {...(fileProblem ? { 'aria-invalid': true } : {})}
            className={`mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-900 file:me-3 file:rounded file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:font-semibold file:text-white ${fileProblem ? 'border-2 border-red-700' : 'border-steel-200'}`}
          />
          {fileProblem && (
            <p id={FILES_ERROR_ID} role="alert" className="mt-1 text-sm font-medium text-red-700" data-field-error={ATTACHMENTS_FIELD}>
              {fileText(strings.fileProblems[fileProblem.reason], lang, fileProblem.name)}
            </p>
          )}
          {initial?.filesDropped && files.length === 0 && (
            <p className="mt-1 text-sm font-medium text-navy-900" data-files-dropped>
              {strings.chooseFilesAgain}
            </p>
          )}
          {files.length > 0 && (
            <div className="mt-2 text-sm text-navy-900">
              <p className="font-medium">{strings.chosenFiles}</p>
              <ul className="mt-1 space-y-0.5" data-chosen-files>
                {files.map((file, i) => (
                  <li key={`${i}-${file.name}`} className="break-words">
                    {file.name} <span className="whitespace-nowrap text-steel-500">({formatFileSize(file.size, lang)})</span>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={removeFiles} className="mt-2 font-semibold text-navy-700 underline">
                {strings.removeFiles}
              </button>
            </div>
          )}
        </div>
      )}
      <p className="text-sm text-steel-500" data-privacy-note>
        {strings.privacyBefore}{' '}
        <a href={privacyHref} className="font-medium text-navy-700 underline">
          {strings.privacyLink}
        </a>
        {strings.privacyAfter === '.' ? '.' : ` ${strings.privacyAfter}`}
      </p>
      <button type="submit" className="rounded-md bg-accent-500 px-8 py-3 font-semibold text-navy-950 hover:bg-accent-400">
        {content.sendButtonText}
      </button>
    </form>
  );
}

/**
 * Contact form (SPEC §4, §5, §8; DECISIONS.md): unsubmitted -> sending -> sent | not sent.
 * 'Sent' only after the server acknowledged the stored request, then the 'sent' page with the
 * request's reference; any failure shows 'not sent' with the other channels and a retry that
 * gives back everything typed and chosen. A refusal for too many requests (429) says how many
 * minutes to wait instead. The state is plain functions (contact-form/: the draft, the checks,
 * the phases, the answer, the sending); this component lays the form out.
 *
 * Without JavaScript the same markup posts natively to `action`, the browser checking the
 * fields (required, type, maxlength, pattern); the server answers with the 'sent' page or renders
 * this form again with `initial` (values, refused fields, a notice). Once the island runs, it
 * checks by the same rules itself and says what to fix in the page's language (`noValidate`).
 */
import { useEffect, useRef, useState } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_LOCATION_LIMIT,
  CONTACT_PHONE_PATTERN,
  FORM_FIELDS,
  KINDS_OF_WORK,
  type FormField,
  type FormValues,
} from '../content/contact-fields';
import type { ContactPage } from '../content/schemas';
import type { ContactFormPage, Lang } from '../i18n/routes';
import type { UiStrings } from '../i18n/ui';
import type { FormState } from '../lib/contact-form-state';
import ErrorSummary from './contact-form/ErrorSummary';
import FilesField from './contact-form/FilesField';
import FormAlert, { tryAgainIn } from './contact-form/FormAlert';
import { errorId, inputId } from './contact-form/ids';
import OtherChannels, { type Channels } from './contact-form/OtherChannels';
import { problemText } from './contact-form/problem-text';
import { useContactForm } from './contact-form/useContactForm';
import { isRequired } from './contact-form/validation';

interface Props {
  lang: Lang;
  /** Where the island posts its JSON. */
  endpoint: string;
  /** Where the form posts natively, before hydration or without JavaScript. */
  action: string;
  /** The 'sent' page, where a stored request leads with its reference. */
  sentHref: string;
  content: ContactPage;
  strings: UiStrings['contactForm'];
  privacyHref: string;
  /** The other channels a visitor is offered when a request cannot be sent: the leading office's first phone and e-mail. */
  channels: Channels;
  /** The server's answer to a native post that was not stored. */
  initial?: FormState | undefined;
  /** Values the page's form starts with (the quote page's subject); a draft or typing replaces them. */
  preset?: Partial<FormValues> | undefined;
  /** The route table's key of the page the form is on, sent with the request (a hidden field). */
  sentFrom: ContactFormPage;
  /** The project a project's quote form asks about (its document id), sent with the request (a hidden field). */
  project?: string | undefined;
}

const EMPTY = Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as FormValues;
const INPUT = 'mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-900 placeholder:text-steel-500 focus:border-navy-700';

export default function ContactForm(props: Props) {
  const { lang, content, strings, initial, sentFrom } = props;
  // The quote's fields are asked where the content labels them (content saved before them has none).
  const label = (field: FormField) => content[`${field}Label`] ?? field;
  const kindsOfWork = content.kindOfWorkLabel ? content.kindsOfWork : undefined;
  const asked = FORM_FIELDS.filter((field) => (CONTACT_FIELDS as readonly FormField[]).includes(field) || content[`${field}Label`]);
  // One object for the island's life: the draft's hook compares against it.
  const [start] = useState(() => (props.preset ? { ...EMPTY, ...props.preset } : EMPTY));
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useContactForm({
    lang,
    endpoint: props.endpoint,
    sentHref: props.sentHref,
    sentFrom,
    project: props.project,
    asked,
    start,
    initial,
    formRef,
    alertRef,
  });
  const { values, status } = form;
  // The server's markup has none, so the browser checks the form until the island can.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (status.phase.kind !== 'editing')
    return (
      <FormAlert
        phase={status.phase}
        lang={lang}
        content={content}
        strings={strings}
        channels={props.channels}
        alertRef={alertRef}
        onCancel={form.cancel}
        onRetry={form.retry}
      />
    );

  const refusal = (field: FormField) => status.invalid.find((r) => r.field === field);
  const fieldProps = (field: FormField) => {
    const refused = refusal(field) !== undefined;
    return {
      id: inputId(field),
      name: field,
      required: isRequired(field),
      // A choice has none: its first, empty option says what to do.
      ...(field === 'kindOfWork' ? {} : { placeholder: content[`${field}Placeholder`] }),
      value: values[field] ?? '',
      onChange: (e: { currentTarget: { value: string } }) => form.edit(field, e.currentTarget.value),
      className: `${INPUT} ${refused ? 'border-red-700 border-2' : 'border-steel-200'}`,
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
  const problem = (field: FormField) => {
    const refused = refusal(field);
    return (
      refused && (
        <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700" data-field-error={field}>
          {problemText(refused, values, strings)}
        </p>
      )
    );
  };
  const input = (field: Exclude<FormField, 'message' | 'kindOfWork'>, type: string, extra: Record<string, string | number> = {}) => (
    <div>
      {labelText(field)}
      <input type={type} {...fieldProps(field)} {...extra} />
      {problem(field)}
    </div>
  );

  return (
    // POST even before hydration, so what a visitor typed never ends up in a URL.
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate={hydrated}
      // Files travel only in a multipart post; without them the form posts as it always did.
      {...(content.attachmentsLabel ? { encType: 'multipart/form-data' } : {})}
      onSubmit={(event) => {
        event.preventDefault();
        void form.send(honeypot.current?.value ?? '');
      }}
      aria-label={strings.legend}
      className="space-y-4"
      data-contact-form
    >
      {status.notice && (
        <div
          role="alert"
          className="rounded-lg border-s-4 border-red-600 bg-red-50 p-6 text-red-900"
          data-contact-notice={status.notice.kind}
        >
          <p className="text-lg font-bold">{content.notSentAlertHeader}</p>
          <p className="mt-2">{content.notSentAlertText}</p>
          {status.notice.kind === 'tooMany' && <p className="mt-2 font-semibold">{tryAgainIn(strings, lang, status.notice.minutes)}</p>}
          <OtherChannels intro={strings.otherChannels} channels={props.channels} />
        </div>
      )}
      {status.invalid.length > 0 && (
        <ErrorSummary
          refused={status.invalid.map((r) => ({ field: r.field, label: label(r.field), text: problemText(r, values, strings) }))}
          strings={strings}
        />
      )}
      {/* Before the fields and files: a native post that runs past its limit still says where it came from. */}
      <input type="hidden" name="sentFrom" value={sentFrom} />
      {props.project && <input type="hidden" name="project" value={props.project} />}
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
            {/* As tall as the text fields beside it: a select's text box is 4 px lower than an input's. */}
            <select {...fieldProps('kindOfWork')} className={fieldProps('kindOfWork').className.replace('py-2.5', 'py-3')}>
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
        <textarea rows={6} {...fieldProps('message')} maxLength={CONTACT_LIMITS.message} />
        {problem('message')}
      </div>
      {content.attachmentsLabel && (
        <FilesField
          label={content.attachmentsLabel}
          lang={lang}
          strings={strings}
          files={form.files}
          problem={status.fileProblem}
          dropped={initial?.filesDropped === true}
          toChooseAgain={form.filesToChooseAgain}
          onChoose={form.chooseFiles}
        />
      )}
      <p className="text-sm text-steel-500" data-privacy-note>
        {strings.privacyBefore}{' '}
        <a href={props.privacyHref} className="font-medium text-navy-700 underline">
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

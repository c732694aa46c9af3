/**
 * The sign-in form, or, while nobody can sign in yet, a word that the site is not set up (what
 * to do is in the server's log and docs/operators/, for the operator, not for whoever opens /admin).
 * Errors are announced (role=alert) and say one generic thing for wrong credentials, so the
 * form does not tell which of e-mail or password was wrong.
 */
import type { AdminLang } from '../../i18n/admin-languages';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { signIn } from './api';
import { tryAgainIn, type AdminStrings } from './strings';

interface Props {
  lang: AdminLang;
  strings: AdminStrings;
  /** Sign-in is not set up yet (no staff account, or no session secret). */
  setup: boolean;
  onSignedIn: () => Promise<void>;
}

type Problem = { kind: 'invalid' } | { kind: 'tooMany'; minutes: number } | { kind: 'failed' } | null;

export function SignIn({ lang, strings, setup, onSignedIn }: Props) {
  const [problem, setProblem] = useState<Problem>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const problemId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  if (setup) {
    return (
      <section
        aria-labelledby={`${emailId}-setup`}
        className="mx-auto max-w-md rounded-lg border-s-4 border-accent-500 bg-white p-6 shadow-sm"
        data-admin-setup
      >
        <h1 id={`${emailId}-setup`} ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {strings.setupHeader}
        </h1>
        <p className="mt-3 leading-relaxed">{strings.setupText}</p>
      </section>
    );
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    setProblem(null);
    try {
      const result = await signIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      if (result.ok) await onSignedIn();
      else setProblem(result.reason === 'tooMany' ? { kind: 'tooMany', minutes: result.retryAfterMinutes } : { kind: 'invalid' });
    } catch {
      setProblem({ kind: 'failed' });
    } finally {
      setSubmitting(false);
    }
  };

  const problemText =
    problem === null
      ? ''
      : problem.kind === 'invalid'
        ? strings.signIn.invalid
        : problem.kind === 'tooMany'
          ? tryAgainIn(strings, lang, problem.minutes)
          : strings.signIn.failed;
  const inputClass = 'mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2.5 text-navy-900';

  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-sm">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {strings.signIn.header}
      </h1>
      <form onSubmit={onSubmit} className="mt-4 space-y-4" data-admin-sign-in aria-describedby={problem ? problemId : undefined}>
        {/* Always in the page, so that assistive technology hears each new message. */}
        <div
          id={problemId}
          role="alert"
          className={problem ? 'rounded-md border-s-4 border-red-600 bg-red-50 p-3 font-medium text-red-900' : ''}
          data-sign-in-problem={problem?.kind}
        >
          {problemText}
        </div>
        <div>
          <label htmlFor={emailId} className="font-medium text-navy-900">
            {strings.signIn.email}
          </label>
          <input id={emailId} name="email" type="email" autoComplete="email" required spellCheck={false} className={inputClass} />
        </div>
        <div>
          <label htmlFor={passwordId} className="font-medium text-navy-900">
            {strings.signIn.password}
          </label>
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required className={inputClass} />
        </div>
        <button
          type="submit"
          aria-disabled={submitting}
          className="w-full rounded-md bg-accent-500 px-6 py-3 font-semibold text-navy-950 hover:bg-accent-400 aria-disabled:opacity-70 sm:w-auto"
        >
          {submitting ? strings.signIn.submitting : strings.signIn.submit}
        </button>
      </form>
    </section>
  );
}

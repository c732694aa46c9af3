/**
 * The native form post (no JavaScript) presented for a page: 'stored' becomes a redirect to
 * the 'sent' page; every other outcome re-renders the form with what the visitor typed, the
 * fields to fix, or the 'not sent' notice with the other channels. Nothing typed is lost.
 */
import type { Lang } from '../../i18n/routes';
import { refusedFields, type FormState } from '../../lib/contact-form-state';
import { retryAfterMinutes } from '../../lib/retry-after';
import { FILES_OFF, readFormPost, type FormPost } from './read-submission';
import { submitContactRequest, type ContactDependencies, type ContactOutcome } from './submit';

export type FormAnswer =
  { kind: 'sent'; id: string; filesRefused?: true } | { kind: 'form'; status: number; headers: Record<string, string>; form: FormState };

/** The answer to a post: `post` gives back what was typed and the page it came from. */
export function formAnswer(outcome: ContactOutcome, post: Pick<FormPost, 'values' | 'sentFrom' | 'project' | 'filesSent'>): FormAnswer {
  const { values, sentFrom, project, filesSent } = post;
  const page = (status: number, form: Omit<FormState, 'values'>, headers: Record<string, string> = {}): FormAnswer => ({
    kind: 'form',
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
    form: {
      values,
      ...(sentFrom ? { sentFrom } : {}),
      ...(project ? { project } : {}),
      ...(filesSent ? { filesDropped: true } : {}),
      ...form,
    },
  });
  switch (outcome.kind) {
    case 'stored':
      return { kind: 'sent', id: outcome.id, ...(outcome.filesRefused ? { filesRefused: true as const } : {}) };
    case 'invalid': {
      if (outcome.reason === 'files' && outcome.file) return page(outcome.status, { invalid: [], fileProblem: outcome.file });
      // Only what the visitor typed can be fixed by the visitor; anything else (the honeypot,
      // the size, a field sent twice) is 'not sent', with the text kept for a retry.
      const invalid = outcome.reason === 'fields' ? refusedFields(outcome.fields) : [];
      return invalid.length > 0 ? page(outcome.status, { invalid }) : page(outcome.status, { invalid: [], notice: { kind: 'notSent' } });
    }
    case 'tooMany':
      return page(
        429,
        { invalid: [], notice: { kind: 'tooMany', minutes: retryAfterMinutes(String(outcome.retryAfterSeconds)) } },
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      );
    case 'forbidden':
      return page(403, { invalid: [], notice: { kind: 'notSent' } });
    case 'methodNotAllowed':
      return page(405, { invalid: [], notice: { kind: 'notSent' } }, { Allow: 'POST' });
    case 'unavailable':
      return page(503, { invalid: [], notice: { kind: 'notSent' } });
  }
}

/** Reads the post (values first, so even a refusal before validation can give them back), then the shared path. */
export async function submitContactForm(request: Request, deps: ContactDependencies, lang: Lang): Promise<FormAnswer> {
  const post = await readFormPost(request, lang, (deps.now ?? (() => new Date()))().getTime(), deps.uploads ?? FILES_OFF, deps.ip);
  const outcome = await submitContactRequest(request, deps, () => Promise.resolve(post.result));
  return formAnswer(outcome, post);
}

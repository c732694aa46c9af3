/**
 * Staff answer a request's visitor from the inbox (the `inbox` permission): a reply is stored
 * with its message before any attempt to send it, then sent by the backend's outbox (the
 * embedded database's sender, or Firestore's Trigger Email extension); a failed one is sent
 * again on demand. Only these calls, made by a signed-in staff member, mail anyone but staff:
 * nothing a visitor sends does. The composer's templates come from the content
 * (`replyTemplates`), each language's own.
 */
import { randomUUID } from 'node:crypto';
import type { ReplyAnswer, ReplyTemplatesAnswer } from '../../admin-api/contract';
import { replyTemplatesSchema } from '../../content/schemas';
import { adminApi, languages, type Lang } from '../../i18n/routes';
import { readJsonObject } from '../http/body';
import { json } from '../http/json';
import type { PathParams, Route } from '../http/router';
import { REPLY_BODY_BYTES, REPLY_TEXT_MAX } from '../limits';
import { replyMessage } from '../notify/reply-message';
import { error, officesOf, pathSegment, withProjectNamed, withWait, type AdminCall, type AdminDependencies } from './call';

const USAGE = `send {"text": "<the reply, 1 to ${REPLY_TEXT_MAX} characters>"}`;

/** The reply templates and the company's name in `lang`, as the content has them now. */
async function languageParts(deps: AdminDependencies, lang: Lang) {
  const [templates, site] = await Promise.all([deps.content.document(lang, 'replyTemplates'), deps.content.document(lang, 'site')]);
  const parsed = replyTemplatesSchema.safeParse(templates.fields.data);
  const companyName = site.fields.data?.['companyName'];
  return {
    templates: parsed.success ? parsed.data : undefined,
    companyName: typeof companyName === 'string' ? companyName : '',
  };
}

function templates({ deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    const read = await Promise.all(
      languages.map(async (lang) => [lang, (await languageParts(deps, lang)).templates?.templates ?? []] as const),
    );
    const answer: ReplyTemplatesAnswer = { templates: Object.fromEntries(read), replyProblem: deps.replyProblem ?? null };
    return json(200, answer);
  }, 'inbox');
}

function send({ request, deps, store, now, at, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    if (deps.replyProblem) return error(503, deps.replyProblem);
    const id = pathSegment(params['id']);
    const item = id === undefined ? undefined : await store.getItem(id);
    if (!item) return error(404, 'no such contact request');
    if (!item.email) return error(409, 'this request has no e-mail address to reply to; call the visitor instead');
    const body = await readJsonObject(request, REPLY_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const text = body.value['text'];
    if (typeof text !== 'string' || text.trim() === '' || text.length > REPLY_TEXT_MAX || Object.keys(body.value).length !== 1)
      return error(400, USAGE);
    const { templates: content, companyName } = await languageParts(deps, item.lang);
    const message = replyMessage({
      visitor: item,
      text: text.trim(),
      staffMember: user.email,
      staffList: deps.staffList,
      companyName,
      subjectLine: content?.subjectLine ?? '',
    });
    const reply = await deps.replies.add(
      {
        id: (deps.newReplyId ?? randomUUID)(),
        requestId: item.id,
        by: user.email,
        byName: user.displayName,
        at: now.toISOString(),
        text: message.text,
        message,
      },
      at,
    );
    // Written to the visitor is answered, whatever the mail server does next (the card shows
    // that): the first reply is the request's first answer, as a call marked "by phone" is.
    const answered = await store.recordFirstAnswer(item.id, {
      by: user.email,
      at: now,
      channel: 'email',
      officeOf: officesOf(deps.projects),
    });
    const answer: ReplyAnswer = {
      reply,
      ...(answered ? { item: withWait(withProjectNamed(answered, deps.projects), deps.projects, now) } : {}),
    };
    return json(201, answer);
  }, 'inbox');
}

function retry({ deps, store, at, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async () => {
    if (deps.replyProblem) return error(503, deps.replyProblem);
    const id = pathSegment(params['id']);
    const replyId = pathSegment(params['replyId']);
    const item = id === undefined ? undefined : await store.getItem(id);
    if (!item || replyId === undefined) return error(404, 'no such contact request');
    const reply = await deps.replies.retry(item.id, replyId, at);
    if (!reply) return error(409, 'this request has no failed reply of that id to send again');
    const answer: ReplyAnswer = { reply };
    return json(200, answer);
  }, 'inbox');
}

export const replyEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.replyTemplates, methods: { GET: templates } },
  { path: adminApi.contactRequestReplies, methods: { POST: send } },
  { path: adminApi.contactRequestReplyRetry, methods: { POST: retry } },
];

/**
 * The staff API as its on-demand route runs it: the client's address resolved, then the API
 * (api.ts) with the settings built once at start (src/server/services.ts), on the same store as
 * the contact endpoint. Settings that could not be built (an Error) make it answer 503. Every
 * answer, whichever route or error gave it, says `Cache-Control: no-store`.
 */
import type { Backend } from '../backend';
import { reminderSecret, trustedProxies, type Environment } from '../config';
import { clientAddress } from '../http/client-address';
import { allowedOrigins } from '../http/allowed-origin';
import { json } from '../http/json';
import { handleAdminRequest, type AdminDependencies } from './api';
import { signInThrottle } from './sign-in-throttle';
import { createContentService } from '../content/service';
import { notingChanges, previewBase, type PreviewBase } from '../content/preview-base';
import { getContent } from '../../content/loader';
import type { Publisher } from '../publish/publisher';
import { consoleLog, type Log } from '../log';
import { contentProjects, type ProjectCatalog } from '../../lib/project-catalog';
import { reminderRunner } from '../reminders/runner';
import { reminderSettings } from '../reminders/settings';
import { liveOfficeOf } from '../reminders/office-hours';
import type { BuildFacts } from '../build-facts';
import { getSiteSettings } from '../../content/operations';
import { defaultLang } from '../../i18n/routes';

/**
 * `projects`: the projects of the build that answers (its route's content), which name requests'
 * projects; `socketDrain`: when the answer's socket takes more (a streamed answer waits for it).
 */
export type AdminRoute = (
  request: Request,
  socketAddress: string,
  projects?: ProjectCatalog,
  socketDrain?: () => Promise<void>,
) => Promise<Response>;

/** `previewContent`: what the studio's page preview starts from, read again after each save through `content`. */
export type AdminSettings = Omit<AdminDependencies, 'ip'> & { trustedProxies: number; previewContent: PreviewBase };

export function adminSettings(
  env: Environment,
  siteUrl: string | undefined,
  backend: Backend,
  /** What the build being served says of itself (a publish changes it). */
  liveFacts: () => BuildFacts,
  publishing: { publisher: Publisher | undefined; problem: string | undefined } = { publisher: undefined, problem: undefined },
  log: (line: string) => void,
  serverLog: Log = consoleLog,
): AdminSettings {
  // Content never saved reads as the snapshot the server's working folder holds (content-snapshot/).
  const content = createContentService(backend.contentStore, getContent);
  const previewContent = previewBase(content);
  const reminderToken = reminderSecret(env);
  const runner =
    backend.reminderSending &&
    reminderRunner({
      store: backend.reminders,
      sending: backend.reminderSending,
      settings: () => reminderSettings(content),
      // The offices' hours the inbox counts waits in: the contact page of the build being served.
      officeOf: liveOfficeOf(liveFacts, contentProjects.requestOffice),
      staffList: backend.staffList,
      siteUrl: siteUrl ?? getSiteSettings(defaultLang).baseUrl,
      log: serverLog,
    });
  return {
    reminders: {
      runner,
      secret: reminderToken.secret,
      problem:
        reminderToken.problem ??
        (runner ? undefined : 'Reminders are off: NOTIFY_TO is not set (with the embedded database, SMTP_URL as well)'),
    },
    store: backend.adminStore,
    retention: backend.contactRetention,
    log,
    content: notingChanges(content, previewContent.changed),
    previewContent,
    media: backend.mediaStore,
    mediaProblem: backend.mediaProblem,
    attachments: backend.attachmentStore,
    attachmentProblem: backend.attachmentProblem,
    sessionSecret: backend.sessionSecret,
    secretProblem: backend.secretProblem,
    throttle: signInThrottle(backend.adminStore),
    allowedOrigins: allowedOrigins(env, siteUrl),
    trustedProxies: trustedProxies(env),
    snapshotExportedAt: () => liveFacts().contentExportedAt,
    publishRuns: backend.publishRuns,
    replies: backend.replies,
    replyProblem: backend.replyProblem,
    staffList: backend.staffList,
    publisher: publishing.publisher,
    publishProblem: publishing.problem,
  };
}

/**
 * Every staff API answer is one person's: no browser or proxy may keep it. Said here once for
 * every route and error, not by each; an answer that already forbids storing keeps its own.
 */
function neverStored(response: Response): Response {
  if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createAdminRoute(settings: AdminSettings | Error, log: Log): AdminRoute {
  const route = answering(settings, log);
  return async (request, socketAddress, projects, socketDrain) => neverStored(await route(request, socketAddress, projects, socketDrain));
}

function answering(settings: AdminSettings | Error, log: Log): AdminRoute {
  if (settings instanceof Error) return async () => json(503, { error: 'the admin API is not configured; see the server log' });
  return async (request, socketAddress, projects, socketDrain) => {
    const ip = clientAddress({
      forwardedFor: request.headers.get('x-forwarded-for'),
      socketAddress,
      trustedProxies: settings.trustedProxies,
    });
    try {
      return await handleAdminRequest(request, { ...settings, ip, projects, socketDrain });
    } catch (error) {
      log.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
      return json(503, { error: 'the store could not be reached; try again' });
    }
  };
}

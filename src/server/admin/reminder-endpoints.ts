/**
 * "Send what is due": one pass of the reminders (reminders/runner.ts), for Cloud Scheduler,
 * which calls it every few minutes where idle instances stop and no loop of the server's own
 * runs. Guarded by a bearer token (REMINDER_SECRET, from Secret Manager), compared in constant
 * time; not by Cloud Scheduler's OIDC token, whose check needs Google's keys fetched over the
 * network. No session: the caller is no staff member; no Origin either, as no browser calls it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { adminApi } from '../../i18n/routes';
import type { Route } from '../http/router';
import { json } from '../http/json';
import { error, type AdminCall } from './call';

/** Digests of equal length, so the comparison takes as long whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

async function sendDue({ request, deps }: AdminCall): Promise<Response> {
  const { runner, secret, problem } = deps.reminders ?? {};
  if (!runner || !secret) return error(503, problem ?? 'reminders are not sent through this endpoint here');
  const token = bearerToken(request);
  if (token === undefined) return error(401, 'send the reminders secret as a bearer token', { 'WWW-Authenticate': 'Bearer' });
  if (!timingSafeEqual(digest(token), digest(secret))) return error(403, 'wrong reminders secret');
  return json(200, { sent: await runner.runOnce() });
}

export const reminderEndpoints: readonly Route<AdminCall>[] = [{ path: adminApi.remindersDue, methods: { POST: sendDue } }];

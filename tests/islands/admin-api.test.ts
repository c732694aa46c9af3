/**
 * The admin island's API helpers against the staff API's contract (src/admin-api/contract.ts), with `fetch` faked at the
 * boundary: what each status means to the UI (401 signs out, 429 says how long to wait, an HTML
 * not-found page means the API is not there) and what goes on the wire.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminApiError,
  contactRequestsUrl,
  eraseContactRequests,
  fetchContactRequests,
  fetchStatus,
  fetchSummary,
  SessionExpiredError,
  changeRequest,
  signIn,
  signOut,
} from '../../src/islands/admin/api';
import { adminApi } from '../../src/i18n/routes';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signIn', () => {
  it('posts the credentials as JSON with the same-origin cookie, and 204 is signed in', async () => {
    const calls = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await signIn('a@example.com', 'şifre')).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(adminApi.session);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@example.com', password: 'şifre' });
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('401 is one "invalid" outcome whatever the server says', async () => {
    fakeFetch(() => json({ error: 'unknown e-mail' }, 401));
    expect(await signIn('a@example.com', 'x')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('429 turns Retry-After seconds into whole minutes, rounded up', async () => {
    fakeFetch(() => json({ error: 'too many' }, 429, { 'retry-after': '181' }));
    expect(await signIn('a@example.com', 'x')).toEqual({ ok: false, reason: 'tooMany', retryAfterMinutes: 4 });
  });

  it('429 without Retry-After still says at least one minute', async () => {
    fakeFetch(() => json({ error: 'too many' }, 429));
    expect(await signIn('a@example.com', 'x')).toEqual({ ok: false, reason: 'tooMany', retryAfterMinutes: 1 });
  });

  it('a server error or no network is an AdminApiError, not a wrong password', async () => {
    fakeFetch(() => json({ error: 'boom' }, 500));
    await expect(signIn('a@example.com', 'x')).rejects.toBeInstanceOf(AdminApiError);
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(signIn('a@example.com', 'x')).rejects.toMatchObject({ name: 'AdminApiError', status: null });
  });
});

describe('calls that need a session', () => {
  it('answer 401 with SessionExpiredError, so the UI goes back to the sign-in form', async () => {
    fakeFetch(() => json({ error: 'no session' }, 401));
    await expect(fetchSummary()).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(fetchContactRequests('waiting')).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(changeRequest('r1', { status: 'won' })).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it('an HTML page where JSON was expected means the API is not there', async () => {
    fakeFetch(
      () =>
        new Response('<!doctype html><p>Aradığınız İçerik Bulunmamaktadır.</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await expect(fetchStatus()).rejects.toBeInstanceOf(AdminApiError);
    fakeFetch(() => new Response('<!doctype html>', { status: 404 }));
    await expect(fetchStatus()).rejects.toMatchObject({ status: 404 });
  });

  it('fetchStatus returns the status as sent', async () => {
    const status = { signedIn: false, user: null, setupNeeded: true };
    fakeFetch(() => json(status));
    expect(await fetchStatus()).toEqual(status);
  });
});

describe('contact requests', () => {
  it('asks for a status and passes the opaque cursor back untouched', async () => {
    const calls = fakeFetch(() => json({ items: [], next: null }));
    await fetchContactRequests('closed');
    await fetchContactRequests('all', 'a+b/c=');
    expect(calls.map((c) => c.url)).toEqual([`${adminApi.contactRequests}?status=closed`, contactRequestsUrl('all', 'a+b/c=')]);
    expect(new URL(contactRequestsUrl('all', 'a+b/c='), 'http://x').searchParams.get('cursor')).toBe('a+b/c=');
  });

  it("PATCHes the change to the request and returns the server's item", async () => {
    const item = { id: 'a/b', status: 'lost', lostReason: 'price' };
    const calls = fakeFetch(() => json({ item }));
    expect(await changeRequest('a/b', { status: 'lost', lostReason: 'price' })).toEqual(item);
    expect(calls[0]?.url).toBe(`${adminApi.contactRequests}/a%2Fb`);
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ status: 'lost', lostReason: 'price' });
  });

  it('404 on PATCH is an AdminApiError', async () => {
    fakeFetch(() => json({ error: 'not found' }, 404));
    await expect(changeRequest('gone', { answered: 'phone' })).rejects.toMatchObject({ name: 'AdminApiError', status: 404 });
  });
});

describe('signOut', () => {
  it('DELETEs the session; a session already gone is fine', async () => {
    const calls = fakeFetch(() => new Response(null, { status: 204 }));
    await signOut();
    expect(calls[0]?.init.method).toBe('DELETE');
    fakeFetch(() => json({ error: 'no session' }, 401));
    await expect(signOut()).resolves.toBeUndefined();
  });
});

describe('eraseContactRequests', () => {
  it('posts the addresses and reads the count; 401 signs out', async () => {
    const calls = fakeFetch(() => json({ erased: 2 }));
    expect(await eraseContactRequests(['ayse@example.com', '+90 312 555 01 23'])).toBe(2);
    expect(calls[0]?.url).toBe(adminApi.contactErasure);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ addresses: ['ayse@example.com', '+90 312 555 01 23'] });

    fakeFetch(() => json({ error: 'sign in first' }, 401));
    await expect(eraseContactRequests(['ayse@example.com'])).rejects.toBeInstanceOf(SessionExpiredError);
  });
});

/** Contact submissions for the handler tests: one valid, and more than thirty kinds of bad input. */
import { randomUUID } from 'node:crypto';
import { CONTACT_BODY_BYTES } from '../../src/server/limits';

export const ORIGIN = 'https://www.ornekelektromekanik.com.tr';
export const ENDPOINT = `${ORIGIN}/api/contact`;

export function validSubmission(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ayşe Yılmaz',
    phone: '+90 (312) 555-01.23',
    email: 'ayse@example.com',
    subject: 'Trafo merkezi teklifi',
    message: 'Merhaba, 2 x 1600 kVA trafo merkezi için teklif rica ederiz.',
    lang: 'tr',
    requestId: randomUUID(),
    website: '',
    elapsedMs: 8000,
    ...overrides,
  };
}

interface RequestSpec {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function post(spec: RequestSpec): Request {
  return new Request(ENDPOINT, {
    method: spec.method ?? 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...spec.headers },
    ...(spec.method === 'GET' ? {} : { body: spec.body ?? '' }),
  });
}

export const json = (data: unknown, headers: Record<string, string> = {}) => post({ body: JSON.stringify(data), headers });

const without = (field: string) => {
  const data: Record<string, unknown> = validSubmission();
  delete data[field];
  return data;
};

/** [what, request, expected status, field the error names]. */
export function badRequests(): [string, Request, number, string][] {
  return [
    ['name missing', json(without('name')), 400, 'name'],
    ['phone missing', json(without('phone')), 400, 'phone'],
    ['subject missing', json(without('subject')), 400, 'subject'],
    ['message missing', json(without('message')), 400, 'message'],
    ['name empty', json(validSubmission({ name: '' })), 400, 'name'],
    ['name only spaces', json(validSubmission({ name: '   ' })), 400, 'name'],
    ['name a number', json(validSubmission({ name: 42 })), 400, 'name'],
    ['name too long', json(validSubmission({ name: 'a'.repeat(101) })), 400, 'name'],
    ['phone with letters', json(validSubmission({ phone: 'call me maybe' })), 400, 'phone'],
    ['phone too short', json(validSubmission({ phone: '123' })), 400, 'phone'],
    ['phone too long', json(validSubmission({ phone: '1'.repeat(31) })), 400, 'phone'],
    ['e-mail malformed', json(validSubmission({ email: 'ayse@' })), 400, 'email'],
    ['e-mail a number', json(validSubmission({ email: 5 })), 400, 'email'],
    ['subject too long', json(validSubmission({ subject: 's'.repeat(151) })), 400, 'subject'],
    ['message too long', json(validSubmission({ message: 'm'.repeat(5001) })), 400, 'message'],
    ['message an array', json(validSubmission({ message: ['a', 'b'] })), 400, 'message'],
    ['unknown language', json(validSubmission({ lang: 'xx' })), 400, 'lang'],
    ['language missing', json(without('lang')), 400, 'lang'],
    ['request id missing', json(without('requestId')), 400, 'requestId'],
    ['request id not a UUID', json(validSubmission({ requestId: '../../etc/passwd' })), 400, 'requestId'],
    ['an unknown field', json(validSubmission({ admin: true })), 400, 'admin'],
    ['honeypot filled', json(validSubmission({ website: 'https://spam.example' })), 400, 'website'],
    ['sent too fast', json(validSubmission({ elapsedMs: 900 })), 400, 'elapsedMs'],
    ['fill time negative', json(validSubmission({ elapsedMs: -5 })), 400, 'elapsedMs'],
    ['fill time not a number', json(validSubmission({ elapsedMs: 'soon' })), 400, 'elapsedMs'],
    ['invalid JSON', post({ body: '{"name": "Ali",' }), 400, 'body'],
    ['JSON array', post({ body: '[1,2,3]' }), 400, 'body'],
    ['JSON null', post({ body: 'null' }), 400, 'body'],
    ['empty body', post({ body: '' }), 400, 'body'],
    ['text/plain', post({ body: JSON.stringify(validSubmission()), headers: { 'content-type': 'text/plain' } }), 415, 'content-type'],
    [
      'multipart cut off mid-part',
      post({
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAyşe',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      400,
      'body',
    ],
    ['no content type', post({ body: JSON.stringify(validSubmission()), headers: { 'content-type': '' } }), 415, 'content-type'],
    ['body over the size cap', json(validSubmission({ message: 'x'.repeat(CONTACT_BODY_BYTES) })), 413, 'body'],
    ['another origin', post({ body: JSON.stringify(validSubmission()), headers: { origin: 'https://evil.example' } }), 403, 'origin'],
    [
      'no origin',
      new Request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validSubmission()) }),
      403,
      'origin',
    ],
    [
      'form field sent twice',
      post({
        body: `${new URLSearchParams(validSubmission() as unknown as Record<string, string>)}&name=Again`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      400,
      'name',
    ],
  ];
}

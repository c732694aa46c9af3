/** What the endpoint's answer means for the form. */
import { expect, it } from 'vitest';
import { readAnswer } from '../../../src/islands/contact-form/answer';

const answer = (status: number, body: unknown = {}, retryAfter: string | null = null) => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  retryAfter,
});

it('201 is sent; 429 is too many, with the minutes to wait', () => {
  expect(readAnswer(answer(201, { ok: true, id: 'x' }))).toEqual({ kind: 'sent' });
  // Stored without its files: the 'sent' page asks for them by e-mail.
  expect(readAnswer(answer(201, { ok: true, id: 'x', filesRefused: { reason: 'budget', names: ['plan.pdf'] } }))).toEqual({
    kind: 'sent',
    filesRefused: true,
  });
  expect(readAnswer(answer(429, {}, '300'))).toEqual({ kind: 'tooMany', minutes: 5 });
});

it('400 names the form fields refused and why, in the form order; other fields or none are "not sent"', () => {
  const fields = [
    { field: 'message', problem: 'tooLong' },
    { field: 'name', problem: 'invalid' },
    { field: 'elapsedMs', problem: 'invalid' },
  ];
  expect(readAnswer(answer(400, { fields }))).toEqual({
    kind: 'fields',
    invalid: [
      { field: 'name', problem: 'invalid' },
      { field: 'message', problem: 'tooLong' },
    ],
  });
  expect(readAnswer(answer(400, { fields: [{ field: 'website' }] }))).toEqual({ kind: 'notSent' });
});

it('a file refused is named with its reason, whatever the status that carried it', () => {
  for (const status of [400, 413, 503])
    expect(readAnswer(answer(status, { file: { reason: 'size', name: null } }))).toEqual({
      kind: 'file',
      problem: { reason: 'size', name: null },
    });
});

it('anything else, or a body that is not JSON, is "not sent"', () => {
  for (const [status, body] of [
    [500, {}],
    [503, {}],
    [400, '<html>proxy error</html>'],
    [403, { fields: [{ field: 'origin' }] }],
  ] as const)
    expect(readAnswer(answer(status, body))).toEqual({ kind: 'notSent' });
});

/** The body of a request's PATCH: a status (lost with a reason from the list), or a first answer by phone; anything else refused with what to send. */
import { describe, expect, it } from 'vitest';
import { CHANGE_HELP, readRequestChange } from '../../../src/server/admin/request-change';

describe('a request change', () => {
  it('reads a status, a lost one with its reason, and a first answer by phone', () => {
    expect(readRequestChange({ status: 'quoteSent' })).toEqual({ kind: 'status', change: { status: 'quoteSent', lostReason: null } });
    expect(readRequestChange({ status: 'lost', lostReason: 'otherFirm' })).toEqual({
      kind: 'status',
      change: { status: 'lost', lostReason: 'otherFirm' },
    });
    expect(readRequestChange({ answered: 'phone' })).toEqual({ kind: 'answeredByPhone' });
  });

  it('refuses a lost status without a known reason, a reason on another status, the old solved mark and unknown values', () => {
    for (const body of [
      { status: 'lost' },
      { status: 'lost', lostReason: 'weather' },
      { status: 'won', lostReason: 'price' },
      { solved: true },
      { status: 'closed' },
      { answered: 'email' },
      { answered: 'phone', status: 'won' },
      undefined,
    ])
      expect(readRequestChange(body), JSON.stringify(body)).toEqual({ kind: 'refused', message: CHANGE_HELP });
  });
});

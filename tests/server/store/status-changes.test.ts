/** What a status change writes, the same in both stores: solved follows a final status, and a request already final keeps when it ended. */
import { describe, expect, it } from 'vitest';
import { changedStatus, statusAfterAnswer } from '../../../src/server/store/status-changes';

const open = { solved: false, solvedDate: null, solvedBy: null };
const at = new Date('2026-12-01T09:00:00.000Z');

describe('a status change', () => {
  it('solves a request that becomes final, then, by whom set it', () => {
    expect(changedStatus(open, { status: 'notAFit', lostReason: null }, 'a@example.com', at)).toEqual({
      status: 'notAFit',
      stage: 'closed',
      lostReason: null,
      solved: true,
      solvedDate: at.toISOString(),
      solvedBy: 'a@example.com',
    });
  });

  it('keeps when a final request ended when it moves to another final status, and its lost reason only while lost', () => {
    const ended = { solved: true, solvedDate: '2026-11-30T08:00:00.000Z', solvedBy: 'a@example.com' };
    expect(changedStatus(ended, { status: 'lost', lostReason: 'timing' }, 'b@example.com', at)).toMatchObject({
      lostReason: 'timing',
      ...ended,
    });
    expect(changedStatus(ended, { status: 'won', lostReason: 'timing' }, 'b@example.com', at)).toMatchObject({
      lostReason: null,
      ...ended,
    });
    expect(changedStatus(ended, { status: 'quoteSent', lostReason: null }, 'b@example.com', at)).toMatchObject({
      stage: 'inProgress',
      ...open,
    });
  });

  it('a first answer answers a new request and leaves any other status', () => {
    expect(statusAfterAnswer('new')).toBe('answered');
    expect(statusAfterAnswer('quoteSent')).toBe('quoteSent');
    expect(statusAfterAnswer('lost')).toBe('lost');
  });
});

/** The one rule of where a request stands: which statuses are final (SPEC's solved), the view each is listed in, the views' order, the old filters' names, and how a request from before statuses reads. */
import { describe, expect, it } from 'vitest';
import {
  isFinal,
  legacyStatus,
  oldestFirst,
  requestStatuses,
  stageOf,
  statusFilterOf,
  statusFilters,
} from '../../src/admin-api/request-status';

describe('request statuses', () => {
  it('are final (solved) when won, lost or not a fit, and listed by stage', () => {
    expect(requestStatuses.filter(isFinal)).toEqual(['won', 'lost', 'notAFit']);
    expect(Object.fromEntries(requestStatuses.map((status) => [status, stageOf(status)]))).toEqual({
      new: 'waiting',
      answered: 'inProgress',
      quoteSent: 'inProgress',
      won: 'closed',
      lost: 'closed',
      notAFit: 'closed',
    });
  });

  it('list the work still to do oldest first, the rest newest first', () => {
    expect(statusFilters.filter(oldestFirst)).toEqual(['waiting', 'inProgress']);
  });

  it('take the filters of before statuses to the nearest view, and refuse an unknown one', () => {
    expect(statusFilterOf('open')).toBe('waiting');
    expect(statusFilterOf('solved')).toBe('closed');
    for (const filter of statusFilters) expect(statusFilterOf(filter)).toBe(filter);
    expect(statusFilterOf('won')).toBeUndefined();
  });

  it('read a request from before statuses: solved had been answered, when and by whom it was marked, how unknown', () => {
    expect(legacyStatus({ solved: false, solvedDate: null, solvedBy: null })).toEqual({ status: 'new', firstAnswer: null });
    expect(legacyStatus({ solved: true, solvedDate: '2026-11-30T08:00:00.000Z', solvedBy: 'satis@example.com' })).toEqual({
      status: 'answered',
      firstAnswer: { date: '2026-11-30T08:00:00.000Z', by: 'satis@example.com', channel: 'unknown' },
    });
    expect(legacyStatus({ solved: true, solvedDate: null, solvedBy: null })).toEqual({ status: 'answered', firstAnswer: null });
  });
});

/**
 * The body of PATCH contact-requests/{id} (contract.ts's RequestChange), checked: a status
 * (lost with its reason from the list, any other without one), or a first answer by phone.
 */
import { isLostReason, isRequestStatus, lostReasons, requestStatuses } from '../../admin-api/request-status';
import type { StatusChange } from '../store/status-changes';

export type ReadChange = { kind: 'status'; change: StatusChange } | { kind: 'answeredByPhone' } | { kind: 'refused'; message: string };

export const CHANGE_HELP = `send {"status": one of ${requestStatuses.join(', ')}} (lost with "lostReason": one of ${lostReasons.join(', ')}), or {"answered": "phone"}`;

export function readRequestChange(body: Record<string, unknown> | undefined): ReadChange {
  const keys = Object.keys(body ?? {})
    .sort()
    .join();
  if (body && keys === 'answered' && body['answered'] === 'phone') return { kind: 'answeredByPhone' };
  if (!body || !isRequestStatus(body['status'])) return { kind: 'refused', message: CHANGE_HELP };
  const status = body['status'];
  if (status === 'lost') {
    if (keys !== 'lostReason,status' || !isLostReason(body['lostReason'])) return { kind: 'refused', message: CHANGE_HELP };
    return { kind: 'status', change: { status, lostReason: body['lostReason'] } };
  }
  return keys === 'status' ? { kind: 'status', change: { status, lostReason: null } } : { kind: 'refused', message: CHANGE_HELP };
}

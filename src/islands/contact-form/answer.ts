/**
 * What the contact endpoint's answer means for the form, as plain data: stored (201), the fields
 * or files it refused and why (400, 413, 503 with a file named), too many requests (429, with the
 * minutes from Retry-After), or not sent (anything else, a body that is not JSON included).
 */
import type { FileProblem } from '../../content/attachments';
import type { RefusedField } from '../../content/contact-fields';
import { refusedFields } from '../../lib/contact-form-state';
import { retryAfterMinutes } from '../../lib/retry-after';

export type SendOutcome =
  /** `filesRefused`: stored without its files (the server's budget for them today was used up). */
  | { kind: 'sent'; filesRefused?: true }
  | { kind: 'fields'; invalid: RefusedField[] }
  | { kind: 'file'; problem: FileProblem }
  | { kind: 'notSent' }
  | { kind: 'tooMany'; minutes: number };

export interface EndpointAnswer {
  status: number;
  body: string;
  retryAfter: string | null;
}

function parsed(body: string): { fields?: { field?: unknown; problem?: unknown }[]; file?: FileProblem; filesRefused?: unknown } {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

export function readAnswer({ status, body, retryAfter }: EndpointAnswer): SendOutcome {
  if (status === 201) return parsed(body).filesRefused ? { kind: 'sent', filesRefused: true } : { kind: 'sent' };
  if (status === 429) return { kind: 'tooMany', minutes: retryAfterMinutes(retryAfter) };
  if (status !== 400 && status !== 413 && status !== 503) return { kind: 'notSent' };
  const { fields, file } = parsed(body);
  if (file) return { kind: 'file', problem: file };
  const invalid = status === 400 ? refusedFields(fields ?? []) : [];
  return invalid.length > 0 ? { kind: 'fields', invalid } : { kind: 'notSent' };
}

/**
 * A visitor's demand to erase their data (KVKK m. 11, GDPR art. 17), in the staff API behind
 * the `inbox` permission: every request of the addresses given (an e-mail compared without
 * case, a phone by its digits) is deleted with its notification, and the count answered; a
 * dry run first counts each address's requests, so staff see a shared number before they confirm. The
 * audit line says who erased how many and when, never whose data it was.
 */
import { adminApi } from '../../i18n/routes';
import type { ContactErasureAnswer, ContactErasureMatches } from '../../admin-api/contract';
import { readJsonObject } from '../http/body';
import { STAFF_JSON_BODY_BYTES } from '../limits';
import { json } from '../http/json';
import type { Route } from '../http/router';
import { contactAddress, type ContactAddress } from '../store/contact-retention';
import { error, type AdminCall } from './call';

/** A person gives an e-mail and a phone; a few more is still one person's demand, not a bulk delete. */
const MAX_ADDRESSES = 10;
const USAGE = 'send {"addresses": ["<e-mail address or phone number>", ...]} (with "dryRun": true to count without deleting)';

/** The audit line of one erasure, the same from the inbox and the command line. */
export function erasureAuditLine(who: string, erased: number, at: Date): string {
  return `Erasure: ${who} erased ${erased} contact request(s) with their files and notifications at ${at.toISOString()}`;
}

function addressesOf(value: unknown): ContactAddress[] | string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ADDRESSES) return `${USAGE} (1 to ${MAX_ADDRESSES} addresses)`;
  const addresses: ContactAddress[] = [];
  for (const [position, item] of value.entries()) {
    const address = typeof item === 'string' ? contactAddress(item) : undefined;
    if (!address) return `addresses[${position}] is neither an e-mail address nor a phone number`;
    addresses.push(address);
  }
  return addresses;
}

function erase({ request, deps, now, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async ({ user }) => {
    const body = await readJsonObject(request, STAFF_JSON_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const extra = Object.keys(body.value).filter((key) => key !== 'addresses' && key !== 'dryRun');
    if (extra.length > 0) return error(400, `${USAGE}; unknown: ${extra.join(', ')}`);
    const dryRun = body.value['dryRun'] ?? false;
    if (typeof dryRun !== 'boolean') return error(400, `dryRun must be true or false; ${USAGE}`);
    const addresses = addressesOf(body.value['addresses']);
    if (typeof addresses === 'string') return error(400, addresses);
    if (dryRun) {
      const matches: ContactErasureMatches = { matches: await deps.retention.matches(addresses) };
      return json(200, matches);
    }
    const erased = await deps.retention.erase(addresses);
    deps.log(erasureAuditLine(user.email, erased, now));
    const answer: ContactErasureAnswer = { erased };
    return json(200, answer);
  }, 'inbox');
}

export const erasureEndpoints: readonly Route<AdminCall>[] = [{ path: adminApi.contactErasure, methods: { POST: erase } }];

/**
 * Each request's addresses as erasure compares them (contact-retention.ts's addressKeys), kept
 * as fields of its document so that an erasure and its dry run are equality queries on them:
 * Firestore compares neither without case nor by digits. Requests stored before the fields
 * existed get theirs at the first erasure or dry run that finds some missing (two counts
 * disagree), as the lead figures fill their time to solved: once, then never again.
 */
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { addressKeys } from '../contact-retention';

export const EMAIL_KEY_FIELD = 'emailKey';
export const PHONE_DIGITS_FIELD = 'phoneDigits';

/** Firestore takes at most 500 writes in one batch. */
const BATCH_WRITES = 500;

/** The fields a request is stored with. */
export function addressKeyFields(request: { email: string; phone: string }): Record<string, string> {
  const keys = addressKeys(request);
  return { [EMAIL_KEY_FIELD]: keys.email, [PHONE_DIGITS_FIELD]: keys.phone };
}

const countOf = async (query: Query) => (await query.count().get()).data().count;

/**
 * Gives every request without address keys its keys; how many it wrote. Two aggregation counts
 * when none is missing (every string is >= ''): no request is read then.
 */
export async function fillAddressKeys(requests: CollectionReference): Promise<number> {
  const [all, keyed] = await Promise.all([countOf(requests), countOf(requests.where(EMAIL_KEY_FIELD, '>=', ''))]);
  if (all === keyed) return 0;
  const snapshot = await requests.select('email', 'phone', EMAIL_KEY_FIELD).get();
  const missing = snapshot.docs.filter((doc) => typeof doc.get(EMAIL_KEY_FIELD) !== 'string');
  for (let start = 0; start < missing.length; start += BATCH_WRITES) {
    const batch = requests.firestore.batch();
    for (const doc of missing.slice(start, start + BATCH_WRITES))
      batch.update(doc.ref, addressKeyFields({ email: String(doc.get('email') ?? ''), phone: String(doc.get('phone') ?? '') }));
    await batch.commit();
  }
  return missing.length;
}

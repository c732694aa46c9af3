/**
 * Password checks wait in one short line (src/server/limits.ts): a sign-in that finds the line
 * full is answered 429 with Retry-After without its password being checked, and signs in once
 * there is room again.
 */
import { describe, expect, it } from 'vitest';
import { workQueue } from '../../../src/server/http/work-queue';
import { PASSWORD_CHECKS } from '../../../src/server/limits';
import { addStaff, client, STAFF, storeKinds } from '../store/stores';

const [[, embeddedStores]] = storeKinds(() => {
  throw new Error('the embedded store is enough here');
}) as [[string, ReturnType<typeof storeKinds>[0][1]]];

describe('sign-in under a flood of guesses', () => {
  it('answers 429 with Retry-After while the line of password checks is full, and signs in once it is not', async () => {
    const stores = embeddedStores();
    await addStaff(stores.adminStore);
    const passwordChecks = workQueue({ running: 1, waiting: 0 });
    const api = client(stores, { passwordChecks });
    // Another sign-in's check takes the only place.
    let release!: () => void;
    const other = passwordChecks.run(() => new Promise<void>((resolve) => (release = resolve)));

    const refused = await api.signIn();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(PASSWORD_CHECKS.retryAfterSeconds));
    expect(api.cookie).toBe('');

    release();
    await other;
    expect((await api.signIn(STAFF.email, STAFF.password)).status).toBe(204);
    expect(api.cookie).not.toBe('');
  });
});

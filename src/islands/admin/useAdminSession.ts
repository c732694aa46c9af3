/**
 * The staff member's session as the screens need it: unknown while the status is asked,
 * signed out (whether sign-in is not set up yet, and why signed out), signed in, or the API
 * unreachable. Any call that meets a 401 hands its error to `handleError`, which signs out.
 */
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, fetchStatus, SessionExpiredError, signOut as endSession, type AdminStatus } from './api';

type SignedOutReason = 'expired' | 'signedOut' | null;

type Session =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'signedOut'; setup: boolean; reason: SignedOutReason }
  | { kind: 'signedIn'; user: NonNullable<AdminStatus['user']> };

export interface AdminSession {
  session: Session;
  /** Asks the server again, e.g. after a successful sign-in or to retry when it was unreachable. */
  refresh: (reason?: SignedOutReason) => Promise<void>;
  signOut: () => Promise<void>;
  /** True when it handled `error` (the session had expired); otherwise the caller shows it. */
  handleError: (error: unknown) => boolean;
}

export function useAdminSession(): AdminSession {
  const [session, setSession] = useState<Session>({ kind: 'loading' });

  const refresh = useCallback(async (reason: SignedOutReason = null) => {
    try {
      const status = await fetchStatus();
      setSession(
        status.signedIn && status.user ? { kind: 'signedIn', user: status.user } : { kind: 'signedOut', setup: status.setupNeeded, reason },
      );
    } catch (error) {
      if (error instanceof SessionExpiredError) setSession({ kind: 'signedOut', setup: false, reason });
      else setSession({ kind: 'unavailable' });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      // The cookie may still be set when the server could not be reached: say so rather than pretend.
      if (error instanceof AdminApiError) {
        setSession({ kind: 'unavailable' });
        return;
      }
      throw error;
    }
    setSession({ kind: 'signedOut', setup: false, reason: 'signedOut' });
  }, []);

  const handleError = useCallback((error: unknown) => {
    if (!(error instanceof SessionExpiredError)) return false;
    setSession({ kind: 'signedOut', setup: false, reason: 'expired' });
    return true;
  }, []);

  return { session, refresh, signOut, handleError };
}

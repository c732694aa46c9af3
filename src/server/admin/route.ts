/**
 * What the admin API's on-demand route runs: the environment read once, at the first request
 * (the same backend as the contact endpoint: backendFor), the client's address resolved.
 */
import { backendFor } from '../backend';
import { trustedProxies, type Environment } from '../config';
import { clientAddress } from '../http/client-address';
import { allowedOrigins } from '../http/allowed-origin';
import { json } from '../http/json';
import { handleAdminRequest, type AdminDependencies } from './api';
import { signInThrottle } from './sign-in-throttle';

export type AdminRoute = (request: Request, socketAddress: string) => Promise<Response>;

export function createAdminRoute(env: Environment, siteUrl: string | undefined, snapshotExportedAt: string | null = null): AdminRoute {
  let settings: (Omit<AdminDependencies, 'ip'> & { trustedProxies: number }) | Error | undefined;
  return async (request, socketAddress) => {
    if (!settings) {
      try {
        const backend = backendFor(env);
        settings = {
          store: backend.adminStore,
          sessionSecret: backend.sessionSecret,
          secretProblem: backend.secretProblem,
          throttle: signInThrottle(backend.adminStore),
          allowedOrigins: allowedOrigins(env, siteUrl),
          trustedProxies: trustedProxies(env),
          snapshotExportedAt,
        };
      } catch (error) {
        settings = error instanceof Error ? error : new Error(String(error));
        console.error(`The admin API is not configured correctly: ${settings.message}`);
      }
    }
    if (settings instanceof Error) return json(503, { error: 'the admin API is not configured; see the server log' });
    const ip = clientAddress({
      forwardedFor: request.headers.get('x-forwarded-for'),
      socketAddress,
      trustedProxies: settings.trustedProxies,
    });
    try {
      return await handleAdminRequest(request, { ...settings, ip });
    } catch (error) {
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return json(503, { error: 'the store could not be reached; try again' });
    }
  };
}

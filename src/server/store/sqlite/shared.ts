/**
 * The process's one handle per data folder. The server's bundle (main.mjs) and Astro's
 * (the routes) each carry a copy of this module, so the handles live on globalThis: both
 * copies share one connection, and the server can open and migrate it at start.
 */
import { resolve } from 'node:path';
import { databaseHandle, type DatabaseHandle } from './lazy';

const KEY = Symbol.for('ornek-site.sqlite-handles');
const registry = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, DatabaseHandle>()) as Map<string, DatabaseHandle>;

export function sharedDatabase(dataDir: string): DatabaseHandle {
  const key = resolve(dataDir);
  let handle = registry.get(key);
  if (!handle) registry.set(key, (handle = databaseHandle(dataDir)));
  return handle;
}

/**
 * The visitor's address behind a known number of proxies. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the last `trustedProxies` entries
 * were written by someone we trust; everything to their left is whatever the client sent.
 * The visitor is therefore the Nth entry from the right, never the leftmost.
 */
import { isIP } from 'node:net';
import type { LineLog } from '../log';

export interface AddressSources {
  /** The X-Forwarded-For header as received (null when absent). */
  forwardedFor: string | null;
  /** The address of the peer that opened the connection. */
  socketAddress: string;
  /** How many proxies in front of the server append to X-Forwarded-For; 0 ignores the header. */
  trustedProxies: number;
}

export function clientAddress({ forwardedFor, socketAddress, trustedProxies }: AddressSources): string {
  if (trustedProxies < 1 || !forwardedFor) return socketAddress;
  // Several X-Forwarded-For headers arrive joined with commas, which is the same list.
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (entries.length < trustedProxies) return socketAddress;
  const candidate = entries[entries.length - trustedProxies] ?? '';
  // Not an address means the chain is not what the operator described: trust the socket.
  return isIP(candidate) ? candidate : socketAddress;
}

/** TRUST_PROXY: a whole number of proxies; unset or empty is 0. */
/**
 * With LOG_FORWARDED_FOR=1 the operator sees one real X-Forwarded-For header on the deployed
 * service, which is how they learn N: the entries after their own address are the proxies.
 */
export function logForwardedForOnce(enabled: boolean, log: LineLog): (forwardedFor: string | null) => void {
  let logged = !enabled;
  return (forwardedFor) => {
    if (logged) return;
    logged = true;
    log(`X-Forwarded-For of the first contact request: ${forwardedFor === null ? '(absent)' : JSON.stringify(forwardedFor)}`);
  };
}

/** The visitor's address from X-Forwarded-For behind N trusted proxies (TRUST_PROXY=N). */
import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../../../src/server/config';
import { clientAddress, logForwardedForOnce } from '../../../src/server/http/client-address';

const SOCKET = '10.1.2.3';
const VISITOR = '203.0.113.7';
const SPOOFED = '198.51.100.66';
const PROXY = '35.191.0.9';

const address = (forwardedFor: string | null, trustedProxies: number) =>
  clientAddress({ forwardedFor, socketAddress: SOCKET, trustedProxies });

describe('clientAddress', () => {
  it('ignores the header without trusted proxies', () => {
    expect(address(`${VISITOR}`, 0)).toBe(SOCKET);
    expect(address(null, 0)).toBe(SOCKET);
  });

  it('takes the rightmost entry behind one proxy, whatever the client put before it', () => {
    expect(address(VISITOR, 1)).toBe(VISITOR);
    // The client sent "X-Forwarded-For: SPOOFED"; the proxy appended the real address.
    expect(address(`${SPOOFED}, ${VISITOR}`, 1)).toBe(VISITOR);
    expect(address(`${SPOOFED},${SPOOFED}, ${VISITOR}`, 1)).toBe(VISITOR);
  });

  it('takes the second entry from the right behind two proxies, never a client-supplied one', () => {
    expect(address(`${VISITOR}, ${PROXY}`, 2)).toBe(VISITOR);
    expect(address(`${SPOOFED}, ${VISITOR}, ${PROXY}`, 2)).toBe(VISITOR);
    expect(address(`${SPOOFED}, 192.0.2.1, ${VISITOR}, ${PROXY}`, 2)).toBe(VISITOR);
  });

  it('falls back to the socket when the header has fewer entries than proxies', () => {
    // A request that skipped the outer proxy: what it says about itself is not evidence.
    expect(address(VISITOR, 2)).toBe(SOCKET);
    expect(address(null, 1)).toBe(SOCKET);
    expect(address('', 1)).toBe(SOCKET);
  });

  it('falls back to the socket when the chosen entry is not an IP address', () => {
    expect(address(`${VISITOR}, not-an-ip`, 1)).toBe(SOCKET);
    expect(address(`${SPOOFED}, <script>, ${PROXY}`, 2)).toBe(SOCKET);
    expect(address(`${VISITOR}:4711`, 1)).toBe(SOCKET);
    expect(address(`${SPOOFED}, , ${PROXY}`, 2)).toBe(SOCKET);
  });

  it('accepts IPv6 addresses', () => {
    expect(address(`${SPOOFED}, 2001:db8::7`, 1)).toBe('2001:db8::7');
    expect(address(`2001:db8::7, ${PROXY}`, 2)).toBe('2001:db8::7');
  });
});

describe('TRUST_PROXY', () => {
  it('is a whole number of proxies, unset or empty meaning none', () => {
    expect(trustedProxies({})).toBe(0);
    expect(trustedProxies({ TRUST_PROXY: '' })).toBe(0);
    expect(trustedProxies({ TRUST_PROXY: '0' })).toBe(0);
    expect(trustedProxies({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustedProxies({ TRUST_PROXY: ' 2 ' })).toBe(2);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['true', 'yes', '-1', '1.5', 'two']) expect(() => trustedProxies({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('LOG_FORWARDED_FOR', () => {
  it('logs the header of the first request only', () => {
    const lines: string[] = [];
    const log = logForwardedForOnce(true, (line) => lines.push(line));
    log(`${VISITOR}, ${PROXY}`);
    log('192.0.2.99');
    expect(lines).toEqual([`X-Forwarded-For of the first contact request: "${VISITOR}, ${PROXY}"`]);
  });

  it('says when the header is absent, and logs nothing when it is off', () => {
    const lines: string[] = [];
    logForwardedForOnce(true, (line) => lines.push(line))(null);
    logForwardedForOnce(false, (line) => lines.push(line))(VISITOR);
    expect(lines).toEqual(['X-Forwarded-For of the first contact request: (absent)']);
  });
});

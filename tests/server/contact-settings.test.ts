/** The contact endpoint's settings from the environment: allowed origins, limits, proxies. */
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../src/server/backend';
import type { Environment } from '../../src/server/config';
import { contactSettings } from '../../src/server/contact/settings';
import { allowedOrigins } from '../../src/server/http/allowed-origin';

const SITE = 'https://www.ornekelektromekanik.com.tr/';

describe('allowed origins', () => {
  it('are the site and the default listen address with its loopback names when nothing is set', () => {
    expect(allowedOrigins({}, SITE)).toEqual([
      'https://www.ornekelektromekanik.com.tr',
      'http://127.0.0.1:4321',
      'http://localhost:4321',
      'http://[::1]:4321',
    ]);
  });

  it('are the listen address alone while the site has no base URL', () => {
    expect(allowedOrigins({ HOST: '127.0.0.1', PORT: '5000' }, undefined)).toEqual([
      'http://127.0.0.1:5000',
      'http://localhost:5000',
      'http://[::1]:5000',
    ]);
  });

  it('add the loopback names for a wildcard host (Cloud Run listens on 0.0.0.0)', () => {
    expect(allowedOrigins({ HOST: '0.0.0.0', PORT: '8080' }, SITE)).toEqual([
      'https://www.ornekelektromekanik.com.tr',
      'http://0.0.0.0:8080',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(allowedOrigins({ HOST: '::', PORT: '8080' }, undefined)).toEqual([
      'http://[::]:8080',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(allowedOrigins({ HOST: 'localhost', PORT: '4000' }, undefined)).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
  });

  it('are the named host alone for any other listen address, as a browser writes it', () => {
    expect(allowedOrigins({ HOST: '192.0.2.10', PORT: '80' }, undefined)).toEqual(['http://192.0.2.10']);
    expect(allowedOrigins({ HOST: '2001:db8::10', PORT: '4321' }, undefined)).toEqual(['http://[2001:db8::10]:4321']);
  });

  it('are exactly SITE_ORIGINS when it is set, the site and listen address left out', () => {
    expect(allowedOrigins({ SITE_ORIGINS: 'https://www.example.com.tr, https://example.com.tr/,', HOST: '0.0.0.0' }, SITE)).toEqual([
      'https://www.example.com.tr',
      'https://example.com.tr',
    ]);
  });

  it('refuse a SITE_ORIGINS entry that is not a URL, naming the variable', () => {
    expect(() => allowedOrigins({ SITE_ORIGINS: 'www.example.com.tr' }, SITE)).toThrow(/SITE_ORIGINS/);
  });
});

describe('contactSettings', () => {
  const files = { CONTACT_DATA_DIR: '/nonexistent/contact-requests' };
  const contactEnvironment = (env: Environment, site: string | undefined) => contactSettings(env, site, createBackend(env));

  it('uses the embedded store, TRUST_PROXY and LOG_FORWARDED_FOR as given', () => {
    expect(createBackend(files).description).toBe('the SQLite database /nonexistent/contact-requests/site.sqlite');
    const environment = contactEnvironment({ ...files, TRUST_PROXY: '2', LOG_FORWARDED_FOR: '1' }, SITE);
    expect(environment.trustedProxies).toBe(2);
    expect(environment.logForwardedFor).toBe(true);
    expect(environment.allowedOrigins).toEqual(allowedOrigins({}, SITE));
  });

  it('trusts no proxy and logs no header unless told to', () => {
    const environment = contactEnvironment(files, undefined);
    expect(environment.trustedProxies).toBe(0);
    expect(environment.logForwardedFor).toBe(false);
  });

  it('refuses limits that are not whole numbers, naming the variable', () => {
    for (const name of ['CONTACT_RATE_LIMIT', 'CONTACT_INVALID_LIMIT', 'CONTACT_RATE_WINDOW_SECONDS']) {
      for (const value of ['five', '0', '-1', '2.5'])
        expect(() => contactEnvironment({ ...files, [name]: value }, undefined)).toThrow(name);
    }
  });
});

describe('the staging folder for files', () => {
  it('is beside the embedded database, and what a crash left there is gone once the server starts', async () => {
    const { mkdirSync, mkdtempSync, readdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = join(mkdtempSync(join(tmpdir(), 'staging-')), 'data');
    const left = join(dataDir, 'incoming');
    mkdirSync(left, { recursive: true });
    writeFileSync(join(left, 'half-sent.part'), 'x');
    const env = { CONTACT_DATA_DIR: dataDir };
    const settings = contactSettings(env, SITE, createBackend(env));
    expect(settings.uploads.stagingDir).toBe(left);
    expect(readdirSync(dataDir)).not.toContain('incoming');
  });
});

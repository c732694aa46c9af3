import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, firestoreConfig } from '../../../../src/server/config';

const key = {
  type: 'service_account',
  project_id: 'ornek-prod',
  client_email: 'x@ornek-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n',
};

describe('firestoreConfig', () => {
  it('uses an emulator without credentials', () => {
    expect(firestoreConfig({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_PROJECT_ID: 'p' })).toEqual({
      projectId: 'p',
      emulatorHost: '127.0.0.1:8080',
      source: 'emulator at 127.0.0.1:8080',
    });
    expect(() => firestoreConfig({ FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(/must be host:port/);
  });

  it('takes a service account from JSON in the environment, project id from the key', () => {
    const config = firestoreConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) });
    expect(config.projectId).toBe('ornek-prod');
    expect(config.serviceAccount?.clientEmail).toBe(key.client_email);
    expect(firestoreConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key), FIREBASE_PROJECT_ID: 'other' }).projectId).toBe('other');
  });

  it('takes a service account file, and names a file that is missing', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'key-')), 'key.json');
    writeFileSync(file, JSON.stringify(key));
    expect(firestoreConfig({ GOOGLE_APPLICATION_CREDENTIALS: file }).source).toBe(`service account file ${file}`);
    expect(() => firestoreConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/no/such/key.json' })).toThrow(
      /\/no\/such\/key\.json, which does not exist/,
    );
  });

  it('says what to set when nothing is configured, and what a key lacks', () => {
    expect(() => firestoreConfig({})).toThrow(ConfigError);
    expect(() => firestoreConfig({})).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => firestoreConfig({ FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}' })).toThrow(/needs client_email and private_key/);
    const { project_id: _p, ...noProject } = key;
    expect(() => firestoreConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(noProject) })).toThrow(/set FIREBASE_PROJECT_ID/);
  });
});

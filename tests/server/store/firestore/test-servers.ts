/**
 * The Firestore test server and the Cloud Storage stand-in for one Vitest file: started before
 * its tests, stopped after them, read through the getters once started.
 */
import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type TestEmulator } from '../../../scripts/emulator';
import { startFakeCloudStorage, type FakeCloudStorage } from './fake-cloud-storage';

export function firestoreAndStorage(): { readonly emulator: TestEmulator; readonly storage: FakeCloudStorage } {
  let emulator: TestEmulator | undefined;
  let storage: FakeCloudStorage | undefined;
  beforeAll(async () => {
    [emulator, storage] = await Promise.all([startEmulator(), startFakeCloudStorage()]);
  });
  afterAll(async () => {
    emulator?.stop();
    await storage?.close();
  });
  return {
    get emulator() {
      if (!emulator) throw new Error('the Firestore test server starts in beforeAll');
      return emulator;
    },
    get storage() {
      if (!storage) throw new Error('the Cloud Storage stand-in starts in beforeAll');
      return storage;
    },
  };
}

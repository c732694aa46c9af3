/**
 * A connection to the Firestore that src/server/config.ts describes: an emulator, or a
 * project with a service account.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import type { FirestoreConfig, MediaBucketConfig } from '../../config';
import { firebaseApp, firebaseStorage, firestoreSdk } from './sdk';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface FirestoreConnection {
  db: Firestore;
  /** The project's Cloud Storage bucket `config` names (uploaded images). */
  bucket(config: MediaBucketConfig): Bucket;
  close(): Promise<void>;
}

let appCount = 0;

export function connectFirestore(config: FirestoreConfig): FirestoreConnection {
  if (config.emulatorHost) {
    // firebase-admin finds an emulator through the environment only.
    // eslint-disable-next-line no-restricted-syntax
    process.env['FIRESTORE_EMULATOR_HOST'] = config.emulatorHost;
    // An emulator needs no Google credentials, yet the default ones still ask the cloud
    // metadata server whether this is a Google machine; where something answers that address
    // (403 on some machines) the lookup prints a MetadataLookupWarning into the export's output.
    // eslint-disable-next-line no-restricted-syntax
    process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  }
  const { cert, deleteApp, initializeApp } = firebaseApp();
  const app = initializeApp(
    { projectId: config.projectId, ...(config.serviceAccount ? { credential: cert(config.serviceAccount) } : {}) },
    `content-${process.pid}-${++appCount}`,
  );
  const db = firestoreSdk().getFirestore(app);
  return {
    db,
    bucket: ({ bucket, emulatorHost }) => {
      // firebase-admin finds a Storage emulator through the environment only, and copies its
      // variable into Cloud Storage's own just once, on a process's first Storage: a connection
      // to another emulator (a test's next server) sets both.
      if (emulatorHost) {
        // eslint-disable-next-line no-restricted-syntax
        process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = emulatorHost;
        // eslint-disable-next-line no-restricted-syntax
        process.env['STORAGE_EMULATOR_HOST'] = `http://${emulatorHost}`;
      }
      return firebaseStorage().getStorage(app).bucket(bucket);
    },
    close: () => deleteApp(app),
  };
}

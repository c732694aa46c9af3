/**
 * firebase-admin's runtime values (the Timestamp class, the app's, Firestore's and Storage's
 * functions), loaded on their first use rather than when the server's bundle loads: a server on
 * the embedded store never uses the package, whose loading (gRPC, Google's auth library,
 * protobufs) was the largest part of such a server's start. The same modules an `import` gives
 * (the package's ES modules wrap these), so `instanceof` holds across both.
 */
import { createRequire } from 'node:module';
import type * as FirebaseApp from 'firebase-admin/app';
import type * as Firestore from 'firebase-admin/firestore';
import type * as FirebaseStorage from 'firebase-admin/storage';

const load = createRequire(import.meta.url);

export const firebaseApp = (): typeof FirebaseApp => load('firebase-admin/app') as typeof FirebaseApp;
export const firestoreSdk = (): typeof Firestore => load('firebase-admin/firestore') as typeof Firestore;
export const firebaseStorage = (): typeof FirebaseStorage => load('firebase-admin/storage') as typeof FirebaseStorage;

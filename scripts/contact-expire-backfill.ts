/**
 * npm run contact:expire-backfill: once, after the deploy that began writing `expireAt`, gives
 * every contact request already in Firestore (and its `mail` document) the moment Firestore's
 * TTL policy deletes it: its createDate plus CONTACT_RETENTION_DAYS. What has one keeps it,
 * so a second run changes nothing. The embedded database needs none: the server's daily sweep
 * deletes its old requests by their createDate.
 * Exit codes: 0 done, 1 some requests have no readable createDate (listed), 2 configuration.
 */
import { contactRetentionDays, firestoreConfig, isFirestoreConfigured, processEnvironment } from '../src/server/config';
import { connectFirestore, type FirestoreConnection } from '../src/server/store/firestore/connection';
import { backfillContactExpiry } from '../src/server/store/firestore/contact-retention';

async function main(): Promise<number> {
  const env = processEnvironment();
  if (!isFirestoreConfigured(env)) {
    console.log('No Firestore is configured: the embedded database needs no backfill (the server deletes old requests daily).');
    return 0;
  }
  let days: number;
  let connection: FirestoreConnection;
  try {
    days = contactRetentionDays(env);
    const config = firestoreConfig(env);
    console.log(`Firestore (${config.source}, project ${config.projectId}): requests expire ${days} days after they were sent`);
    connection = connectFirestore(config);
  } catch (error) {
    console.error(`Backfill not started: ${(error as Error).message}`);
    return 2;
  }
  try {
    const done = await backfillContactExpiry(connection.db, days);
    console.log(`expireAt set on ${done.requests} contact request(s) and ${done.mail} mail document(s); the others had one.`);
    if (done.unreadable.length === 0) return 0;
    console.error(
      `${done.unreadable.length} request(s) have no readable createDate and got no expireAt; delete them or give them one by hand: ${done.unreadable.join(', ')}`,
    );
    return 1;
  } finally {
    await connection.close();
  }
}

process.exitCode = await main();

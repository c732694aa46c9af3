/**
 * The store behind everything the server keeps: Firestore when it is configured, otherwise the
 * embedded SQLite database in CONTACT_DATA_DIR. Contact requests, staff accounts, sessions,
 * throttles and notifications live in the same one, so the CLI and the server find the same
 * accounts with no further setting.
 * The process builds one at start (src/server/services.ts) and hands it to every route.
 */
import { firestoreAdminStore } from './store/firestore/admin-store';
import { sqliteAdminStore } from './store/sqlite/admin-store';
import type { AdminStore } from './store/admin';
import { firestoreSlotLimiter } from './store/firestore/rate-limits';
import { firestoreContactStore } from './store/firestore/contact-store';
import { memoryLimiter, type LimitPolicy, type SlotLimiter } from './store/rate-limits';
import type { ContactStore } from './store/contact-requests';
import type { ContactRetention } from './store/contact-retention';
import { firestoreContactRetention } from './store/firestore/contact-retention';
import { sqliteContactRetention } from './store/sqlite/contact-retention';
import type { ContentStore } from './store/content';
import { firestoreContentStore } from './store/firestore/content-store';
import { sqliteContentStore } from './store/sqlite/content-store';
import { folderMediaStore } from './store/sqlite/media';
import type { PublishRunStore } from './store/publish-runs';
import { firestorePublishRunStore } from './store/firestore/publish-runs';
import { sqlitePublishRunStore } from './store/sqlite/publish-runs';
import type { MediaStore } from './store/media';
import type { AttachmentStore } from './store/attachments';
import { bucketAttachmentStore } from './store/firestore/attachments';
import { folderAttachmentStore } from './store/sqlite/attachments';
import {
  adminSessionSecret,
  backupDir,
  contactDataDir,
  contactRetentionDays,
  firestoreConfig,
  isFirestoreConfigured,
  MEDIA_BUCKET_HOW_TO,
  mediaBucketConfig,
  notifyRecipients,
  SECRET_HOW_TO,
  smtpSettings,
  type Environment,
} from './config';
import { connectFirestore, type FirestoreConnection } from './store/firestore/connection';
import { bucketMediaStore } from './store/firestore/media';
import { outboxSender, smtpTransport, type OutboxSender } from './notify/outbox-sender';
import { databasePath } from './store/sqlite/connection';
import { sqliteContactStore } from './store/sqlite/contact-store';
import { sqliteOutbox } from './store/sqlite/outbox';
import { sqliteReminderOutbox, sqliteReminderStore } from './store/sqlite/reminders';
import { firestoreReminderSending, firestoreReminderStore } from './store/firestore/reminders';
import type { ReminderSending, ReminderStore } from './store/reminders';
import { smtpReminderSending } from './reminders/smtp-sending';
import { databaseHandle, type DatabaseHandle } from './store/sqlite/lazy';
import { embeddedServerDuties } from './store/sqlite/server-duties';
import { sqliteReadiness } from './store/sqlite/readiness';
import { firestoreReadiness } from './store/firestore/readiness';
import type { ReadinessCheck } from './store/readiness';
import { consoleLog, lineLog, type Log } from './log';
import type { ReplyStore } from './store/replies';
import { sqliteReplyOutbox, sqliteReplyStore } from './store/sqlite/replies';
import { firestoreReplyStore } from './store/firestore/replies';

export interface Backend {
  kind: 'sqlite' | 'firestore';
  description: string;
  contactStore: ContactStore;
  /** Erasure on a visitor's demand, and expiry after CONTACT_RETENTION_DAYS (`retentionDays`). */
  contactRetention: ContactRetention;
  retentionDays: number;
  adminStore: AdminStore;
  contentStore: ContentStore;
  publishRuns: PublishRunStore;
  /** Uploaded images; undefined where this backend keeps none yet, `mediaProblem` saying why. */
  mediaStore: MediaStore | undefined;
  mediaProblem: string | undefined;
  /**
   * The files sent with contact requests (beside the database; Firestore: in MEDIA_BUCKET);
   * undefined where this backend can keep none, `attachmentProblem` saying why.
   */
  attachmentStore: AttachmentStore | undefined;
  attachmentProblem: string | undefined;
  acceptedLimiter(policy: LimitPolicy): SlotLimiter;
  /** The key that signs session cookies, or undefined when the operator must set one. */
  sessionSecret(): Promise<string | undefined>;
  /** What the operator must do before anyone can sign in, beyond creating an account. */
  secretProblem: string | undefined;
  /** How notifications go, for the start-up log. */
  notifications: string;
  /** The SMTP outbox sender (embedded database with SMTP_URL); started by the server. */
  sender: OutboxSender | undefined;
  /** The replies staff send visitors from the inbox. */
  replies: ReplyStore;
  /** Their sender (embedded database with SMTP_URL); started by the server. */
  replySender: OutboxSender | undefined;
  /** The reminders of requests waiting for their first answer: their due times, stored. */
  reminders: ReminderStore;
  /** How reminders are sent (SMTP_URL for the embedded database), or undefined: NOTIFY_TO unset, nobody to remind. */
  reminderSending: ReminderSending | undefined;
  /** Why replies cannot be sent from this server, or undefined. */
  replyProblem: string | undefined;
  /** The staff list (NOTIFY_TO), which a reply's Reply-To names beside the staff member who wrote it. */
  staffList: readonly string[];
  /** The embedded database (for the server's start-up and the CLI). */
  database: DatabaseHandle | undefined;
  /**
   * What only the server does with its store, once it is open (the embedded database: the pid
   * file that makes `npm run restore` wait, the daily copy into BACKUP_DIR); close() ends it.
   */
  startServerDuties(log: (line: string) => void, logError: (line: string) => void): void;
  /** Whether the store answers now (the readiness probe). */
  readiness: ReadinessCheck;
  /** Lets the sender finish the message it is sending, then closes the database (checkpointed) or the Firestore client. */
  close(): Promise<void>;
}

/** A bad notification setting never stops the contact form: it is reported instead. */
/** Uploads beside Firestore go to the bucket MEDIA_BUCKET names; without one, uploads are off and say why. */
function media(env: Environment, connection: FirestoreConnection): Pick<Backend, 'mediaStore' | 'mediaProblem'> {
  try {
    const config = mediaBucketConfig(env);
    if (config) return { mediaStore: bucketMediaStore(connection.bucket(config)), mediaProblem: undefined };
    return { mediaStore: undefined, mediaProblem: `Image uploads are off: ${MEDIA_BUCKET_HOW_TO}` };
  } catch (error) {
    return { mediaStore: undefined, mediaProblem: `Image uploads are off: ${(error as Error).message}` };
  }
}

/** Files sent with requests beside Firestore go to the same bucket as uploads, under a prefix of their own; without one, drawings are off and say why. */
function attachments(env: Environment, connection: FirestoreConnection): Pick<Backend, 'attachmentStore' | 'attachmentProblem'> {
  const off = 'Drawings sent with quote requests are off (the contact form takes no files)';
  try {
    const config = mediaBucketConfig(env);
    if (config) return { attachmentStore: bucketAttachmentStore(connection.bucket(config)), attachmentProblem: undefined };
    return { attachmentStore: undefined, attachmentProblem: `${off}: ${MEDIA_BUCKET_HOW_TO}` };
  } catch (error) {
    return { attachmentStore: undefined, attachmentProblem: `${off}: ${(error as Error).message}` };
  }
}

function recipients(env: Environment): { notifyTo?: string[]; problem?: string } {
  try {
    const notifyTo = notifyRecipients(env);
    return notifyTo ? { notifyTo } : {};
  } catch (error) {
    return { problem: `Notifications are off: ${(error as Error).message}` };
  }
}

/** `log`: the server's; the operator's lines of opening the database and of the notification sender go there. */
export function createBackend(env: Environment, log: Log = consoleLog): Backend {
  const { secret: envSecret, problem: secretProblem } = adminSessionSecret(env);
  const { notifyTo, problem: notifyProblem } = recipients(env);
  const off = notifyProblem ?? 'Notifications are off: NOTIFY_TO is not set';
  const retentionDays = contactRetentionDays(env);
  if (isFirestoreConfigured(env)) {
    const config = firestoreConfig(env);
    const connection = connectFirestore(config);
    const { db } = connection;
    const files = attachments(env, connection);
    return {
      kind: 'firestore',
      description: `Firestore (${config.source}, project ${config.projectId})`,
      contactStore: firestoreContactStore(db, { notifyTo, retentionDays }),
      contactRetention: firestoreContactRetention(db, files.attachmentStore),
      retentionDays,
      adminStore: firestoreAdminStore(db),
      contentStore: firestoreContentStore(db),
      publishRuns: firestorePublishRunStore(db),
      ...media(env, connection),
      ...files,
      // Cloud Run runs several instances: only a shared count holds the limit across them.
      acceptedLimiter: (policy) => firestoreSlotLimiter(db, policy),
      sessionSecret: async () => envSecret,
      secretProblem: secretProblem ?? (envSecret ? undefined : `Staff sign-in is off: ${SECRET_HOW_TO}`),
      notifications: notifyTo
        ? `Notifications go to ${notifyTo.join(', ')} as documents of the Firestore 'mail' collection (the Trigger Email extension sends them)`
        : off,
      sender: undefined,
      replies: firestoreReplyStore(db),
      reminders: firestoreReminderStore(db),
      reminderSending: notifyTo ? firestoreReminderSending(db) : undefined,
      replySender: undefined,
      // The Trigger Email extension sends replies as it sends notifications, from its own sender.
      replyProblem: undefined,
      staffList: notifyTo ?? [],
      database: undefined,
      startServerDuties(log) {
        if (backupDir(env))
          log("BACKUP_DIR is set, but Firestore keeps the data: schedule Firestore's own backups (docs/operators/backups.md)");
      },
      readiness: firestoreReadiness(db),
      close: () => connection.close(),
    };
  }
  const dir = contactDataDir(env);
  const database = databaseHandle(dir, lineLog(log));
  const smtp = smtpSettings(env);
  const delivering = notifyTo && smtp ? notifyTo : undefined;
  const sender = delivering && smtp ? outboxSender(sqliteOutbox(database), smtpTransport(smtp.url, smtp.from), { log }) : undefined;
  const replySender = smtp
    ? outboxSender(sqliteReplyOutbox(database), smtpTransport(smtp.url, smtp.from), {
        log,
        named: (id) => `Reply ${id} to a contact request`,
      })
    : undefined;
  const adminStore = sqliteAdminStore(database);
  const attachmentStore = folderAttachmentStore(dir);
  let duties: { stop(): void } | undefined;
  return {
    kind: 'sqlite',
    description: `the SQLite database ${databasePath(dir)}`,
    contactStore: sqliteContactStore(database, { notifyTo: delivering, onQueued: () => sender?.kick() }),
    contactRetention: sqliteContactRetention(database, attachmentStore),
    retentionDays,
    adminStore,
    contentStore: sqliteContentStore(database),
    publishRuns: sqlitePublishRunStore(database),
    mediaStore: folderMediaStore(dir),
    mediaProblem: undefined,
    attachmentStore,
    attachmentProblem: undefined,
    acceptedLimiter: (policy) => memoryLimiter(policy),
    sessionSecret: async () => (secretProblem ? undefined : (envSecret ?? adminStore.generatedSecret())),
    secretProblem,
    notifications: delivering
      ? `Notifications go to ${delivering.join(', ')} over SMTP (${new URL(smtp!.url).host})`
      : notifyTo
        ? 'Notifications are off: NOTIFY_TO is set but SMTP_URL is not'
        : off,
    sender,
    replies: sqliteReplyStore(database, () => replySender?.kick()),
    reminders: sqliteReminderStore(database),
    reminderSending:
      delivering && smtp
        ? smtpReminderSending((compose) => sqliteReminderOutbox(database, compose), smtpTransport(smtp.url, smtp.from), { log })
        : undefined,
    replySender,
    replyProblem: smtp ? undefined : 'Replies from the inbox are off: SMTP_URL is not set',
    staffList: notifyTo ?? [],
    database,
    startServerDuties(log, logError) {
      duties = embeddedServerDuties(dir, backupDir(env), log, logError);
    },
    readiness: sqliteReadiness(database),
    close: async () => {
      await sender?.stop();
      await replySender?.stop();
      database.close();
      // Last: the pid file goes once the database is closed.
      duties?.stop();
    },
  };
}

/** firestore.rules and firestore.indexes.json, which the rebuild workflow deploys. */
import { REPLIES } from '../../src/server/store/firestore/replies';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ADMIN_EXPIRY_FIELD, ADMIN_SESSIONS, SIGN_IN_THROTTLES } from '../../src/server/store/firestore/admin-store';
import { RATE_LIMIT_COLLECTION, RATE_LIMIT_EXPIRY_FIELD } from '../../src/server/store/firestore/rate-limits';
import { CONTACT_REQUESTS } from '../../src/server/store/firestore/contact-store';
import { CONTACT_EXPIRY_FIELD } from '../../src/server/store/firestore/expiry';
import { MAIL_COLLECTION } from '../../src/server/store/firestore/mail';
import { SOLVED_AFTER_FIELD } from '../../src/server/store/firestore/solved-after';
import { FIRST_ANSWER_MINUTES, FIRST_ANSWER_OFFICE, STAGE_FIELD } from '../../src/server/store/firestore/request-statuses';
import { REMINDER_DUE_FIELD } from '../../src/server/store/firestore/reminders';
import { REMINDER_BASIS_FIELD } from '../../src/server/store/firestore/reminder-basis';

it('TTL policies cover exactly the expiring records: rate-limit slots, staff sessions, sign-in throttles, and the contact requests with their mail and replies after the retention period; composite indexes serve the inbox, the lead figures and the reminders', () => {
  const config = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
    indexes: unknown[];
    fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
  };
  // The inbox's views, newest or oldest first: where('stage', '==', …).orderBy('index', 'desc' or 'asc').
  expect(config.indexes).toEqual([
    ...(['DESCENDING', 'ASCENDING'] as const).map((order) => ({
      collectionGroup: CONTACT_REQUESTS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'stage', order: 'ASCENDING' },
        { fieldPath: 'index', order },
      ],
    })),
    // The lead figures (store/firestore/lead-counts.ts): the year's requests counted per value
    // of a field, and the solved ones by their time to solved.
    ...[
      ['lang', 'createDate'],
      ['kindOfWork', 'createDate'],
      ['sentFrom', 'createDate'],
      ['project', 'createDate'],
      ['createDate', SOLVED_AFTER_FIELD],
      ['solved', 'createDate'],
      // How the year's requests ended (lead-counts.ts): per final status, in all and per value of a field, and per lost reason.
      ['status', 'createDate'],
      ['lang', 'status', 'createDate'],
      ['kindOfWork', 'status', 'createDate'],
      ['sentFrom', 'status', 'createDate'],
      ['project', 'status', 'createDate'],
      ['status', 'lostReason', 'createDate'],
      // The first answers (first-answer-counts.ts): their minutes per span of arrival, in all, per office and per author;
      // the answered ones; the waiting ones per language before an instant.
      ['createDate', FIRST_ANSWER_MINUTES],
      [FIRST_ANSWER_OFFICE, 'createDate', FIRST_ANSWER_MINUTES],
      ['firstAnswerBy', 'createDate', FIRST_ANSWER_MINUTES],
      ['firstAnswerChannel', 'createDate'],
      [STAGE_FIELD, 'lang', 'createDate'],
    ].map((fields) => ({
      collectionGroup: CONTACT_REQUESTS,
      queryScope: 'COLLECTION',
      fields: fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    })),
    // The reminders' sender (store/firestore/reminders.ts): the waiting requests by their next due step.
    {
      collectionGroup: CONTACT_REQUESTS,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'stage', order: 'ASCENDING' },
        { fieldPath: REMINDER_DUE_FIELD, order: 'ASCENDING' },
      ],
    },
    // The reminders' passes (the same file): whether a waiting request lacks a basis, and those on another basis than their language's.
    ...[
      [STAGE_FIELD, REMINDER_BASIS_FIELD],
      [STAGE_FIELD, 'lang', REMINDER_BASIS_FIELD],
    ].map((fields) => ({
      collectionGroup: CONTACT_REQUESTS,
      queryScope: 'COLLECTION',
      fields: fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    })),
  ]);
  expect(config.fieldOverrides).toEqual([
    { collectionGroup: RATE_LIMIT_COLLECTION, fieldPath: RATE_LIMIT_EXPIRY_FIELD, ttl: true, indexes: [] },
    { collectionGroup: ADMIN_SESSIONS, fieldPath: ADMIN_EXPIRY_FIELD, ttl: true, indexes: [] },
    { collectionGroup: SIGN_IN_THROTTLES, fieldPath: ADMIN_EXPIRY_FIELD, ttl: true, indexes: [] },
    // CONTACT_RETENTION_DAYS (KVKK): written with each request and its notification by the contact store.
    { collectionGroup: CONTACT_REQUESTS, fieldPath: CONTACT_EXPIRY_FIELD, ttl: true, indexes: [] },
    { collectionGroup: MAIL_COLLECTION, fieldPath: CONTACT_EXPIRY_FIELD, ttl: true, indexes: [] },
    // A request's replies carry its expiry (firestore/replies.ts).
    { collectionGroup: REPLIES, fieldPath: CONTACT_EXPIRY_FIELD, ttl: true, indexes: [] },
  ]);
});

it('the security rules let no client read or write anything', () => {
  const rules = readFileSync('firestore.rules', 'utf8').replace(/\/\/.*$/gm, '');
  expect(rules).toMatch(/^rules_version = '2';/);
  expect(rules).toMatch(
    /match \/databases\/\{database\}\/documents \{\s*match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}\s*\}/,
  );
  expect(rules.match(/\ballow\b/g)).toHaveLength(1);
});

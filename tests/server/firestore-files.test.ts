/** firestore.rules and firestore.indexes.json, which the rebuild workflow deploys. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { RATE_LIMIT_COLLECTION, RATE_LIMIT_EXPIRY_FIELD } from '../../src/server/contact/firestore-rate-limit';

it('the TTL policy covers exactly the field and collection the rate limit writes its slots to', () => {
  const config = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
    indexes: unknown[];
    fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
  };
  expect(config.indexes).toEqual([]);
  expect(config.fieldOverrides).toEqual([{ collectionGroup: RATE_LIMIT_COLLECTION, fieldPath: RATE_LIMIT_EXPIRY_FIELD, ttl: true, indexes: [] }]);
});

it('the security rules let no client read or write anything', () => {
  const rules = readFileSync('firestore.rules', 'utf8').replace(/\/\/.*$/gm, '');
  expect(rules).toMatch(/^rules_version = '2';/);
  expect(rules).toMatch(/match \/databases\/\{database\}\/documents \{\s*match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}\s*\}/);
  expect(rules.match(/\ballow\b/g)).toHaveLength(1);
});

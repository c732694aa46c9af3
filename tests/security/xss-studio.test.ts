/**
 * The studio's way in takes what the build takes, and nothing else: a sample of the XSS
 * corpus's (field, payload) trials, each saved through the content service as an editor's
 * save would be, gets the same verdict as the build's validation (xss-corpus.test.ts renders
 * every payload the build accepts and proves none runs). So nothing an editor saves can put
 * script on a public page that the corpus has not already shown to be inert.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toStored } from '../../src/content/document-parts';
import { contentDocuments } from '../../src/content/documents';
import { createContentService } from '../../src/server/content/service';
import type { ContentUnit } from '../../src/server/store/content';
import { sqliteContentStore } from '../../src/server/store/sqlite/content-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { baseContent, baseDocument, contentFields, embed, setAt, validateDocument, type ContentField } from './content-fields';
import { xssPayloads } from './xss-payloads';

const payloads = xssPayloads();
const fields = contentFields();
/** Every 997th trial of the corpus, whole and embedded: a few hundred, across every field and family. */
const SAMPLE_EVERY = 997;

/** The unit an editor would save to put `value` into `field`, and its data. */
function unitWith(field: ContentField, value: string): { unit: ContentUnit; data: Record<string, unknown> } {
  const document = baseDocument(field.lang, field.key);
  setAt(document, field.path, value);
  const sub = contentDocuments[field.key].subCollection;
  if (sub && field.path[0] === sub.field) {
    const item = (document[sub.field] as Record<string, unknown>[])[field.path[1] as number]!;
    return { unit: { lang: field.lang, key: field.key, item: String(item['id']) }, data: item[sub.itemKey] as Record<string, unknown> };
  }
  return { unit: { lang: field.lang, key: field.key, item: null }, data: toStored(field.key, document as never).fields };
}

describe('saves through the content service', () => {
  // Only catches a hang: some three thousand saves into one store, seconds on a quiet machine.
  it('accept exactly what the build accepts', { timeout: 600_000 }, async () => {
    // One store for every trial: an accepted save is put back at once, so each trial starts from the snapshot's content.
    const handle = databaseHandle(join(mkdtempSync(join(tmpdir(), 'xss-studio-')), 'store'), () => {});
    const content = createContentService(sqliteContentStore(handle), baseContent);
    const disagreements: string[] = [];
    let trials = 0;
    let accepted = 0;
    for (const [fieldIndex, field] of fields.entries()) {
      for (const [payloadIndex, payload] of payloads.entries()) {
        for (const mode of ['whole', 'embedded'] as const) {
          if ((fieldIndex * payloads.length * 2 + payloadIndex * 2 + (mode === 'whole' ? 0 : 1)) % SAMPLE_EVERY !== 0) continue;
          const value = mode === 'whole' ? payload.value : embed(field.base, payload.value).value;
          const document = baseDocument(field.lang, field.key);
          setAt(document, field.path, value);
          const build = validateDocument(field.lang, field.key, document);
          const { unit, data } = unitWith(field, value);
          // An item the trial adds does not exist yet (null creates it); putting it back deletes it again.
          const before = await content.unit(unit);
          const answer = await content.save(unit, data, before?.revision ?? null, 'editor@example.com', new Date());
          trials++;
          if (answer.kind === 'saved') {
            accepted++;
            const back = await content.save(unit, before?.data ?? null, answer.revision, 'editor@example.com', new Date());
            if (back.kind !== 'saved') throw new Error(`${field.file} ${field.name}: the snapshot's value was refused back: ${back.kind}`);
          }
          if ((answer.kind === 'saved') !== build.accepted)
            disagreements.push(
              `${field.file} ${field.name} payload ${payload.id} (${mode}): studio ${answer.kind}, build ${build.accepted ? 'accepts' : 'refuses'}`,
            );
        }
      }
    }
    handle.close();
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(trials).toBeGreaterThan(500);
    // Both verdicts occur, so the comparison means something.
    expect(accepted).toBeGreaterThan(50);
    expect(trials - accepted).toBeGreaterThan(50);
  });
});

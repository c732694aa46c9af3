/** The document table's promises that no type can hold: what names an item is one of its plain, required texts. */
import { describe, expect, it } from 'vitest';
import { contentDocuments, documentKeys } from '../../src/content/documents';
import { describeFields } from '../../src/content/field-meta';

describe('the content documents', () => {
  for (const key of documentKeys) {
    const sub = contentDocuments[key].subCollection;
    if (!sub) continue;
    it(`${key}: an item is named by a required text field of its own`, () => {
      const field = describeFields(sub.itemSchema).find((candidate) => candidate.key === sub.titleField);
      expect(field, `titleField '${sub.titleField}'`).toMatchObject({ kind: 'text', optional: false });
    });
  }
});

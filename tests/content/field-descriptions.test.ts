/**
 * What the studio reads of every content unit it edits (the forms, the shared and translated
 * fields, the empty-field checks all start from `describeFields`), held still: a change to how
 * schemas.ts spells its fields or how field-meta.ts reads them must leave every label, kind,
 * choice and nesting as it was. The fixture is written once from the schemas and never
 * regenerated to make this pass: a deliberate change to a field edits it by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentKeys, contentDocuments, unitSchema } from '../../src/content/documents';
import { describeFields } from '../../src/content/field-meta';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/field-descriptions.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** Every unit the studio edits, by the name the fixture files it under: a page's own fields, and one item of its list. */
const units = documentKeys.flatMap((key) => [
  { name: key, schema: unitSchema(key, false) },
  ...(contentDocuments[key].subCollection ? [{ name: `${key} item`, schema: unitSchema(key, true) }] : []),
]);

describe('the fields the studio reads of every content unit', () => {
  it('covers every unit the fixture holds, and no other', () => {
    expect(units.map(({ name }) => name).sort()).toEqual(Object.keys(fixture).sort());
  });

  for (const { name, schema } of units) {
    it(`${name}: each field's label, kind, optional-ness, choices and inner fields are as recorded`, () => {
      // Through JSON, as the fixture went: a property that is there but undefined would not survive it either.
      expect(JSON.parse(JSON.stringify(describeFields(schema)))).toStrictEqual(fixture[name]);
    });
  }
});

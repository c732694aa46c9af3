/**
 * A contact page saved before each office carried its own phones, e-mails and map (its
 * addresses beside the company's phones, e-mails, faxes and one map) keeps loading: the build's
 * snapshot, the export and the studio read it as offices, the first address leading with what
 * the page showed beside it, and its next save, or a restore of it, writes the current form.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inCurrentForm } from '../../src/content/earlier-forms';
import { getContent, parseDocument } from '../../src/content/loader';
import { contactPageSchema } from '../../src/content/schemas';
import { createContentService } from '../../src/server/content/service';
import { sqliteContentStore } from '../../src/server/store/sqlite/content-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import type { ContentUnit } from '../../src/server/store/content';

/** The German contact page as the snapshot held it before offices. */
const before = JSON.parse(readFileSync('tests/fixtures/contact-before-offices.json', 'utf8')) as Record<string, unknown> & {
  addresses: { title: string; lines: string[]; officeHours: string }[];
};
const [head, subsidiary] = before.addresses;
const headMap = { source: before['mapSource'], linkUrl: before['mapLinkUrl'], previewSource: before['mapPreviewSource'] };
const asOffices = [
  { ...head, phoneNumbers: before['phoneNumbers'], emails: before['emails'], faxes: before['faxes'], map: headMap, first: true },
  { ...subsidiary, phoneNumbers: [], emails: [] },
];
const earlierFields = ['addresses', 'phoneNumbers', 'emails', 'faxes', 'mapSource', 'mapLinkUrl', 'mapPreviewSource'];

describe('a contact page saved before offices', () => {
  it('is no contact page of the current form: without reading it as offices it would be refused', () => {
    expect(contactPageSchema.safeParse(before).success).toBe(false);
  });

  it('loads from a snapshot as offices: the first address leads with the phones, e-mails, faxes and map the page showed', () => {
    const contact = parseDocument('contact', 'de', before, 'content-snapshot/de/contact.json');
    expect(contact.offices).toEqual(asOffices);
    for (const field of earlierFields) expect(contact).not.toHaveProperty(field);
    expect(contact.signing).toBe(before['signing']);
  });

  it('keeps an earlier map preview alt text, and leaves a document of the current form as it is', () => {
    const office = (inCurrentForm('contact', { ...before, mapPreviewAlt: 'Ankara' })['offices'] as { map: object }[])[0]!;
    expect(office.map).toEqual({ ...headMap, previewAlt: 'Ankara' });
    const current = getContent('de').contact;
    expect(inCurrentForm('contact', current)).toBe(current);
  });

  describe('in the content store', () => {
    const dir = mkdtempSync(join(tmpdir(), 'earlier-forms-'));
    const handle = databaseHandle(dir, () => {});
    afterAll(() => handle.close());
    const store = sqliteContentStore(handle);
    const service = createContentService(store, getContent);
    const unit: ContentUnit = { lang: 'de', key: 'contact', item: null };
    const at = new Date('2026-11-20T10:00:00Z');

    it('is read as offices by the studio and the export, saved and restored in the current form', async () => {
      // Saved by an editor before the change: the store keeps what it was given.
      const saved = await store.saveUnits(
        [{ unit, data: before, baseRevision: 0, changed: ['signing'], reworded: ['signing'], by: 'editor@example.com', at }],
        (lang, key) => ({
          fields: getContent(lang)[key] as unknown as Record<string, unknown>,
          items: [],
        }),
      );
      expect(saved).toEqual({ saved: true, revisions: [1] });

      const read = (await service.unit(unit))!;
      expect(read.revision).toBe(1);
      expect(read.data!['offices']).toEqual(asOffices);
      expect((await service.language('de')).contact.offices).toEqual(asOffices);

      const next = { ...read.data!, signing: 'Ihr Team' };
      expect(await service.save(unit, next, 1, 'editor@example.com', at)).toMatchObject({ kind: 'saved', revision: 2 });
      expect((await store.history(unit))[0]!.changed).toEqual(['signing']);

      expect(await service.restore(unit, 1, 2, 'editor@example.com', at)).toMatchObject({ kind: 'saved', revision: 3 });
      const restored = (await store.document('de', 'contact'))!.fields!.data!;
      expect(restored['offices']).toEqual(asOffices);
      for (const field of earlierFields) expect(restored).not.toHaveProperty(field);
    });
  });
});

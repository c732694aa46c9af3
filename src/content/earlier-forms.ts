/**
 * Documents saved under an earlier form of their schema, read in the current one: content that
 * editors saved before a schema changed shape keeps loading everywhere it is read (the build's
 * snapshot, the export, the studio, a restored revision), and its next save writes the current
 * form. A field that is only added needs none of this: it is optional (schemas.ts).
 */
import type { DocumentKey } from './documents';

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const defined = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/**
 * The contact page listed addresses, and beside them the company's phones, e-mails, faxes and
 * one map, before each office carried its own. The first address was the one the page led
 * with: as an office it takes those and is marked first; the other addresses become offices
 * that list no phone or e-mail of their own, so the pages show what they showed before.
 */
function contactWithOffices(data: Data): Data {
  if ('offices' in data || !Array.isArray(data['addresses'])) return data;
  const { addresses, phoneNumbers, emails, faxes, mapSource, mapLinkUrl, mapPreviewSource, mapPreviewAlt, ...rest } = data;
  const map =
    mapSource === undefined
      ? undefined
      : defined({ source: mapSource, linkUrl: mapLinkUrl, previewSource: mapPreviewSource, previewAlt: mapPreviewAlt });
  const offices = (addresses as unknown[]).map((address, position) =>
    !isData(address)
      ? address
      : position === 0
        ? defined({ ...address, phoneNumbers, emails, faxes, map, first: true })
        : { ...address, phoneNumbers: [], emails: [] },
  );
  return { ...rest, offices };
}

const upgrades: Partial<Record<DocumentKey, (data: Data) => Data>> = { contact: contactWithOffices };

/** A document's own fields (or the whole of a document without items) in the current form of its schema. */
export function inCurrentForm(key: DocumentKey, data: Data): Data;
export function inCurrentForm(key: DocumentKey, data: unknown): unknown;
export function inCurrentForm(key: DocumentKey, data: unknown): unknown {
  const upgrade = upgrades[key];
  return upgrade && isData(data) ? upgrade(data) : data;
}

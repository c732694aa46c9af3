/**
 * Whether the languages agree on their shared fields (`shared` in schemas.ts), as the export
 * checks before it writes a snapshot: each disagreement named by the Firestore path of the
 * document (or item) and the field, with the default language's value, which is the one
 * `adoptShared` writes into the other languages (content saved before a fact was shared may
 * still differ).
 */
import { fromStored, toStored, type StoredDocument } from './document-parts';
import { contentDocuments, documentKeys, firestorePath, type Content, type DocumentKey } from './documents';
import { fieldPath } from './errors';
import { alignedAlts, readShared, sharedDifferences, sharedPaths, withSharedOf } from './shared-fields';
import { defaultLang, languages, type Lang } from '../i18n/routes';

export interface SharedDisagreement {
  /** The Firestore path of the language's document or item that differs from the default language's. */
  where: string;
  field: string;
  value: unknown;
  defaultValue: unknown;
}

type Data = Record<string, unknown>;

/** Each unit of a document present in both languages, as [item id (null: the document's fields), default's data, other's data]. */
function pairedUnits(key: DocumentKey, main: StoredDocument, other: StoredDocument): [string | null, Data, Data][] {
  const items = other.items.flatMap(({ id, data }): [string, Data, Data][] => {
    const found = main.items.find((entry) => entry.id === id);
    return found ? [[id, found.data, data]] : [];
  });
  return [[null, main.fields, other.fields], ...(contentDocuments[key].subCollection ? items : [])];
}

const whereIs = (lang: Lang, key: DocumentKey, item: string | null) =>
  item === null ? firestorePath(lang, key) : `${firestorePath(lang, key)}/${contentDocuments[key].subCollection!.name}/${item}`;

export function sharedDisagreements(content: Readonly<Record<Lang, Content>>): SharedDisagreement[] {
  return languages
    .filter((lang) => lang !== defaultLang)
    .flatMap((lang) =>
      documentKeys.flatMap((key) =>
        pairedUnits(key, toStored(key, content[defaultLang][key]), toStored(key, content[lang][key])).flatMap(([item, main, other]) =>
          sharedDifferences(main, other, sharedPaths(key, item !== null)).map((path) => ({
            where: whereIs(lang, key, item),
            field: fieldPath(path),
            value: readShared(other, path),
            defaultValue: readShared(main, path),
          })),
        ),
      ),
    );
}

/** One line per disagreement, as the export's other refusals read: where, which field, what each language holds. */
export function describeDisagreement({ where, field, value, defaultValue }: SharedDisagreement): string {
  return `${where}: field '${field}' is shared by every language, but holds ${JSON.stringify(value)} where ${defaultLang} holds ${JSON.stringify(defaultValue)}`;
}

/** The content with the default language's shared values in every language (alt texts kept with their photos). */
export function adoptShared(content: Readonly<Record<Lang, Content>>): Record<Lang, Content> {
  const adopted = (lang: Lang, key: DocumentKey): Content[DocumentKey] => {
    const main = toStored(key, content[defaultLang][key]);
    const own = toStored(key, content[lang][key]);
    const align = (data: Data, from: Data, isItem: boolean) =>
      alignedAlts(key, isItem, withSharedOf(data, from, sharedPaths(key, isItem)), data, from);
    const items = own.items.map((entry) => {
      const found = main.items.find((candidate) => candidate.id === entry.id);
      return found ? { id: entry.id, data: align(entry.data, found.data, true) } : entry;
    });
    return fromStored(key, { fields: align(own.fields, main.fields, false), items }) as unknown as Content[DocumentKey];
  };
  return Object.fromEntries(
    languages.map((lang) => [lang, Object.fromEntries(documentKeys.map((key) => [key, adopted(lang, key)])) as Content]),
  ) as Record<Lang, Content>;
}

/**
 * Writes the built-in defaults as content-snapshot/{tr,en}/*.json: the same files the
 * Firestore export writes, for a project that has no Firestore content yet.
 * Usage: npm run snapshot:defaults [-- <folder>]
 */
import { join } from 'node:path';
import { languages } from '../src/i18n/routes';
import { defaultContent } from '../src/content/defaults';
import { contentDocuments, documentKeys } from '../src/content/documents';
import { serializeDocument, writeFileAtomically } from './lib/snapshot-files';

const folder = process.argv[2] ?? 'content-snapshot';
for (const lang of languages) {
  const content = defaultContent(lang);
  for (const key of documentKeys) {
    writeFileAtomically(join(folder, lang, contentDocuments[key].file), serializeDocument(content[key]));
  }
}
console.log(`Wrote ${documentKeys.length * languages.length} default documents to ${folder}/`);

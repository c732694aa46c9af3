/**
 * Writes the built-in defaults as content-snapshot/{tr,en}/*.json: the same files the
 * Firestore export writes, for a project that has no Firestore content yet.
 * Usage: npm run snapshot:defaults [-- <folder>]
 */
import { defaultContentByLanguage } from '../src/content/defaults';
import { describeFolder, snapshotFiles, writeSnapshot } from './lib/snapshot-files';

const folder = process.argv[2] ?? 'content-snapshot';
const files = snapshotFiles(defaultContentByLanguage());
writeSnapshot(folder, files);
console.log(`Wrote ${files.size} default documents to ${describeFolder(folder)}/`);

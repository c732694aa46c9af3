/**
 * The images editors uploaded that the exported content names (`/images/uploads/<hash>.jpg`),
 * written from the store into the build's images (src/assets/images/uploads/), where the build
 * optimizes them like every photograph. The store gives each one; one already there is kept, so
 * the folder a commit carries is what a build needs and it never downloads anything.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../src/content/documents';
import { fieldPath } from '../../src/content/errors';
import type { Lang } from '../../src/i18n/routes';
import type { MediaStore } from '../../src/server/store/media';
import { UPLOAD_NAME, UPLOADS_PATH, uploadsFolder } from '../../src/lib/content-images-folder';

/** Where the build finds the uploads the content names `/images/uploads/...`: among its photographs. */
export const DEFAULT_UPLOADS_FOLDER = uploadsFolder;

interface Reference {
  name: string;
  where: string;
}

function references(content: Record<Lang, Content>): Reference[] {
  const found: Reference[] = [];
  const walk = (value: unknown, path: (string | number)[], where: string) => {
    if (typeof value === 'string' && value.startsWith(`${UPLOADS_PATH}/`)) {
      found.push({ name: value.slice(UPLOADS_PATH.length + 1), where: `${where}: field '${fieldPath(path)}'` });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], where));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key], where);
  };
  for (const [lang, documents] of Object.entries(content)) {
    for (const [key, document] of Object.entries(documents)) walk(document, [], `content ${lang}/${key}`);
  }
  return found;
}

/** Writes the uploads the content names into `folder`; every one it cannot find is a problem, named by its field. */
export async function exportUploads(
  content: Record<Lang, Content>,
  media: MediaStore | undefined,
  folder: string,
  write: boolean,
): Promise<{ written: string[]; problems: string[] }> {
  const written: string[] = [];
  const problems: string[] = [];
  for (const { name, where } of references(content)) {
    const target = join(folder, name);
    if (!UPLOAD_NAME.test(name)) {
      problems.push(`${where}: '${UPLOADS_PATH}/${name}' is not the name of an upload`);
      continue;
    }
    if (existsSync(target) || written.includes(name)) continue;
    const bytes = await media?.get(name);
    if (!bytes) {
      problems.push(`${where}: the uploaded image ${UPLOADS_PATH}/${name} is neither in ${folder} nor in the store`);
      continue;
    }
    if (write) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${target}.partial`, bytes, { flush: true });
      renameSync(`${target}.partial`, target);
    }
    written.push(name);
  }
  return { written, problems };
}

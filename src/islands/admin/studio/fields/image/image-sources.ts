/** Where the studio finds an image to show and what it calls it: the path content gives it, or a built preview. */
import { UPLOADS_PATH } from '../../../../../lib/content-images-folder';
import { adminApi, adminApiPath } from '../../../../../i18n/routes';
import type { ImagePreviews } from '../kind/field-kind';

export const fileName = (src: string) => src.split('/').at(-1) ?? src;

/** What the browser can show for an image path: a built preview, an upload not built yet, or the path itself. */
export function previewSource(src: string, previews: ImagePreviews): string {
  if (previews[src]) return previews[src];
  if (src.startsWith(`${UPLOADS_PATH}/`)) return adminApiPath(adminApi.mediaFile, { name: src.slice(UPLOADS_PATH.length + 1) });
  return src;
}

/**
 * Astro names each island (its `uid`) by a hash that includes its component's absolute source
 * path, so the same page built in another folder differs in every island: a publish run builds
 * in a copy of the project, and every page with an island then had new bytes, its compressed
 * copies made again (80 s at 1,000 projects). The uid only serves Astro's reloading in
 * development; here it hashes the island's own attributes, its component's bundle and its props,
 * which are the same wherever the site is built.
 */
import { createHash } from 'node:crypto';

const ISLAND_UID = /<astro-island\b([^>]*?) uid="[^"]*"([^>]*)>/g;

const contentId = (attributes: string) => createHash('sha256').update(attributes).digest('base64url').slice(0, 8);

export function islandIdsFromContent(html: string): string {
  return html.replace(
    ISLAND_UID,
    (_tag, before: string, after: string) => `<astro-island${before} uid="${contentId(before + after)}"${after}>`,
  );
}

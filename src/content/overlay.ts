/**
 * Content laid over the loaded content for one call: inside `withContent`, `getContent` answers
 * with the given content of every language, and what is derived from it (./memo.ts) is kept
 * with that content alone. The live preview renders one page from an editor's draft this way,
 * while the same process serves other requests: the overlay travels with the call's async
 * context, never through a shared variable, so two previews at once never see each other's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../i18n/routes';
import type { Content } from './documents';

/** The content of every language, as one call sees it; its identity keys what is derived from it. */
export type ContentOverlay = Readonly<Record<Lang, Content>>;

const overlays = new AsyncLocalStorage<ContentOverlay>();

/** Runs `render` with `content` as every language's content, for it and everything it awaits. */
export function withContent<T>(content: ContentOverlay, render: () => Promise<T>): Promise<T> {
  return overlays.run(content, render);
}

/** The overlay of the running call; undefined outside one (a build, a visitor's request). */
export const currentOverlay = (): ContentOverlay | undefined => overlays.getStore();

/**
 * The content a page preview starts from: what the store holds now laid over the content the
 * server was built from, read as the export reads it (the content service's `language`). It is
 * read once and kept for the keystrokes that follow, so a preview's cost does not grow with the
 * site; a save through this server reads it again, and so does a preview once it is older than
 * MAX_AGE_MS, which bounds how long a save through another instance or a script goes unseen.
 */
import type { Content } from '../../content/documents';
import type { ContentOverlay } from '../../content/overlay';
import { languages, type Lang } from '../../i18n/routes';
import type { ContentService } from './service';

export const MAX_AGE_MS = 30_000;

export interface PreviewBase {
  content(): Promise<ContentOverlay>;
  /** The store's content changed: the next preview reads it again. */
  changed(): void;
}

async function readAll(service: ContentService): Promise<ContentOverlay> {
  const read = await Promise.all(languages.map(async (lang) => [lang, await service.language(lang)] as const));
  return Object.fromEntries(read) as Record<Lang, Content>;
}

export function previewBase(service: ContentService, now: () => number = Date.now): PreviewBase {
  let kept: { content: Promise<ContentOverlay>; readAt: number } | undefined;
  return {
    content() {
      if (!kept || now() - kept.readAt >= MAX_AGE_MS) {
        const reading = { content: readAll(service), readAt: now() };
        kept = reading;
        // A read that failed is not kept: the next preview tries again.
        reading.content.catch(() => {
          if (kept === reading) kept = undefined;
        });
      }
      return kept.content;
    },
    changed() {
      kept = undefined;
    },
  };
}

/** `service`, calling `changed` once each save, restore or change of several units has been answered. */
export function notingChanges(service: ContentService, changed: () => void): ContentService {
  const noted =
    <Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      write(...args).finally(changed);
  return { ...service, save: noted(service.save), saveAll: noted(service.saveAll), restore: noted(service.restore) };
}

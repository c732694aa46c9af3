/**
 * A language's saves one after another within this process: what spans units (unique urls,
 * links to projects) is checked against what the save before it wrote. Server instances on
 * one Firestore still check side by side (see README). A write to several languages waits
 * for each of their queues and holds them all; it joins them all at one moment, so two such
 * writes queue one after the other and never wait for each other in a circle.
 */
import type { Lang } from '../../i18n/routes';

/** Runs `work` once every earlier work of these languages has ended, holding them until it ends. */
export type Serially = <T>(langs: readonly Lang[], work: () => Promise<T>) => Promise<T>;

export function languageQueues(): Serially {
  const queues = new Map<Lang, Promise<unknown>>();
  return (langs, work) => {
    const next = Promise.all(langs.map((lang) => queues.get(lang))).then(work);
    const settled = next.catch(() => undefined);
    for (const lang of langs) queues.set(lang, settled);
    return next;
  };
}

/**
 * Which pages a build renders and which it copies from an earlier build: a page is copied only
 * when the earlier build rendered it from the same props and every content operation it called
 * answers the same now. A page the earlier build lacks, or any doubt, renders.
 */
import type { PageReads, PageRecord } from './session';

export interface ListedPage {
  path: string;
  /** The fingerprint of the props the page renders from. */
  props: string;
}

export interface ReusePlan {
  render: Set<string>;
  reused: Map<string, PageRecord>;
}

/** `answerNow` gives a recorded call's fingerprint on the content being built (undefined: no such operation). */
export function planPages(
  earlier: PageReads | undefined,
  pages: readonly ListedPage[],
  answerNow: (call: string) => string | undefined,
): ReusePlan {
  const plan: ReusePlan = { render: new Set(), reused: new Map() };
  // Every page of a language asks for its frame: each call is answered once.
  const answers = new Map<string, string | undefined>();
  const unchanged = ([call, fingerprint]: [string, string]) => {
    if (!answers.has(call)) answers.set(call, answerNow(call));
    return answers.get(call) === fingerprint;
  };
  for (const page of pages) {
    const record = earlier?.pages[page.path];
    if (record && record.props === page.props && Object.entries(record.reads).every(unchanged)) plan.reused.set(page.path, record);
    else plan.render.add(page.path);
  }
  return plan;
}

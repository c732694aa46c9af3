/**
 * The pages of the catch-all route this build renders (src/pages/[...path].astro): all of them,
 * unless the build may reuse an earlier one's (./index.ts), then only those ./reuse-plan.ts finds
 * changed. Each page's props fingerprint is kept for the next build's comparison.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { currentFingerprint, fingerprintOf } from '../../content/recorded-reads';
import { planPages } from './reuse-plan';
import { currentSession, pageFile } from './session';

export function pagesToRender<Page extends { path: string }>(pages: Page[]): Page[] {
  const session = currentSession();
  if (!session) return pages;
  const listed = pages.map((page) => ({ path: page.path, props: fingerprintOf(page) }));
  for (const { path, props } of listed) session.props.set(path, props);
  const earlier = session.earlier;
  // A page whose file the earlier build lacks is rendered, whatever its record says.
  const kept = earlier && {
    ...earlier.reads,
    pages: Object.fromEntries(Object.entries(earlier.reads.pages).filter(([path]) => existsSync(join(earlier.clientDir, pageFile(path))))),
  };
  const plan = planPages(kept, listed, currentFingerprint);
  for (const [path, record] of plan.reused) session.reused.set(path, record);
  return pages.filter((page) => plan.render.has(page.path));
}

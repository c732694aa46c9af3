/**
 * How the preview bar looks, carried by the bar itself: it is written into pages of any build,
 * and a page without islands links only the rules its own classes use
 * (src/integrations/page-stylesheets), so a utility class the bar needed could be missing there.
 *
 * The bar has a fixed height at the bottom of the screen, and the page makes room for it: the
 * body ends that much lower, and what fills the first screen (the home page's slider, whose
 * controls sit at its bottom) ends `--preview-bar-room` above the screen's bottom
 * (src/components/HomeHero.astro). A sentence too long for the bar ends in an ellipsis; the way
 * back to the admin stays whole.
 */
import { createHash } from 'node:crypto';

/**
 * The room the bar takes: one row, or on a phone two lines of smaller text, which hold the
 * sentence at 375 px. The pages read it as `var(--preview-bar-room, 0px)`, nothing where no bar is.
 */
const ROOM = '2.75rem';
const PHONE_ROOM = '3.25rem';
const PHONE = '(max-width: 40rem)';

export const previewBarStyle = [
  `:root{--preview-bar-room:${ROOM}}`,
  'body{padding-bottom:var(--preview-bar-room)}',
  '[data-preview-bar]{position:fixed;inset-inline:0;bottom:0;z-index:50;box-sizing:border-box;height:var(--preview-bar-room);' +
    'display:flex;align-items:center;justify-content:center;gap:1rem;padding:0 1rem;white-space:nowrap;font-weight:600;line-height:1.25;' +
    'background:var(--color-accent-500,#f59e0b);color:var(--color-navy-950,#081426);box-shadow:0 -1px 3px rgb(0 0 0/0.25)}',
  '[data-preview-bar]>span{min-width:0;overflow:hidden;text-overflow:ellipsis}',
  '[data-preview-bar]>a{flex-shrink:0;color:inherit;text-decoration:underline}',
  `@media ${PHONE}{:root{--preview-bar-room:${PHONE_ROOM}}[data-preview-bar]{gap:.75rem;padding:0 .75rem;font-size:.875rem}` +
    '[data-preview-bar]>span{white-space:normal;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2}}',
  '@media print{[data-preview-bar]{display:none}body{padding-bottom:0}}',
].join('');

/** The source a Content-Security-Policy names the bar's style element by: the site's policy allows no inline style but its own. */
const styleSource = `'sha256-${createHash('sha256').update(previewBarStyle).digest('base64')}'`;

/** `policy` allowing the bar's style element as well: the site's always names style-src (Astro writes it with its own hashes). */
export const allowingPreviewBarStyle = (policy: string): string =>
  policy.replace(
    /(^|;\s*)(style-src(?![\w-])[^;]*)/,
    (_directive, before: string, styles: string) => `${before}${styles.trimEnd()} ${styleSource}`,
  );

/**
 * The site's own hydration directives by name: `client:<name>` on a component, `client="<name>"`
 * on the `<astro-island>` Astro renders for it.
 */
export const siteDirectives = { afterLoad: 'after-load', visibleAfterPaint: 'visible-after-paint' } as const;

export type SiteDirectiveName = (typeof siteDirectives)[keyof typeof siteDirectives];

/**
 * When an island's directive, Astro's or the site's, hydrates it: `unprompted` ones without the
 * visitor doing anything, `whenSeen` ones once they come into view (`client:media` and
 * `client:only` answer neither).
 */
export const hydrationMoments = {
  unprompted: ['load', 'idle', siteDirectives.afterLoad],
  whenSeen: ['visible', siteDirectives.visibleAfterPaint],
} as const;

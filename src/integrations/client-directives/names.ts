/**
 * The site's own hydration directives by name: `client:<name>` on a component, `client="<name>"`
 * on the `<astro-island>` Astro renders for it.
 */
export const siteDirectives = { afterLoad: 'after-load', visibleAfterPaint: 'visible-after-paint' } as const;

export type SiteDirectiveName = (typeof siteDirectives)[keyof typeof siteDirectives];

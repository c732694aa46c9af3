/**
 * How long Firebase Hosting lets browsers and its CDN keep a page (firebase.json, written by
 * scripts/hosting-config.ts): a page published just now may be this old for a visitor.
 */
export const PAGE_MAX_AGE_SECONDS = 300;

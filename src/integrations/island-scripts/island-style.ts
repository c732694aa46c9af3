/**
 * Astro writes its island style (`astro-island{display:contents}`) before the first island in
 * <body>, where HTML does not allow <style>; this moves it to the end of <head>. Its CSP hash
 * stays valid: the text does not change.
 */
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

export const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;

export function islandStyleInHead(html: string): string {
  const at = html.indexOf(ISLAND_STYLE_ELEMENT);
  const headEnd = html.indexOf('</head>');
  if (at < 0 || headEnd < 0 || at < headEnd) return html;
  const withoutStyle = html.slice(0, at) + html.slice(at + ISLAND_STYLE_ELEMENT.length);
  return withoutStyle.slice(0, headEnd) + ISLAND_STYLE_ELEMENT + withoutStyle.slice(headEnd);
}

/**
 * Search engines show 50 to 160 characters of a page's description. Editors write the texts
 * pages take their description from for people, not for that window, so a text is fitted:
 * a short one gains the company's own description after it, a long one is cut at a word.
 */
export const META_DESCRIPTION = { min: 50, max: 160 } as const;

export function metaDescription(text: string, companyDescription: string): string {
  let description = text.replace(/\s+/g, ' ').trim();
  if (description.length < META_DESCRIPTION.min) {
    description = `${description.replace(/[.\s]+$/, '')}. ${companyDescription.trim()}`;
  }
  if (description.length <= META_DESCRIPTION.max) return description;
  const cut = description.slice(0, META_DESCRIPTION.max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), META_DESCRIPTION.min));
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * The photos a project's own page shows at its top (SPEC: the carousel of the project's images,
 * hidden when there are none): its gallery; a project with only a main photo shows that one
 * rather than nothing. Each with the alt text editors wrote, else the one the page computes.
 */
import type { Project } from '../content/schemas';

/** An alt text that says something, or none: a blank one would leave the photo unnamed. */
function described(alt: string | undefined): string | undefined {
  return alt?.trim() ? alt : undefined;
}

export function projectPagePhotos(project: Project['project']): { src: string; alt: string }[] {
  const { name, imageSources, imageAlts, primaryImageSource, primaryImageAlt } = project;
  if (imageSources.length === 0) return primaryImageSource ? [{ src: primaryImageSource, alt: described(primaryImageAlt) ?? name }] : [];
  return imageSources.map((src, i) => ({
    src,
    // Content saved before alt texts had a field keeps the name and the photo's place.
    alt: described(imageAlts?.[i]) ?? `${name} (${i + 1}/${imageSources.length})`,
  }));
}

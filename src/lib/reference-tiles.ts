/**
 * A reference as its tile shows it, in the references grid and the home carousel alike: the
 * client's name as text, and its logo prepared at build time for a mark 3rem high (a square
 * mark, or a wide logo up to four times as wide).
 */
import type { Reference } from '../content/schemas';
import { responsiveImage, type ResponsiveImage } from './images';

export interface ReferenceTileData {
  name: string;
  url?: string | undefined;
  logo: ResponsiveImage;
}

/** The mark's height in CSS px (h-12 in ReferenceTile); the generated marks are drawn at twice it. */
const MARK_PX = 48;

export function referenceTiles(references: Reference[]): Promise<ReferenceTileData[]> {
  return Promise.all(
    references.map(async ({ reference }) => ({
      name: reference.referenceName,
      url: reference.url,
      logo: await responsiveImage(reference.logo, {
        width: 2 * MARK_PX,
        height: 2 * MARK_PX,
        widths: [4 * MARK_PX, 8 * MARK_PX],
        sizes: `${4 * MARK_PX}px`,
      }),
    })),
  );
}

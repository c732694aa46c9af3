/**
 * One client's tile, for the references grid (rendered on the server only) and the home
 * carousel. The name is real text at one size in every tile, so a phone reads it and a long
 * name weighs what a short one does; the logo above it is a mark of fixed height. The name says
 * what the logo shows, so the logo is decorative (alt="") and the name is read once.
 */
import type { ReferenceTileData } from '../lib/reference-tiles';
import Picture from './Picture';

interface Props {
  reference: ReferenceTileData;
  className?: string;
}

export default function ReferenceTile({ reference, className }: Props) {
  return (
    <figure
      className={`relative flex h-full flex-col items-center justify-center gap-2 rounded-lg border border-steel-200 bg-white px-1 py-3 text-center sm:px-3 ${className ?? ''}`}
      data-reference-tile
    >
      <Picture image={reference.logo} alt="" className="h-12 w-full object-contain" />
      <figcaption className="text-sm leading-tight font-medium wrap-anywhere text-navy-900">
        {reference.url ? (
          // The link covers the whole tile, as the logo used to be the link.
          <a href={reference.url} rel="noopener" className="after:absolute after:inset-0 hover:underline">
            {reference.name}
          </a>
        ) : (
          reference.name
        )}
      </figcaption>
    </figure>
  );
}

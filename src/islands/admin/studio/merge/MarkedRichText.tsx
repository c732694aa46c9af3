/**
 * One version of a rich text on the conflict screen: its blocks as readable text, what only this
 * version has marked by a highlight and an underline (not by colour alone), and named for screen
 * readers where it begins and ends. Inside the choice's label: phrasing elements only.
 */
import type { MarkedBlock } from './rich-text-differences';

interface Props {
  blocks: readonly MarkedBlock[];
  /** The screen-reader words around a marked part, in the admin's language. */
  starts: string;
  ends: string;
  empty: string;
}

const kindStyle: Record<MarkedBlock['kind'], string> = {
  paragraph: '',
  heading: 'font-semibold',
  list: '',
  quote: 'border-s-2 border-steel-500 ps-2 italic',
};

export function MarkedRichText({ blocks, starts, ends, empty }: Props) {
  if (blocks.length === 0) return <span className="block">{empty}</span>;
  return blocks.map((block, index) => (
    <span
      key={index}
      className={`block whitespace-pre-line ${index > 0 ? 'mt-2' : ''} ${kindStyle[block.kind]}`}
      data-conflict-block={block.kind}
    >
      {block.parts.map((part, at) =>
        part.differs ? (
          <mark key={at} className="bg-accent-400/40 text-inherit underline decoration-2 underline-offset-2">
            <span className="sr-only">{starts} </span>
            {part.text}
            <span className="sr-only"> {ends}</span>
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  ));
}

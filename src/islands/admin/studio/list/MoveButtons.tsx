/** An item's place in its list: a place up, a place down, and (more than two items) to any place. */
import type { DocumentKey } from '../../../../content/documents';
import { fill } from '../../strings';
import type { ListView } from './list-view';
import { MoveToPosition } from './MoveToPosition';

interface Props {
  view: ListView;
  docKey: DocumentKey;
  ids: readonly string[];
  id: string;
  /** Every item by its title in the admin's language, for "Move to…" to name each place. */
  titles: readonly string[];
  title: string;
}

const buttonClass =
  'min-h-11 min-w-11 rounded-md ring-1 ring-steel-500 hover:bg-steel-100 aria-disabled:cursor-default aria-disabled:opacity-40';

export function MoveButtons({ view: { strings, moving, move }, docKey, ids, id, titles, title }: Props) {
  const texts = strings.list;
  const position = ids.indexOf(id);
  return (
    <>
      <button
        type="button"
        // aria-disabled, not disabled: the button keeps the focus it has after a move.
        aria-disabled={moving || position === 0}
        onClick={() => position > 0 && move(docKey, ids, position, position - 1, title)}
        aria-label={fill(texts.moveUp, { name: title })}
        className={buttonClass}
      >
        ↑
      </button>
      <button
        type="button"
        aria-disabled={moving || position === ids.length - 1}
        onClick={() => position < ids.length - 1 && move(docKey, ids, position, position + 1, title)}
        aria-label={fill(texts.moveDown, { name: title })}
        className={buttonClass}
      >
        ↓
      </button>
      {ids.length > 2 && (
        <MoveToPosition
          id={`move-${docKey}-${id}`}
          name={title}
          names={titles}
          position={position}
          strings={strings.move}
          busy={moving}
          onMove={(to) => move(docKey, ids, position, to, title)}
        />
      )}
    </>
  );
}

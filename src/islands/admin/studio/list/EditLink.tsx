/** A link to a unit's editor: a plain link the studio opens in place. */
import type { EditorAddress } from '../unit/editor-address';
import { editorHref } from '../unit/editor-address';
import type { ListView } from './list-view';

interface Props {
  address: EditorAddress;
  text: string;
  label?: string;
  open: ListView['open'];
}

export function EditLink({ address, text, label, open }: Props) {
  return (
    <a
      href={editorHref(address)}
      onClick={(event) => open(event, address)}
      aria-label={label}
      className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-3 font-semibold text-white hover:bg-navy-700"
    >
      {text}
    </a>
  );
}

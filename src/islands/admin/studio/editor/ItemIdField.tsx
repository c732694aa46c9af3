/** A new item's id, typed by the editor (suggested at first); fixed once the item exists in any language. */
import type { StudioStrings } from '../base/strings';

interface Props {
  itemId: string;
  locked: boolean;
  /** Shown once a save was tried: what is wrong with the id. */
  problem: string | undefined;
  setItemId: (id: string) => void;
  strings: StudioStrings;
}

export function ItemIdField({ itemId, locked, problem, setItemId, strings }: Props) {
  const texts = strings.editor;
  return (
    <div className="mb-6 max-w-md">
      <label htmlFor="studio-item-id" className="block font-medium">
        {texts.itemId}
      </label>
      <input
        id="studio-item-id"
        value={itemId}
        readOnly={locked}
        onChange={(event) => setItemId(event.target.value.trim())}
        aria-invalid={problem ? true : undefined}
        aria-describedby="studio-item-id-hint"
        className="mt-1 block w-full rounded-md border border-steel-500 bg-white px-3 py-2 font-mono read-only:bg-steel-100"
        spellCheck={false}
      />
      <p id="studio-item-id-hint" className={`mt-1 text-sm ${problem ? 'font-medium text-red-800' : 'text-steel-700'}`}>
        {problem ? problem : texts.itemIdHint}
      </p>
    </div>
  );
}

/**
 * The studio's editor screen as the outlet shows it: the unit its query string names, or, when
 * it names no document of the site, `unknown`. Reading the address needs the content schemas
 * (zod), so it happens here, in the studio's code, not in the outlet every screen loads.
 */
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { ContentEditor } from './ContentEditor';
import { editorHref, readEditorAddress } from '../unit/editor-address';
import { preloadListControl } from '../fields/list/list';
import { unitFields } from '../unit/unit-data';

type Props = Omit<ComponentProps<typeof ContentEditor>, 'address' | 'created'> & {
  /** The page address's query string. */
  search: string;
  /** After a new item's first save: the editor's address becomes the item's. */
  created: (href: string) => void;
  unknown: ReactNode;
};

export function EditorScreen({ search, created, unknown, ...props }: Props) {
  const address = readEditorAddress(search);
  const key = address?.key;
  const isItem = address?.item !== null;
  // A list's control is fetched while the unit's data is: not after it, when the form is drawn.
  useEffect(() => {
    if (key) preloadListControl(unitFields(key, isItem));
  }, [key, isItem]);
  if (!address) return unknown;
  return <ContentEditor {...props} address={address} created={(saved) => created(editorHref(saved))} />;
}

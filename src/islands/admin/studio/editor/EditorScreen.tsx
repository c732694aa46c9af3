/**
 * The studio's editor screen as the outlet shows it: the unit its query string names, or, when
 * it names no document of the site, `unknown`. Reading the address needs the content schemas
 * (zod), so it happens here, in the studio's code, not in the outlet every screen loads.
 */
import type { ComponentProps, ReactNode } from 'react';
import { ContentEditor } from './ContentEditor';
import { editorHref, readEditorAddress } from '../unit/editor-address';

type Props = Omit<ComponentProps<typeof ContentEditor>, 'address' | 'created'> & {
  /** The page address's query string. */
  search: string;
  /** After a new item's first save: the editor's address becomes the item's. */
  created: (href: string) => void;
  unknown: ReactNode;
};

export function EditorScreen({ search, created, unknown, ...props }: Props) {
  const address = readEditorAddress(search);
  if (!address) return unknown;
  return <ContentEditor {...props} address={address} created={(saved) => created(editorHref(saved))} />;
}

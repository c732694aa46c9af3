/** Where the editor of a unit is: the route table's editor path with the unit in its query string. */
import { isDocumentKey, type DocumentKey } from '../../../../content/documents';
import { adminPath, studioQuery } from '../../../../i18n/routes';

/** `item`: an item's id, null for the document's own fields, 'new' for an item not created yet. */
export interface EditorAddress {
  key: DocumentKey;
  item: string | null | typeof NEW_ITEM;
}

export const NEW_ITEM = Symbol('new item');

export function editorHref({ key, item }: EditorAddress): string {
  const query = new URLSearchParams({ [studioQuery.document]: key });
  if (item === NEW_ITEM) query.set(studioQuery.create, '');
  else if (item !== null) query.set(studioQuery.item, item);
  return `${adminPath('contentEdit')}?${query.toString().replace(/=$/, '')}`;
}

/** The unit a query string names; undefined when it names no document the site has. */
export function readEditorAddress(search: string): EditorAddress | undefined {
  const query = new URLSearchParams(search);
  const key = query.get(studioQuery.document) ?? '';
  if (!isDocumentKey(key)) return undefined;
  if (query.has(studioQuery.create)) return { key, item: NEW_ITEM };
  const item = query.get(studioQuery.item);
  return { key, item: item === null || item === '' ? null : item };
}

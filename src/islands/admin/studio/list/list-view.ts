/** What every part of the content list reads: the admin's language and words, the filter, and how to open or move a unit. */
import type { MouseEvent } from 'react';
import type { ContentOverviewEntry } from '../../../../admin-api/contract';
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import type { StudioStrings } from '../base/strings';
import type { UnitWork } from '../translation/language-work';
import type { EditorAddress } from '../unit/editor-address';

export interface ListView {
  ui: AdminLang;
  strings: StudioStrings;
  open: (event: MouseEvent<HTMLAnchorElement>, address: EditorAddress) => void;
  /** With a filter on: its language and the documents and items that need work in it. */
  filter: Lang | null;
  work: UnitWork[] | null;
  /** A move is under way: the move buttons wait. */
  moving: boolean;
  move: (key: DocumentKey, ids: readonly string[], from: number, to: number, name: string) => void;
}

/** When a unit last changed in a language and who changed it. */
export type LastChange = Pick<ContentOverviewEntry, 'updatedAt' | 'updatedBy'> & { lang: Lang };

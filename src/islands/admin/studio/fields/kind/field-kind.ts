/**
 * What a field kind's module gives the form (one module per kind in fields/, a kind of several
 * files in a folder of its own, as FieldControl.tsx's record of them demands): how its
 * control's value becomes the unit's data, and the control itself. A kind's client rule beyond the schema's is a plain module beside it
 * (image-alts.ts: every image an editor sets needs its alt text).
 */
import type { ComponentType, KeyboardEvent, ReactNode } from 'react';
import type { FieldDescription } from '../../../../../content/field-meta';
import type { AdminLang } from '../../../../../i18n/admin-languages';
import type { Lang } from '../../../../../i18n/routes';
import type { StudioStrings } from '../../base/strings';
import type { Data, Path } from '../../unit/unit-data';

/** Build-time previews of the site's own images (AdminPage.astro), by the path content gives them. */
export type ImagePreviews = Readonly<Record<string, string>>;

export interface FieldContext {
  /** The content's language. */
  lang: Lang;
  /** The admin's language. */
  ui: AdminLang;
  strings: StudioStrings;
  data: Data;
  /** The first shown column's language: facts set once are shown, chosen and arranged there (shared-columns.ts). */
  sharedIn: Lang;
  /** The other languages' values, shown or not, each a source to fill a field from. */
  others: readonly { lang: Lang; data: Data }[];
  problems: ReadonlyMap<string, string>;
  change: (path: Path, value: unknown) => void;
  announce: (text: string) => void;
  previews: ImagePreviews;
  handleError: (error: unknown) => boolean;
  idBase: string;
}

export interface FieldProps {
  field: FieldDescription;
  path: Path;
  context: FieldContext;
  /** The fields beside this one: an image's alt text is one of them. */
  siblings?: readonly FieldDescription[];
}

/** A field's control as its frame ties it together (parts.tsx frameOf). */
export interface Frame {
  id: string;
  problemId: string;
  problem: string | undefined;
  value: unknown;
  /** The field's path as the API writes it. */
  name: string;
  /** The field's label in the admin's language. */
  label: string;
  described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

export interface FillFromOther {
  /** The fill buttons and, right after a fill, its Undo. */
  controls: ReactNode;
  /** A text box's key handler: Ctrl+Z (⌘Z) right after a fill takes it back. */
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface FieldInputProps extends FieldProps {
  siblings: readonly FieldDescription[];
  /** The control's id, its value, its problem and the attributes that tie them together. */
  frame: Frame;
  /** "Fill from" the other languages: its buttons, and Ctrl+Z for a text box. */
  fillFromOther: FillFromOther;
  /**
   * The control of any field, for the fields inside this one (a group's, a list's entries):
   * handed down by FieldControl.tsx, so no kind's module imports the dispatcher back.
   */
  Field: ComponentType<FieldProps>;
}

export interface FieldKindModule {
  /**
   * The control's value (its text, a box's check, an image's path) as the unit's data holds
   * it; undefined leaves the field out. Groups and lists have none: their fields parse.
   */
  parse?: (input: never, field: FieldDescription) => unknown;
  /** The control, or (`framed: false`) the field's whole box. */
  Input: ComponentType<FieldInputProps>;
  /**
   * How FieldControl.tsx frames the control: under a label for it (`label`), under a paragraph
   * that names it by id (`named`: the rich-text region is no labelable element), or not at all
   * (`false`: a check box's own label, a fieldset's legend, an image's box frame themselves).
   */
  framed: 'label' | 'named' | false;
  /** Whether the frame offers "fill from" the other languages (a kind framing itself places them itself). */
  fills?: true;
}

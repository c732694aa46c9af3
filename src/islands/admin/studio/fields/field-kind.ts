/**
 * What a field kind's module gives the form (one module per kind in this folder, as
 * FieldControl.tsx's record of them demands): how its control's value becomes the unit's data,
 * and the control itself. A kind's client rule beyond the schema's is a plain module beside it
 * (image-alts.ts: every image an editor sets needs its alt text).
 */
import type { ComponentType } from 'react';
import type { FieldDescription } from '../../../../content/field-meta';
import type { Lang } from '../../../../i18n/routes';
import type { ImagePreviews } from '../ImageField';
import type { StudioStrings } from '../strings';
import type { Data, Path } from '../unit-data';

export interface FieldContext {
  /** The content's language. */
  lang: Lang;
  /** The admin's language. */
  ui: Lang;
  strings: StudioStrings;
  data: Data;
  /** The other languages' values, each a source to fill a field from. */
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

export interface FieldInputProps extends FieldProps {
  siblings: readonly FieldDescription[];
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
  Input: ComponentType<FieldInputProps>;
}

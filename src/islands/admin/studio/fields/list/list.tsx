/**
 * A list (of texts, images or groups): its control (ListControl.tsx: add, remove and move its
 * entries) is fetched when a unit with a list is edited, as the rich-text editor is for a unit
 * with rich text; until it arrives, the list's frame says it is loading.
 */
import type { FieldDescription } from '../../../../../content/field-meta';
import { LoadFailed } from '../../../LoadFailed';
import { onDemand } from '../../../on-demand';
import { adminStrings } from '../../../strings';
import type { FieldKindModule } from '../kind/field-kind';

const Control = onDemand(() => import('./ListControl').then((module) => module.ListControl));

const hasList = (fields: readonly FieldDescription[]): boolean =>
  fields.some((field) => field.kind === 'list' || hasList(field.fields ?? []));

/** Fetches the list's control ahead when `fields` have a list: while the form waits for its data. */
export function preloadListControl(fields: readonly FieldDescription[]) {
  if (hasList(fields)) Control.preload();
}

export const listKind: FieldKindModule = {
  framed: false,
  Input: (props) => {
    const { ui, strings } = props.context;
    return (
      <Control
        {...props}
        fallback={
          <fieldset className="rounded-md border border-steel-200 p-3">
            <legend className="px-1 font-semibold">{props.frame.label}</legend>
            <p role="status">{strings.image.loading}</p>
          </fieldset>
        }
        failed={(retry) => <LoadFailed message={strings.editor.listLoadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />}
      />
    );
  },
};

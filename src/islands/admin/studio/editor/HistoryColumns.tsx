/** Each shown language's history of saves, with Restore: only for languages the unit is stored in. */
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import type { StudioUnit } from '../base/api';
import { HistoryPanel } from '../history/HistoryPanel';
import type { Sides } from '../model/sides';
import type { StudioStrings } from '../base/strings';

interface Props {
  shown: readonly Lang[];
  sides: Sides<Lang>;
  fields: readonly FieldDescription[];
  dirtyLangs: readonly Lang[];
  unitOf: (lang: Lang) => StudioUnit;
  restore: (lang: Lang, revision: number) => Promise<void>;
  ui: AdminLang;
  strings: StudioStrings;
  handleError: (error: unknown) => boolean;
}

export function HistoryColumns({ shown, sides, fields, dirtyLangs, unitOf, restore, ui, strings, handleError }: Props) {
  return (
    // Under the form, in its column when the preview is beside it.
    <div className="mt-8 min-w-0 lg:col-start-1">
      <h2 className="text-xl font-bold">{strings.history.heading}</h2>
      <div className="mt-3 grid items-start gap-4 md:grid-cols-2">
        {shown
          .filter((lang) => sides[lang].saved)
          .map((lang) => (
            <HistoryPanel
              key={lang}
              unit={unitOf(lang)}
              ui={ui}
              strings={strings}
              fields={fields}
              current={sides[lang].saved!.data}
              revision={sides[lang].saved!.revision}
              dirty={dirtyLangs.includes(lang)}
              onRestore={(revision) => void restore(lang, revision)}
              handleError={handleError}
            />
          ))}
      </div>
    </div>
  );
}

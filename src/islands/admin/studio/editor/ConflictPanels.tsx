/** The conflict screen of each language someone saved since (the first takes the focus); their code comes when one is shown. */
import { useEffect } from 'react';
import type { FieldDescription } from '../../../../content/field-meta';
import type { AdminLang } from '../../../../i18n/admin-languages';
import type { Lang } from '../../../../i18n/routes';
import { adminStrings } from '../../strings';
import { LoadFailed } from '../../LoadFailed';
import { onDemand } from '../../on-demand';
import type { StudioUnit } from '../base/api';
import type { Sides } from '../model/sides';
import type { StudioStrings } from '../base/strings';

// A conflict is rare: its code comes when one is shown (or a save that may meet one is sent).
export const ConflictPanel = onDemand(() => import('../merge/ConflictPanel').then((module) => module.ConflictPanel));

interface Props {
  conflictLangs: readonly Lang[];
  sides: Sides<Lang>;
  fields: readonly FieldDescription[];
  busy: boolean;
  unitOf: (lang: Lang) => StudioUnit;
  resolveConflict: (lang: Lang, keepMine: ReadonlySet<string>) => void;
  announce: (text: string) => void;
  ui: AdminLang;
  strings: StudioStrings;
}

export function ConflictPanels({ conflictLangs, sides, fields, busy, unitOf, resolveConflict, announce, ui, strings }: Props) {
  // A new conflict is news: its screen's heading takes the focus and is said.
  useEffect(() => {
    if (conflictLangs.length > 0) {
      document.querySelector<HTMLElement>('[data-conflict-heading]')?.focus();
      announce(strings.conflict.heading);
    }
    // Only a new conflict is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflictLangs.join()]);
  return conflictLangs.map((lang) => (
    <div key={lang} className="mt-4">
      <ConflictPanel
        unit={unitOf(lang)}
        ui={ui}
        strings={strings}
        fields={fields}
        mine={sides[lang].values}
        base={sides[lang].startedFrom}
        conflict={sides[lang].conflict!}
        onResolve={(keepMine) => resolveConflict(lang, keepMine)}
        busy={busy}
        takesFocus={lang === conflictLangs[0]}
        fallback={<p role="status">{strings.image.loading}</p>}
        failed={(retry) => <LoadFailed message={strings.editor.conflictLoadFailed} retryLabel={adminStrings[ui].retry} onRetry={retry} />}
      />
    </div>
  ));
}

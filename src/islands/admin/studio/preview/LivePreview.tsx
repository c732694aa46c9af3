/**
 * The editor's way into the live preview: the button that opens and closes it, and the pane
 * itself, whose code (PreviewPane.tsx) comes when it is first opened.
 */
import type { ComponentProps } from 'react';
import { LoadFailed } from '../../LoadFailed';
import { onDemand } from '../../on-demand';
import { adminStrings } from '../../strings';
import type { StudioStrings } from '../base/strings';
import type { PreviewPane as PaneComponent } from './PreviewPane';

const PreviewPane = onDemand(() => import('./PreviewPane').then((module) => module.PreviewPane));

export function PreviewToggle({ open, toggle, label }: { open: boolean; toggle: () => void; label: string }) {
  return (
    <div className="mt-4 flex justify-end">
      <button
        type="button"
        aria-pressed={open}
        onClick={toggle}
        data-preview-toggle
        className="min-h-11 rounded-md border border-navy-900 px-4 font-semibold text-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
      >
        {label}
      </button>
    </div>
  );
}

type PaneProps = ComponentProps<typeof PaneComponent>;

/** The pane, in the language `preview` follows (use-preview-pane.ts). */
export function LivePreview({
  strings,
  preview,
  ...props
}: Omit<PaneProps, 'lang' | 'setLang' | 'languageName'> & { strings: StudioStrings; preview: Pick<PaneProps, 'lang' | 'setLang'> }) {
  return (
    <PreviewPane
      {...props}
      lang={preview.lang}
      setLang={preview.setLang}
      languageName={(lang) => strings.languageNames[lang]}
      fallback={
        <p className="mt-6" role="status">
          {strings.image.loading}
        </p>
      }
      failed={(retry) => <LoadFailed message={strings.editor.loadFailed} retryLabel={adminStrings[props.ui].retry} onRetry={retry} />}
    />
  );
}

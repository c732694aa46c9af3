/**
 * The screen's own buttons: build a preview, build and publish at once; on this server also
 * end this session's preview, and roll back to the build the server started with.
 */
import { STARTUP_BUILD } from '../../../admin-api/contract';
import { buttonClass } from './button-class';
import type { RunsView } from './publish-state';
import type { PublishStrings } from './strings';
import type { PublishActions } from './use-publish-actions';

interface Props {
  texts: PublishStrings;
  view: RunsView;
  busy: boolean;
  actions: Pick<PublishActions, 'startBuild' | 'stopPreview' | 'publish'>;
}

export function BuildButtons({ texts, view, busy, actions }: Props) {
  const { workflow, previewing, served, anyUnderWay } = view;
  const secondary = `${buttonClass} ring-1 ring-steel-500 hover:bg-steel-100`;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button
        type="button"
        disabled={busy || anyUnderWay}
        onClick={() => actions.startBuild('preview')}
        className={`${buttonClass} bg-navy-900 text-white hover:bg-navy-700`}
        data-build-preview
      >
        {texts.buildPreview}
      </button>
      <button type="button" disabled={busy || anyUnderWay} onClick={() => actions.startBuild('live')} className={secondary}>
        {texts.buildAndPublish}
      </button>
      {!workflow && previewing && (
        <button type="button" disabled={busy} onClick={() => actions.stopPreview(previewing)} className={secondary} data-end-preview>
          {texts.endPreview}
        </button>
      )}
      {!workflow && served !== null && served !== STARTUP_BUILD && (
        <button
          type="button"
          disabled={busy}
          onClick={() => actions.publish(STARTUP_BUILD, texts.startupBuildName)}
          className={secondary}
          data-roll-back-startup
        >
          {texts.rollBackStartup}
        </button>
      )}
    </div>
  );
}

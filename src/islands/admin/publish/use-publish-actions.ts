/**
 * What the publish screen's buttons do: start a build, open or end this session's preview,
 * publish a build or roll back to one. Each says how it went in the screen's status line (and
 * to a screen reader), then reads the runs again.
 */
import { useState } from 'react';
import type { PublishTarget } from '../../../admin-api/contract';
import { fill } from '../strings';
import { endPreview, previewRun, putLive, startRun, type StartResult } from './api';
import { goLiveWords } from './publish-state';
import type { PublishStrings } from './strings';

interface Screen {
  texts: PublishStrings;
  /** The rebuild workflow publishes (production), not this server. */
  workflow: boolean;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  load: () => Promise<void>;
}

export function usePublishActions({ texts, workflow, announce, handleError, load }: Screen) {
  const [message, setMessage] = useState('');
  /** The run this editor started: the message follows it to its end. */
  const [followed, setFollowed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<StartResult>, done: string, then?: (id: string) => void) => {
    setBusy(true);
    setFollowed(null);
    try {
      const result = await work();
      if (result.ok) {
        setMessage(done);
        if (done) announce(done);
        then?.(result.id);
      } else setMessage(fill(texts.failed, { message: result.reason ? texts.refusals[result.reason] : result.message }));
    } catch (error) {
      if (!handleError(error)) setMessage(fill(texts.failed, { message: (error as Error).message }));
    } finally {
      setBusy(false);
      await load();
    }
  };

  const startBuild = (target: PublishTarget) => void act(() => startRun(target), texts.followed.queued, setFollowed);

  /** Opens `page` of run `id`'s build in this session's preview. */
  const openPreview = (id: string, page = '/') =>
    void act(
      () => previewRun(id),
      '',
      () => window.location.assign(page),
    );

  /** Ends this session's preview of build `id`; the focus goes on to starting the next one, as the button leaves. */
  const stopPreview = (id: string) =>
    void act(
      async () => {
        await endPreview();
        return { ok: true, id };
      },
      texts.previewEnded,
      () => document.querySelector<HTMLElement>('[data-build-preview]')?.focus(),
    );

  /** Puts build `id` live; `rollBackTo` names, in words, an older build it goes back to. */
  const publish = (id: string, rollBackTo: string | null = null) => {
    const words = goLiveWords(texts, workflow, rollBackTo);
    if (!window.confirm(words.confirm)) return;
    // The editor sees the live build afterwards, as every visitor does.
    void act(async () => {
      const result = await putLive(id);
      if (result.ok && !workflow) await endPreview();
      return result;
    }, words.done);
  };

  return { message, followed, busy, startBuild, openPreview, stopPreview, publish };
}

export type PublishActions = ReturnType<typeof usePublishActions>;

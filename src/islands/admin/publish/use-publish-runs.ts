/** The publish screen's runs, read from the staff API, and read again while one is under way. */
import { useCallback, useEffect, useState } from 'react';
import { fetchRuns } from './api';
import { runsView, type RunsAnswer } from './publish-state';

/** How often a run under way is asked about: often enough for a progress bar, rarely enough for the server. */
const POLL_MS = 1500;

/** `load` reads the runs again; `retry` after a failed read. A refusal `handleError` takes (a lost session) is its business. */
export function usePublishRuns(handleError: (error: unknown) => boolean) {
  const [answer, setAnswer] = useState<RunsAnswer>(null);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async () => {
    try {
      setAnswer(await fetchRuns());
    } catch (error) {
      if (!handleError(error)) setAnswer('failed');
    }
  }, [handleError]);

  useEffect(() => {
    void load();
  }, [load, attempt]);

  const view = runsView(answer);
  const { anyUnderWay } = view;
  useEffect(() => {
    if (!anyUnderWay) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [anyUnderWay, load]);

  return { view, load, retry: () => setAttempt((n) => n + 1) };
}

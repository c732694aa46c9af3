/**
 * A component whose code is fetched the first time it is shown (a dynamic import: a chunk of its
 * own), so a screen never carries the code of what it does not show. Until the code has arrived,
 * `fallback` stands in its place; if it cannot be fetched, `failed` does, with a way to try again.
 * Code fetched once (or ahead, with `preload`, while something else is awaited) renders at once.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

interface Placeholders {
  fallback: ReactNode;
  failed: (retry: () => void) => ReactNode;
}

type OnDemand<P> = ComponentType<P & Placeholders> & { preload: () => void };

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (the network) is made again by the next attempt.
        loading = undefined;
        throw error;
      },
    ));
  // A failed fetch ahead is not news yet: the component, once shown, fetches again and says so.
  const preload = () => void fetchCode().catch(() => undefined);

  function Component({ fallback, failed, ...props }: P & Placeholders) {
    const [ready, setReady] = useState(() => loaded);
    const [attempt, setAttempt] = useState<'loading' | 'failed'>('loading');
    useEffect(() => {
      if (ready || attempt === 'failed') return;
      let shown = true;
      fetchCode().then(
        (component) => shown && setReady(() => component),
        () => shown && setAttempt('failed'),
      );
      return () => {
        shown = false;
      };
    }, [ready, attempt]);
    if (ready) {
      const Ready = ready;
      return <Ready {...(props as P)} />;
    }
    return attempt === 'failed' ? failed(() => setAttempt('loading')) : fallback;
  }
  return Object.assign(Component, { preload });
}

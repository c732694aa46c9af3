/**
 * Whether the carousel rotates when nothing holds it: the visitor's choice on the rotation
 * button, else not under prefers-reduced-motion (the visitor starts it with the play button).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useAutoplay(
  rotationButtonRef: RefObject<HTMLButtonElement | null>,
  reducedMotion: boolean,
): [boolean, (autoplay: boolean) => void] {
  const [chosen, setChosen] = useState<boolean | null>(null);
  // A choice made on the rotation button before the island ran (before-island.ts) stands.
  useLayoutEffect(() => {
    if (rotationButtonRef.current?.dataset['autoplay'] === 'false') setChosen(false);
  }, [rotationButtonRef]);
  return [chosen ?? !reducedMotion, setChosen];
}

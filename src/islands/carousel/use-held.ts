/**
 * Whether a pointer is over the carousel or focus is in it: either holds its rotation (the
 * WAI-ARIA carousel pattern). The handlers go on the carousel's outermost element.
 */
import { useState, type FocusEvent } from 'react';

export function useHeld() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { held: hovered || focused, handlers };
}

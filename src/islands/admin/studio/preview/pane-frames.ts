/**
 * The pane's two frames: one shown, the other loading the next draft, shown when it has loaded
 * (at the shown one's scroll position), so the pane never blanks while it updates. A draft posted
 * while another is loading replaces it in the same frame: only the latest draft is ever shown.
 * A load that brought no page (the server refused the draft, or could not be reached) is never
 * shown: the last page stays, and the pane says why.
 */
export type FrameIndex = 0 | 1;

export interface PaneFrames {
  shown: FrameIndex;
  /** The frame loading the latest draft, if one is. */
  loading: FrameIndex | null;
}

export const initialFrames: PaneFrames = { shown: 0, loading: null };

/** The frame the next draft goes into: the one not shown. */
export const nextFrame = (state: PaneFrames): FrameIndex => (state.shown === 0 ? 1 : 0);

export function posted(state: PaneFrames): PaneFrames {
  return { ...state, loading: nextFrame(state) };
}

/** A frame has loaded a draft: shown if it is the one the latest draft went into. */
export function loaded(state: PaneFrames, frame: FrameIndex): PaneFrames {
  return state.loading === frame ? { shown: frame, loading: null } : state;
}

/** A frame's load brought no page: the shown page stays, and nothing is loading any more. */
export function refused(state: PaneFrames, frame: FrameIndex): PaneFrames {
  return state.loading === frame ? { ...state, loading: null } : state;
}

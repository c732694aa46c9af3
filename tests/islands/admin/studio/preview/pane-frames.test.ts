/**
 * The preview pane's two frames: a draft goes into the frame not shown, which is shown once it has
 * loaded; a draft sent while one loads replaces it; a frame that loads something the pane did not
 * ask for (its first, empty page, or an older draft) changes nothing; a load that brought no page
 * leaves the shown page.
 */
import { describe, expect, it } from 'vitest';
import { initialFrames, loaded, nextFrame, posted, refused } from '../../../../../src/islands/admin/studio/preview/pane-frames';

describe("the preview pane's frames", () => {
  it('loads each draft behind the shown page and swaps when it has loaded', () => {
    const sent = posted(initialFrames);
    expect(nextFrame(initialFrames)).toBe(1);
    expect(sent).toEqual({ shown: 0, loading: 1 });
    const shown = loaded(sent, 1);
    expect(shown).toEqual({ shown: 1, loading: null });
    expect(nextFrame(shown)).toBe(0);
    expect(loaded(posted(shown), 0)).toEqual({ shown: 0, loading: null });
  });

  it('sends a draft typed while another loads into the same frame, and shows only the latest', () => {
    const twice = posted(posted(initialFrames));
    expect(twice).toEqual({ shown: 0, loading: 1 });
    expect(loaded(twice, 1)).toEqual({ shown: 1, loading: null });
  });

  it('ignores a load the pane did not ask for', () => {
    expect(loaded(initialFrames, 0)).toBe(initialFrames);
    expect(loaded(initialFrames, 1)).toBe(initialFrames);
    const sent = posted(initialFrames);
    expect(loaded(sent, 0)).toBe(sent);
  });

  it('keeps the shown page when a load brings none, and is ready for the next draft', () => {
    const shown = loaded(posted(initialFrames), 1);
    const failed = refused(posted(shown), 0);
    expect(failed).toEqual({ shown: 1, loading: null });
    expect(nextFrame(failed)).toBe(0);
    expect(refused(shown, 0)).toBe(shown);
  });
});

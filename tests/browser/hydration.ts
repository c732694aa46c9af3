import { expect, type Locator } from '@playwright/test';
import { siteDirectives } from '../../src/integrations/client-directives/names';

/**
 * When an island's directive, Astro's or the site's, hydrates it: `unprompted` ones without the
 * visitor doing anything, `whenSeen` ones once they come into view (`client:media` and
 * `client:only` answer neither). Plain data, so in-page functions can take it as their argument.
 */
export interface HydrationMoments {
  unprompted: readonly string[];
  whenSeen: readonly string[];
}
export const hydrationMoments: HydrationMoments = {
  unprompted: ['load', 'idle', siteDirectives.afterLoad],
  whenSeen: ['visible', siteDirectives.visibleAfterPaint],
};

/**
 * Waits until the React island around `control` has hydrated, as a person waits for a control
 * to respond, and returns `control`. Astro removes the `ssr` attribute from `<astro-island>`
 * once the component has hydrated; before that, a click on server-rendered markup is lost
 * (the mobile menu hydrates only when its media query matches, the carousels when visible).
 * Fails if `control` is not inside an island: only island controls need this.
 */
export async function hydrated(control: Locator): Promise<Locator> {
  const island = control.locator('xpath=ancestor::astro-island[1]');
  await expect(island, 'the control is inside an <astro-island>').toHaveCount(1);
  await expect(island, 'the island has hydrated').not.toHaveAttribute('ssr');
  return control;
}

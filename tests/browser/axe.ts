import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the bar of DECISIONS.md "Quality bars". */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Zero axe violations on the page as it is now, each named with the elements it found.
 * Legacy mode runs axe in the page itself instead of finishing the run in a second, blank page
 * (what cross-origin frames need, and no page of ours has one): a third of the time, the same
 * rules and findings. Only violations are collected; passes are not written out.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

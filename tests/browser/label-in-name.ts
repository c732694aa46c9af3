/** WCAG 2.5.3 (label in name): a control's accessible name starts with the text it shows. */
import { expect, type Locator } from '@playwright/test';

export async function expectEachNameStartsWithItsText(controls: Locator): Promise<void> {
  const all = await controls.all();
  expect(all.length).toBeGreaterThan(0);
  for (const control of all) {
    const shown = (await control.innerText()).replace(/\s+/g, ' ').trim();
    expect(shown).not.toBe('');
    await expect(control).toHaveAccessibleName(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`));
  }
}

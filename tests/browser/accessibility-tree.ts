import type { Page } from '@playwright/test';

/**
 * The expanded state a screen reader gets for the first element `selector` matches, read from
 * Chromium's accessibility tree: popover invokers and <summary> expose it without an
 * aria-expanded attribute, so the DOM cannot tell.
 */
export async function axExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument')) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as {
      nodes: { properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What sticks out past the right edge of the screen, named by tag, class and width. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= edge) return [];
    // Text is measured, not boxes: a long word overflows its heading without widening it.
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const { right } = range.getBoundingClientRect();
      if (right <= edge + 0.5) continue;
      const parent = node.parentElement;
      found.push(
        `${parent?.tagName.toLowerCase()}.${parent?.getAttribute('class') ?? ''} ` +
          `"${node.textContent?.trim().slice(0, 40)}" right=${Math.round(right)} > ${edge}`,
      );
    }
    return found.length > 0
      ? found
      : [`the page is ${document.documentElement.scrollWidth} px wide`];
  });
}

/** Nothing makes the page scroll sideways (WCAG 1.4.10 Reflow). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await overflowing(page), 'parts wider than the screen').toEqual([]);
}

/**
 * The screen as a phone or screen-reader user meets it: axe finds no violation, and nothing
 * makes the page scroll sideways (WCAG 1.4.10 Reflow: a reader must never pan across a line).
 */
export async function expectAccessibleScreen(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(' | ')}`),
  ).toEqual([]);
  await expectNoSidewaysScroll(page);
}

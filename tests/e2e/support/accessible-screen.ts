import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What sticks out past the right edge of the screen, named by tag, class and width. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= edge) return [];
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .slice(0, 5)
      .map((element) => {
        const name = element.getAttribute('class') ?? '';
        return `${element.tagName.toLowerCase()}.${name} right=${Math.round(element.getBoundingClientRect().right)} > ${edge}`;
      });
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

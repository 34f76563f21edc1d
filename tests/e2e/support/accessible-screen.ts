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

/**
 * Controls whose text runs out of their own box (a button's label past its border), named with
 * the text and both widths. Hidden controls and the text of visually hidden helpers are skipped.
 */
function controlsWithOverflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a, label, select, summary, [role="button"], [role="tab"], [role="link"]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const holder = node.parentElement!;
        // Text clipped on purpose (a visually hidden name) is not shown, so cannot overflow.
        if (getComputedStyle(holder).clip !== 'auto' || holder.closest('[hidden]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0) continue;
        if (text.left < box.left - 0.5 || text.right > box.right + 0.5) {
          found.push(
            `${control.tagName.toLowerCase()} «${control.textContent?.trim()}»: ` +
              `text ${Math.round(text.width)} px in a box of ${Math.round(box.width)} px`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/** Every control shows its whole text inside its own box. */
export async function expectControlTextFits(page: Page): Promise<void> {
  expect(await controlsWithOverflowingText(page), 'controls whose text overflows them').toEqual([]);
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
  await expectControlTextFits(page);
}

import type { Page } from '@playwright/test';

// WCAG 1.4.11 (non-text contrast) measured where axe does not look: a focus ring and a field's
// edge against the colour really behind them.

/**
 * Runs in the page: the WCAG contrast ratio of a colour against the colour really behind an
 * element (the first ancestor, itself included, with an opaque background; white at the top).
 */
const CONTRAST_HELPERS = `
  window.__rgb = (value) => {
    const parts = value.match(/[\\d.]+/g).map(Number);
    return { r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1 };
  };
  window.__luminance = ({ r, g, b }) => {
    const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  window.__contrast = (a, b) => {
    const [x, y] = [window.__luminance(a), window.__luminance(b)].sort((m, n) => n - m);
    return (x + 0.05) / (y + 0.05);
  };
  window.__backgroundBehind = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const colour = window.__rgb(getComputedStyle(node).backgroundColor);
      if (colour.a === 1) return colour;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
`;

/** Every control Tab reaches on the page, with its focus ring's contrast (first 60). */
export async function focusRings(
  page: Page,
): Promise<{ name: string; contrast: number; width: number }[]> {
  await page.addScriptTag({ content: CONTRAST_HELPERS });
  await page.locator('body').focus();
  const rings: { name: string; contrast: number; width: number }[] = [];
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A control drawn by its label (a radio shown as a button, itself transparent over it)
      // shows its ring on that label.
      const holder =
        getComputedStyle(element).opacity === '0' ? (element.parentElement ?? element) : element;
      const style = getComputedStyle(holder);
      const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
      // The ring sits outside the element (an offset) or on its edge: either way on what is
      // behind the element.
      const behind = w.__backgroundBehind!(holder.parentElement ?? holder);
      return {
        name: `${element.tagName.toLowerCase()} «${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}»`,
        contrast:
          style.outlineStyle === 'none'
            ? 0
            : (w.__contrast!(w.__rgb!(style.outlineColor), behind) as number),
        width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      };
    });
    if (ring === null) break;
    if (rings.some((seen) => seen.name === ring.name)) continue;
    rings.push(ring);
  }
  return rings;
}

/** Focus rings under 3:1 or thinner than 2 px, named, of the controls Tab reaches. */
export async function weakFocusRings(page: Page): Promise<{ count: number; weak: string[] }> {
  const rings = await focusRings(page);
  return {
    count: rings.length,
    weak: rings
      .filter(({ contrast, width }) => contrast < 3 || width < 2)
      .map(({ name, contrast, width }) => `${name}: ${contrast.toFixed(2)}:1, ${width} px`),
  };
}

/** The fields one types into whose edge is under 3:1 against what is behind them, named. */
export async function faintFieldEdges(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: CONTRAST_HELPERS });
  return page.evaluate(() => {
    const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=radio]):not([type=checkbox]):not([type=range]):not([type=hidden]), select, textarea',
    );
    return [...fields]
      .map((field) => {
        const style = getComputedStyle(field);
        const behind = w.__backgroundBehind!(field.parentElement!);
        return {
          name: field.id || field.getAttribute('name') || field.tagName,
          contrast: w.__contrast!(w.__rgb!(style.borderTopColor), behind) as number,
        };
      })
      .filter(({ contrast }) => contrast < 3)
      .map(({ name, contrast }) => `${name}: ${contrast.toFixed(2)}:1`);
  });
}

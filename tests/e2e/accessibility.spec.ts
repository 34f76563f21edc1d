// WCAG 2.2 AA where axe does not look (issue 26): the focus ring and the fields' edges measured
// against what is really behind them, reflow at 200 % zoom, which link is the current page, the
// logo's name, and what a screen reader learns when a submit finds errors.
import type { Page } from '@playwright/test';
import { expectControlTextFits, expectNoSidewaysScroll } from './support/accessible-screen';
import { expect, test } from './support/app';
import { PUBLIC_PAGES } from './support/public-pages';

const LOCALES = [
  { prefix: '', home: 'на главную', error: 'Ошибка:' },
  { prefix: '/kk', home: 'басты бетке', error: 'Қате:' },
] as const;
const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

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
async function focusRings(
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

for (const path of ['/', '/deposit', '/about', '/login']) {
  test(`the focus ring contrasts 3:1 with what is around it on ${path} (WCAG 1.4.11)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    const rings = await focusRings(page);
    expect(rings.length).toBeGreaterThan(5);
    const weak = rings
      .filter(({ contrast, width }) => contrast < 3 || width < 2)
      .map(({ name, contrast, width }) => `${name}: ${contrast.toFixed(2)}:1, ${width} px`);
    expect(weak, 'focus rings under 3:1 or thinner than 2 px').toEqual([]);
  });
}

for (const path of ['/', '/deposit', '/login']) {
  test(`the edges of the fields one types into contrast 3:1 on ${path} (WCAG 1.4.11)`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.addScriptTag({ content: CONTRAST_HELPERS });
    const faint = await page.evaluate(() => {
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
    expect(faint, 'fields whose edge is under 3:1').toEqual([]);
  });
}

for (const { prefix } of LOCALES) {
  test(`every public page and /login in ${prefix || '/'} at 320, 360, 640 and 1280 px: nothing scrolls sideways, every control's text fits, only the link to the page itself is current (WCAG 1.4.10, 4.1.2)`, async ({
    page,
  }) => {
    // Seventeen pages, each loaded once and measured at four widths (320: reflow's own width;
    // 640: a 1280 px window at 200 % zoom): the time of seventeen visits on two shared cores.
    test.setTimeout(180_000);
    for (const path of [...PUBLIC_PAGES, '/new-index', '/login']) {
      const url = localized(prefix, path);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(url);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const current = await page
        .locator('a[aria-current="page"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      await test.step(`${url}: aria-current`, () =>
        expect(current.filter((href) => href !== url)).toEqual([]));
      for (const width of [320, 360, 640, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await test.step(`${url} at ${width} px`, async () => {
          await expectNoSidewaysScroll(page);
          await expectControlTextFits(page);
        });
      }
    }
  });
}

for (const { prefix, home } of LOCALES) {
  test(`the logo's name holds the brand it shows, and the whole brand shows with wider text spacing (${prefix || '/'}, WCAG 2.5.3, 1.4.12)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(localized(prefix, '/about'));
    const logo = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`, ${home}$`, 'i') });
    // What the logo shows: its text.
    const shown = (await logo.innerText()).trim();
    expect(shown).not.toBe('');
    await expect(logo).toHaveAccessibleName(`${shown}, ${home}`, { ignoreCase: true });
    // WCAG 1.4.12's overrides: nothing of the brand may be cut.
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const cut = await logo.evaluate((link) => {
      const text = link.querySelector('span')!;
      const box = link.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(text);
      const shown = range.getBoundingClientRect();
      return shown.right > box.right + 0.5 || text.scrollWidth > text.clientWidth + 1;
    });
    expect(cut).toBe(false);
  });
}

for (const { prefix, error } of LOCALES) {
  test(`a submit with errors is announced: an alert naming each field, and the title starts with «${error}» (${prefix || '/'}, WCAG 3.3.1, 4.1.3)`, async ({
    page,
  }) => {
    await page.goto(localized(prefix, '/login'));
    const title = await page.title();
    const phone = page.getByRole('textbox').first();
    const phoneLabel = (
      await phone.evaluate((field) => (field as HTMLInputElement).labels![0]!.textContent!)
    ).trim();
    await page.getByRole('button', { name: prefix ? 'Код алу' : 'Получить код' }).click();
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link').first()).toHaveText(new RegExp(`^${phoneLabel}: .+`));
    await expect(page).toHaveTitle(`${error} ${title}`);
    // Once the problems are put right the title is plain again.
    await phone.fill('7011234567');
    const consent = page.getByRole('checkbox');
    if (!(await consent.isChecked())) await consent.check();
    await page.getByRole('button', { name: prefix ? 'Код алу' : 'Получить код' }).click();
    await expect(page).toHaveTitle(title);
  });
}

for (const { prefix, statement, report } of [
  { prefix: '', statement: 'Доступность сайта', report: 'Как сообщить о проблеме' },
  {
    prefix: '/kk',
    statement: 'Сайттың қолжетімділігі',
    report: 'Мәселе туралы қалай хабарлауға болады',
  },
]) {
  test(`the accessibility statement is linked from the footer and says how to report a problem (${prefix || '/'})`, async ({
    page,
  }) => {
    await page.goto(localized(prefix, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: statement }).click();
    await expect(page).toHaveURL(`${prefix}/info/accessibility`);
    await expect(page.getByRole('heading', { level: 1, name: statement })).toBeVisible();
    const reporting = page.getByRole('region', { name: report });
    await expect(reporting.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(reporting.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
}

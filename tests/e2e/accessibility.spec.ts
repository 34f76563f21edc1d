// WCAG 2.2 AA where axe does not look (issue 26): the focus ring and the fields' edges measured
// against what is really behind them, reflow at 200 % zoom, which link is the current page, the
// logo's name, and what a screen reader learns when a submit finds errors.
import type { Page } from '@playwright/test';
import { expectControlTextFits, expectNoSidewaysScroll } from './support/accessible-screen';
import { expect, test } from './support/app';
import { faintFieldEdges, weakFocusRings } from './support/contrast';
import { STEP } from '../../contract';
import {
  T,
  heading,
  randomNational,
  routeOf,
  sign,
  takePhoto,
  walkTo,
  type Lang,
} from './support/journey';
import { PUBLIC_PAGES } from './support/public-pages';

const LOCALES = [
  { prefix: '', home: 'на главную', error: 'Ошибка:' },
  { prefix: '/kk', home: 'басты бетке', error: 'Қате:' },
] as const;
const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : prefix + path);

for (const path of ['/', '/deposit', '/about', '/login']) {
  test(`the focus ring contrasts 3:1 with what is around it on ${path} (WCAG 1.4.11)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    const { count, weak } = await weakFocusRings(page);
    expect(count).toBeGreaterThan(5);
    expect(weak, 'focus rings under 3:1 or thinner than 2 px').toEqual([]);
  });
}

for (const path of ['/', '/deposit', '/login']) {
  test(`the edges of the fields one types into contrast 3:1 on ${path} (WCAG 1.4.11)`, async ({
    page,
  }) => {
    await page.goto(path);
    const faint = await faintFieldEdges(page);
    expect(faint, 'fields whose edge is under 3:1').toEqual([]);
  });
}

/**
 * A registration screen as WCAG 1.4.11 and 1.4.10 measure it: every focus ring Tab reaches and
 * every field's edge 3:1 against what is behind it; nothing scrolls sideways at 320 px (reflow's
 * own width) or 640 px (a 1280 px window at 200 % zoom), and every control's text fits.
 */
async function expectScreenMeasuresUp(page: Page, screen: string): Promise<void> {
  await test.step(screen, async () => {
    const { weak } = await weakFocusRings(page);
    expect(weak, `${screen}: focus rings under 3:1 or thinner than 2 px`).toEqual([]);
    expect(await faintFieldEdges(page), `${screen}: fields whose edge is under 3:1`).toEqual([]);
    for (const width of [320, 640]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      await expectControlTextFits(page);
    }
    await page.setViewportSize({ width: 360, height: 800 });
  });
}

for (const lang of ['ru', 'kk'] as const satisfies readonly Lang[]) {
  test(`every screen of the journey in ${lang}, /login to the cabinet: focus rings and field edges 3:1, no sideways scroll at 320 and 640 px (WCAG 1.4.11, 1.4.10)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = T[lang];
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${t.prefix}/login`);
    await expectScreenMeasuresUp(page, '/login, the phone');
    const national = randomNational();
    await page.getByLabel(t.phone).pressSequentially(national);
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByLabel(t.code, { exact: true })).toBeVisible();
    await expectScreenMeasuresUp(page, '/login, the SMS code');
    await page.getByLabel(t.code, { exact: true }).fill(national.slice(-4));
    await page.getByRole('button', { name: t.login }).click();
    // Every form on the way, the IIN first, then the photo.
    await walkTo(page, lang, STEP.verigram, {
      each: (step) => expectScreenMeasuresUp(page, routeOf(step)),
    });
    await expectScreenMeasuresUp(page, '/register/photo');
    await takePhoto(page, lang);
    await sign(page, lang);
    await expect(heading(page, t.cabinet)).toBeVisible({ timeout: 30_000 });
    await expectScreenMeasuresUp(page, '/register/lk');
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

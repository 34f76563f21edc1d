// A phone walking the registration journey, for the measuring scripts (npm run inp,
// npm run next-screen): Debian's chromium at 360 px with touch, a CPU and a network slowed as
// the script says, and the applicant's part from /login to the photo screen typed key by key.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunch } from '../../playwright.config.ts';
import { randomNational, T, type Lang } from '../../tests/e2e/support/journey.ts';

/** The Long Animation Frames API's entry (Chromium 123+), not yet in TypeScript's DOM types. */
export interface LongAnimationFrame extends PerformanceEntry {
  scripts: {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    duration: number;
  }[];
}

export interface PhoneConditions {
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** A 360 px phone in the journey's language; `init` runs in every page before its scripts. */
export async function openPhone(
  lang: Lang,
  init: (arg: string) => void,
  arg = '',
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'kk' ? 'kk-KZ' : 'ru-RU',
  });
  // tsx keeps function names with a `__name` helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(init, arg);
  return { browser, context, page: await context.newPage() };
}

/** Slows the page's CPU and network (DevTools protocol; again after a cross-site trip). */
export async function throttle(page: Page, phone: PhoneConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
}

/** The screens the walk arrives at after each submit, as their routes (no locale prefix). */
export type JourneyScreen =
  '/login/iin' | '/register/personal' | '/register/passport' | '/register/photo';

/**
 * /login to the photo screen as an applicant types it (IIN 900101300017: the personal, then the
 * passport form). After each submit `arrived` waits for the next screen (a URL, a ready form).
 */
export async function walkToPhoto(
  page: Page,
  base: string,
  lang: Lang,
  arrived: (screen: JourneyScreen) => Promise<void>,
): Promise<void> {
  const w = T[lang];
  const typeInto = async (label: string, text: string) => {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    // A fast thumb: a key every 120 ms (typing with no pause queues keys behind one frame).
    await field.pressSequentially(text, { delay: 120 });
  };
  const phone = randomNational();
  await page.goto(`${base}${w.prefix}/login`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await typeInto(w.phone, phone);
  await page.getByLabel(w.consent).check();
  await page.getByRole('button', { name: w.getCode }).click();
  await typeInto(w.code, phone.slice(-4));
  await page.getByRole('button', { name: w.login }).click();
  await arrived('/login/iin');
  await typeInto(w.iin, '900101300017');
  await page.getByLabel(w.resident).check();
  await page.getByLabel(w.notIpdl).check();
  await page.getByRole('button', { name: w.next }).click();
  await arrived('/register/personal');
  await typeInto(w.lastName, 'Сапарова');
  await typeInto(w.firstName, 'Айгерим');
  await typeInto(w.email, 'aigerim@example.kz');
  await page.getByRole('button', { name: w.next }).click();
  await arrived('/register/passport');
  await typeInto(w.birthday, '01011990');
  await page.getByRole('radio', { name: w.male, exact: true }).check();
  await typeInto(w.birthplace, 'Алматы');
  await typeInto(w.idNumber, '012345678');
  await typeInto(w.issuer, 'МВД РК');
  await typeInto(w.when, '15062020');
  await typeInto(w.periodValidity, '14062030');
  await page.getByRole('button', { name: w.next }).click();
  await arrived('/register/photo');
}

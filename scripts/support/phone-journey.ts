// A phone walking the registration journey, for the measuring scripts (npm run inp,
// npm run next-screen): Debian's chromium at 360 px with touch, a CPU and a network slowed as
// the script says, and the applicant's part from /login to the photo screen typed key by key.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunch } from '../../playwright.config.ts';
import { isFormStep, nextSteps, STEP, type StepName } from '../../contract/index.ts';
import { routeOf } from '../../machines/registration/steps.ts';
import { deviceContext } from '../../qa/runner/devices.ts';
import { fillForm, randomNational, T, type Lang } from '../../tests/e2e/support/journey.ts';

/** The Long Animation Frames API's entry (Chromium 123+), not yet in TypeScript's DOM types. */
export interface LongAnimationFrame extends PerformanceEntry {
  /** When the frame's rendering (style, layout, paint) began; 0 when it rendered nothing. */
  renderStart: number;
  scripts: {
    startTime: number;
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

/** Runs a task first thing after the frame being drawn (in the page, from openPhone). */
export type AfterFrame = (task: () => void) => void;

/**
 * In the page: `globalThis.afterFrame`, called from a `requestAnimationFrame` callback. The
 * first task after the frame is a user-blocking one: it runs ahead of the tasks the page queued
 * meanwhile (React's, a fetch's answer, telemetry's observers), which a plain task would wait
 * behind, after the frame had painted.
 */
function installAfterFrame() {
  const { scheduler } = globalThis as {
    scheduler?: { postTask(task: () => void, options: { priority: string }): Promise<void> };
  };
  const afterFrame: AfterFrame = (task) => {
    if (scheduler) return void scheduler.postTask(task, { priority: 'user-blocking' });
    const channel = new MessageChannel();
    channel.port1.onmessage = task;
    channel.port2.postMessage(null);
  };
  (globalThis as { afterFrame?: AfterFrame }).afterFrame = afterFrame;
}

/**
 * A 360 px phone in the journey's language; `init` runs in every page before its scripts, with
 * `globalThis.afterFrame` there.
 */
export async function openPhone(
  lang: Lang,
  init: (arg: string) => void,
  arg = '',
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await chromium.launch(chromiumLaunch);
  // QA's phone (an Android browser, as device detection reads it: a computer's photo screen
  // opens with the offer to take the selfie on a phone), at the density the figures were taken.
  const context = await deviceContext(browser, 'phone', {
    deviceScaleFactor: 3,
    locale: lang === 'kk' ? 'kk-KZ' : 'ru-RU',
  });
  // tsx keeps function names with a `__name` helper the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(installAfterFrame);
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

/** A screen the walk arrives at: the step before it, and the step and route it shows. */
export interface Arrival {
  from: string;
  step: StepName;
  route: string;
}

/**
 * /login to the photo screen as an applicant types it: the SMS code, then each form of the
 * standard scenario's main line with the sample applicant's values, field by field as QA's
 * paths fill it (fillForm, from formFills), each text typed key by key. After each submit `arrived` waits for the next screen.
 */
export async function walkToPhoto(
  page: Page,
  base: string,
  lang: Lang,
  arrived: (arrival: Arrival) => Promise<void>,
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
  let step: StepName = STEP.iin;
  await arrived({ from: 'SMS code', step, route: routeOf(step) });
  while (isFormStep(step)) {
    await fillForm(page, lang, step, {}, typeInto);
    await page.getByRole('button', { name: w.next }).click();
    const from: StepName = step;
    step = nextSteps(from)[0] ?? from;
    await arrived({ from, step, route: routeOf(step) });
  }
}

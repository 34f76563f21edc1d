// The devices QA walks the paths on (qa/paths/qa-paths.ts `Device`): the applicant's phone, and
// a computer without a camera whose selfie is taken on that phone (issue 33).
import {
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';
import type { Device } from '../paths/qa-paths';

/** A cheap Android phone, 360 px wide, with touch and the browser's (fake) front camera. */
const PHONE: BrowserContextOptions = {
  ...devices['Galaxy S9+'],
  viewport: { width: 360, height: 740 },
};

/** An office computer: Chrome on Windows, 1280 × 800, a mouse, no camera. */
const COMPUTER: BrowserContextOptions = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
};

/**
 * No camera, as the browser says it on a computer without one: no video input is listed and
 * asking for the camera fails with NotFoundError (run before the page's own scripts).
 */
export const NO_CAMERA = `(() => {
  const media = navigator.mediaDevices;
  if (!media) return;
  media.getUserMedia = () =>
    Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  media.enumerateDevices = () => Promise.resolve([]);
})()`;

/** A browser context for `device`, with `options` (base URL, locale) on top. */
export async function deviceContext(
  browser: Browser,
  device: Device,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(device === 'phone' ? PHONE : COMPUTER),
    ...options,
  });
  if (device === 'computer') await context.addInitScript({ content: NO_CAMERA });
  return context;
}

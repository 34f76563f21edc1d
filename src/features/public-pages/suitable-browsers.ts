import type { DeviceInfo } from '../../platform/device';

export type SuitableBrowser = 'chrome' | 'samsung' | 'safari' | 'firefox';

const ALL: SuitableBrowser[] = ['chrome', 'samsung', 'safari', 'firefox'];

/**
 * The browsers /badbrowser suggests, by device detection (SPEC.md §4): only those that run on
 * the visitor's device, the one they are using first. The whole list when the device is not
 * known (prerendering, hydration) or is a crawler, so an indexed page names every browser.
 */
export function suitableBrowsers(device: DeviceInfo | null): SuitableBrowser[] {
  if (!device || device.isCrawler) return ALL;
  if (device.isIos) return ['safari'];
  if (device.isAndroid) {
    return device.isSamsung ? ['samsung', 'chrome', 'firefox'] : ['chrome', 'samsung', 'firefox'];
  }
  return device.isFirefox ? ['firefox', 'chrome'] : ['chrome', 'firefox'];
}

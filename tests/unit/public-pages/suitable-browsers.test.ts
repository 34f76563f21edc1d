import { describe, expect, it } from 'vitest';
import { detectDevice } from '../../../src/platform/device';
import { suitableBrowsers } from '../../../src/features/public-pages/suitable-browsers';

const ua = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const on = (userAgent: string) => suitableBrowsers(detectDevice({ userAgent }));

describe('/badbrowser names the browsers of the visitor’s device (SPEC.md §2 /badbrowser, §4)', () => {
  it('suggests Safari on an iPhone', () => {
    expect(on(ua.iphone)).toEqual(['safari']);
  });

  it('puts the browser in use first on Android: Samsung Internet is detected before Chrome', () => {
    expect(on(ua.samsung)).toEqual(['samsung', 'chrome', 'firefox']);
    expect(on(ua.pixel)).toEqual(['chrome', 'samsung', 'firefox']);
  });

  it('suggests desktop browsers on a computer', () => {
    expect(on(ua.firefoxWindows)).toEqual(['firefox', 'chrome']);
  });

  it('lists every browser to a crawler and before the device is known', () => {
    expect(on(ua.googlebot)).toEqual(['chrome', 'samsung', 'safari', 'firefox']);
    expect(suitableBrowsers(null)).toEqual(['chrome', 'samsung', 'safari', 'firefox']);
  });
});

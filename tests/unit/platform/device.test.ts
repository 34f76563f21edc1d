// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectDevice,
  RESIZE_DELAY_MS,
  watchDevice,
  type DeviceInfo,
} from '../../../src/platform/device';

const UA = {
  samsungGalaxyS24:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromePixel8:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  chromeAndroidReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopClass:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  galaxyTabS9:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  yandexBot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 11; Cubot Note 20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

type Flags = Partial<Omit<DeviceInfo, 'userAgent'>>;
const phone: Flags = {
  isMobile: true,
  isMobileOrTablet: true,
  isTablet: false,
  isDesktop: false,
  isDesktopOrTablet: false,
};
const tablet: Flags = {
  isMobile: false,
  isMobileOrTablet: true,
  isTablet: true,
  isDesktop: false,
  isDesktopOrTablet: true,
};
const desktop: Flags = {
  isMobile: false,
  isMobileOrTablet: false,
  isTablet: false,
  isDesktop: true,
  isDesktopOrTablet: true,
};
const browsers = (name: 'Samsung' | 'Edge' | 'Firefox' | 'Chrome' | 'Safari'): Flags => ({
  isSamsung: name === 'Samsung',
  isEdge: name === 'Edge',
  isFirefox: name === 'Firefox',
  isChrome: name === 'Chrome',
  isSafari: name === 'Safari',
});
const android: Flags = {
  isAndroid: true,
  isIos: false,
  isApple: false,
  isMacOS: false,
  isWindows: false,
};
const ios: Flags = {
  isIos: true,
  isApple: true,
  isMacOS: false,
  isAndroid: false,
  isWindows: false,
};
const windows: Flags = {
  isWindows: true,
  isApple: false,
  isIos: false,
  isMacOS: false,
  isAndroid: false,
};
const human: Flags = { isCrawler: false };

describe('detectDevice from the user agent', () => {
  it.each<[string, string, Flags, number?]>([
    [
      'Samsung Internet on a Galaxy S24',
      UA.samsungGalaxyS24,
      { ...phone, ...android, ...browsers('Samsung'), ...human },
    ],
    [
      'Chrome on a Pixel 8',
      UA.chromePixel8,
      { ...phone, ...android, ...browsers('Chrome'), ...human },
    ],
    [
      'Chrome on Android with the reduced UA',
      UA.chromeAndroidReduced,
      { ...phone, ...android, ...browsers('Chrome') },
    ],
    ['Safari on an iPhone', UA.safariIphone, { ...phone, ...ios, ...browsers('Safari'), ...human }],
    ['Chrome on an iPhone', UA.chromeIphone, { ...phone, ...ios, ...browsers('Chrome') }],
    [
      'Firefox on an Android phone',
      UA.firefoxAndroid,
      { ...phone, ...android, ...browsers('Firefox') },
    ],
    ['Edge on an Android phone', UA.edgeAndroid, { ...phone, ...android, ...browsers('Edge') }],
    ['a Cubot phone (not a bot)', UA.cubotPhone, { ...phone, ...android, ...human }],
    ['Safari on an older iPad', UA.ipadLegacy, { ...tablet, ...ios, ...browsers('Safari') }],
    [
      'Safari on an iPadOS iPad (desktop-class UA, touch)',
      UA.ipadDesktopClass,
      { ...tablet, ...ios, ...browsers('Safari') },
      5,
    ],
    ['Chrome on a Galaxy Tab S9', UA.galaxyTabS9, { ...tablet, ...android, ...browsers('Chrome') }],
    [
      'Firefox on an Android tablet',
      UA.firefoxAndroidTablet,
      { ...tablet, ...android, ...browsers('Firefox') },
    ],
    ['Edge on Windows', UA.edgeWindows, { ...desktop, ...windows, ...browsers('Edge'), ...human }],
    ['Chrome on Windows', UA.chromeWindows, { ...desktop, ...windows, ...browsers('Chrome') }],
    ['Firefox on Windows', UA.firefoxWindows, { ...desktop, ...windows, ...browsers('Firefox') }],
    [
      'Safari on macOS',
      UA.safariMac,
      { ...desktop, isMacOS: true, isApple: true, isIos: false, ...browsers('Safari') },
      0,
    ],
    [
      'headless Chrome driven by the browser tests',
      UA.headlessChrome,
      { ...desktop, isCrawler: false, ...browsers('Chrome') },
    ],
  ])('%s', (_name, userAgent, expected, touchPoints) => {
    expect(detectDevice({ userAgent, touchPoints })).toMatchObject({ userAgent, ...expected });
  });

  it.each([
    ['Googlebot smartphone', UA.googlebotSmartphone],
    ['Googlebot', UA.googlebot],
    ['YandexBot', UA.yandexBot],
    ['bingbot', UA.bingbot],
  ])('recognises %s as a crawler', (_name, userAgent) => {
    expect(detectDevice({ userAgent }).isCrawler).toBe(true);
  });
});

describe('the device info of SPEC §3', () => {
  it('has exactly the 17 fields SPEC names, each a boolean but the user agent', () => {
    const info = detectDevice({ userAgent: UA.chromeWindows });
    // prettier-ignore
    const SPEC_FIELDS = ['userAgent', 'isMobile', 'isMobileOrTablet', 'isTablet', 'isDesktop', 'isIos', 'isAndroid', 'isWindows', 'isMacOS', 'isApple', 'isDesktopOrTablet', 'isSafari', 'isFirefox', 'isEdge', 'isChrome', 'isSamsung', 'isCrawler'];
    expect(Object.keys(info).sort()).toEqual([...SPEC_FIELDS].sort());
    for (const field of SPEC_FIELDS.slice(1)) {
      expect(typeof info[field as keyof typeof info], field).toBe('boolean');
    }
  });
});

describe('detectDevice from headers', () => {
  it('lets the CDN viewer headers decide before anything else', () => {
    const headers = {
      'CloudFront-Is-Tablet-Viewer': 'true',
      'CloudFront-Is-Mobile-Viewer': 'false',
      'x-device-type': 'mobile',
    };
    expect(detectDevice({ headers, userAgent: 'Amazon CloudFront' })).toMatchObject(tablet);
    expect(
      detectDevice({
        headers: { 'cloudfront-is-mobile-viewer': 'true' },
        userAgent: UA.chromeWindows,
      }),
    ).toMatchObject(phone);
    expect(
      detectDevice({
        headers: { 'CloudFront-Is-Desktop-Viewer': 'true' },
        userAgent: UA.safariIphone,
      }),
    ).toMatchObject({
      ...desktop,
      isIos: true,
    });
  });

  it('then the device-type header', () => {
    expect(
      detectDevice({ headers: { 'X-Device-Type': 'tablet' }, userAgent: UA.chromeWindows }),
    ).toMatchObject(tablet);
    expect(
      detectDevice({ headers: { 'x-device-type': 'desktop' }, userAgent: UA.chromePixel8 }),
    ).toMatchObject(desktop);
    expect(
      detectDevice({ headers: { 'x-device-type': 'watch' }, userAgent: UA.chromePixel8 }),
    ).toMatchObject(phone);
  });

  it('falls back to the user agent when no header decides', () => {
    expect(
      detectDevice({
        headers: { 'CloudFront-Is-Mobile-Viewer': 'false' },
        userAgent: UA.galaxyTabS9,
      }),
    ).toMatchObject(tablet);
  });
});

describe('watchDevice', () => {
  afterEach(() => vi.useRealTimers());

  it('re-detects 50 ms after the last resize', () => {
    // SPEC §9: resize re-detection delay 50 ms.
    expect(RESIZE_DELAY_MS).toBe(50);
    vi.useFakeTimers();
    const onChange = vi.fn();
    const stop = watchDevice(onChange, { refreshOnResize: true });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ userAgent: navigator.userAgent });
    stop();
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(50);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does nothing when refresh on resize is off', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    watchDevice(onChange, { refreshOnResize: false });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DELAY_MS);
    expect(onChange).not.toHaveBeenCalled();
  });
});

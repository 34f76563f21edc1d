// Device detection of SPEC §3/§4, the one place that computes the device info: the liveness
// camera advice, the /badbrowser page and telemetry all read it from here. What the CDN already
// decided about the viewer wins, then a device-type header, then the user agent. The header
// rules apply where a server renders a page for a request (prerendering has no request, a
// future server or edge function would); this site is static files, so in the browser there
// are no request headers and the user agent (with the touch points) decides. Pure over its
// inputs so it runs the same in the browser, in a server and in tests.

export interface DeviceInfo {
  userAgent: string;
  isMobile: boolean;
  isMobileOrTablet: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isApple: boolean;
  isDesktopOrTablet: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  isEdge: boolean;
  isChrome: boolean;
  isSamsung: boolean;
  isCrawler: boolean;
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

export interface DeviceInput {
  headers?: RequestHeaders | undefined;
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari presents itself as a Mac, only touch gives it away. */
  touchPoints?: number | undefined;
}

type Kind = 'mobile' | 'tablet' | 'desktop';

export const RESIZE_DELAY_MS = 50;

// From detectmobilebrowsers.com (public domain), as used by @nuxtjs/device; the first-four-
// characters table for pre-smartphone handsets is left out.
const MOBILE =
  /(android|bb\d+|meego).+mobile|avantgo|bada\/|blackberry|blazer|compal|elaine|fennec|hiptop|iemobile|ip(hone|od)|iris|kindle|lge |maemo|midp|mmp|mobile.+firefox|netfront|opera m(ob|in)i|palm( os)?|phone|p(ixi|re)\/|plucker|pocket|psp|series[46]0|symbian|treo|up\.(browser|link)|vodafone|wap|windows ce|xda|xiino/i;
const MOBILE_OR_TABLET = new RegExp(`${MOBILE.source}|android|ipad|playbook|silk`, 'i');

// First match wins: Samsung Internet and Edge also name Chrome, everything names Safari.
const BROWSERS = [
  ['samsung', /SamsungBrowser/i],
  ['edge', /Edg(e|A|iOS)?\//i],
  ['firefox', /Firefox|FxiOS|Iceweasel/i],
  ['chrome', /Chrome|CriOS|CrMo/i],
  ['safari', /Safari|AppleWebKit/i],
] as const;
type Browser = (typeof BROWSERS)[number][0];

// Search engines, link previews and SEO tools. Headless Chrome is deliberately not here: it is
// what the browser tests drive. "Cubot" is a phone brand, not a bot.
const CRAWLER =
  /(?<!cu)bot\b|crawler|spider|slurp|mediapartners-google|adsbot|apis-google|feedfetcher|google-inspectiontool|googleother|facebookexternalhit|facebookcatalog|embedly|vkshare|whatsapp|yandex(images|metrika|direct|mobilebot|accessibility)|bingpreview|ahrefs|semrush|ia_archiver|screaming frog/i;

function header(headers: RequestHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return (Array.isArray(value) ? value[0] : value)?.trim();
  }
  return undefined;
}

function fromCdn(headers: RequestHeaders | undefined): Kind | undefined {
  const viewer = (kind: string) => header(headers, `CloudFront-Is-${kind}-Viewer`);
  if (viewer('Mobile') === 'true') return 'mobile';
  if (viewer('Tablet') === 'true') return 'tablet';
  if (viewer('Desktop') === 'true') return 'desktop';
  return undefined;
}

function fromDeviceTypeHeader(headers: RequestHeaders | undefined): Kind | undefined {
  const value = (
    header(headers, 'x-device-type') ?? header(headers, 'cf-device-type')
  )?.toLowerCase();
  return value === 'mobile' || value === 'tablet' || value === 'desktop' ? value : undefined;
}

function isIpadAsMac(userAgent: string, touchPoints: number | undefined): boolean {
  return /Macintosh/.test(userAgent) && (touchPoints ?? 0) > 1;
}

function fromUserAgent(userAgent: string, touchPoints: number | undefined): Kind {
  if (MOBILE.test(userAgent)) return 'mobile';
  if (MOBILE_OR_TABLET.test(userAgent) || isIpadAsMac(userAgent, touchPoints)) return 'tablet';
  return 'desktop';
}

export function browserOf(userAgent: string): Browser | undefined {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0];
}

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

export function detectDevice({ headers, userAgent, touchPoints }: DeviceInput): DeviceInfo {
  const kind =
    fromCdn(headers) ?? fromDeviceTypeHeader(headers) ?? fromUserAgent(userAgent, touchPoints);
  const isIos = /iPad|iPhone|iPod/.test(userAgent) || isIpadAsMac(userAgent, touchPoints);
  const isMacOS = !isIos && /Macintosh|Mac OS X/.test(userAgent);
  const browser = browserOf(userAgent);
  return {
    userAgent,
    isMobile: kind === 'mobile',
    isMobileOrTablet: kind !== 'desktop',
    isTablet: kind === 'tablet',
    isDesktop: kind === 'desktop',
    isIos,
    isAndroid: /Android/i.test(userAgent),
    isWindows: /Windows/.test(userAgent),
    isMacOS,
    isApple: isIos || isMacOS,
    isDesktopOrTablet: kind !== 'mobile',
    isSafari: browser === 'safari',
    isFirefox: browser === 'firefox',
    isEdge: browser === 'edge',
    isChrome: browser === 'chrome',
    isSamsung: browser === 'samsung',
    isCrawler: isCrawler(userAgent),
  };
}

/** The device of the running browser. */
export function currentDevice(): DeviceInfo {
  return detectDevice({ userAgent: navigator.userAgent, touchPoints: navigator.maxTouchPoints });
}

let shared: DeviceInfo | null = null;
const subscribers = new Set<() => void>();
let stopShared: (() => void) | null = null;

/** Whether this runs in a computer's browser (SPEC §3 isDesktop); false outside a browser. */
export function isDesktopBrowser(): boolean {
  return typeof navigator !== 'undefined' && getDevice().isDesktop;
}

/** The running browser's device, kept fresh by one resize watcher while anyone subscribes. */
export function getDevice(): DeviceInfo {
  shared ??= currentDevice();
  return shared;
}

/** For useSyncExternalStore: the first subscriber starts the resize watcher, the last stops it. */
export function subscribeDevice(listener: () => void): () => void {
  subscribers.add(listener);
  stopShared ??= watchDevice((device) => {
    shared = device;
    subscribers.forEach((notify) => notify());
  });
  return () => {
    subscribers.delete(listener);
    if (subscribers.size === 0) {
      stopShared?.();
      stopShared = null;
    }
  };
}

/**
 * Calls `onChange` with a fresh detection 50 ms after the window stops resizing (a rotated
 * tablet or a devtools device switch). Returns the function that stops watching.
 */
export function watchDevice(
  onChange: (device: DeviceInfo) => void,
  { refreshOnResize = true, target = window }: { refreshOnResize?: boolean; target?: Window } = {},
): () => void {
  if (!refreshOnResize) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => onChange(currentDevice()), RESIZE_DELAY_MS);
  };
  target.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}

/**
 * What telemetry learns of the device, from the one device detection (SPEC.md §4): its kind,
 * the browser in the SPEC's order, the system, and whether it is a crawler (so bots can be
 * told apart from applicants in the data).
 */
export function deviceAttributes(device: DeviceInfo): Record<string, string> {
  const kind = device.isMobile ? 'mobile' : device.isTablet ? 'tablet' : 'desktop';
  const os = device.isIos
    ? 'ios'
    : device.isAndroid
      ? 'android'
      : device.isWindows
        ? 'windows'
        : device.isMacOS
          ? 'macos'
          : 'other';
  return {
    device_type: kind,
    device_browser: browserOf(device.userAgent) ?? 'other',
    device_os: os,
    device_crawler: String(device.isCrawler),
  };
}

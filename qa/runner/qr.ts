// Reading the QR code a screen shows, as a phone's camera would: from the picture, not from the
// page's markup. The offer to continue on the phone (issue 33) must hold the site's own /login
// address, the page's language and the phone as a hint, nothing else.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG picture (a screenshot), or null when none is found. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

/**
 * What is wrong with the offer's address, or undefined when it is exactly the site's own
 * `/login` (under `/kk` on the Kazakh site) with `?phone=` and the applicant's phone.
 */
export function handoffLinkProblem(
  link: string,
  expected: { origin: string; lang: 'ru' | 'kk'; phone: string },
): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `«${link}» is no address`;
  }
  const path = expected.lang === 'kk' ? '/kk/login' : '/login';
  if (url.origin !== expected.origin) return `it leads to ${url.origin}, not ${expected.origin}`;
  if (url.pathname !== path) return `its path is ${url.pathname}, not ${path}`;
  if (url.username || url.password || url.hash) return `it carries more than /login: ${link}`;
  const keys = [...url.searchParams.keys()];
  if (keys.length !== 1 || keys[0] !== 'phone') {
    return `its query is «${url.search}», not the phone alone`;
  }
  const phone = url.searchParams.get('phone');
  if (phone !== expected.phone)
    return `its phone is ${phone}, not the applicant's ${expected.phone}`;
  return undefined;
}

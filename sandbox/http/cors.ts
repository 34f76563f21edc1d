// The app's dev server proxies the sandbox, so browsers normally stay same-origin; CORS covers
// an app served from another local port (preview, Playwright) talking to the sandbox directly.
import type { IncomingMessage } from 'node:http';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Whether a browser page on `origin` may call the sandbox (a local one, or one of the list). */
export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes(origin);
}

export function corsHeaders(
  req: IncomingMessage,
  extraOrigins: readonly string[],
): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !isAllowedOrigin(origin, extraOrigins)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'authorization, content-type, accept-language, x-visitor-id, x-api-key',
    'access-control-max-age': '600',
    // The app compares a late realtime push with the server time of its last step read.
    'access-control-expose-headers': 'date',
    vary: 'Origin',
  };
}

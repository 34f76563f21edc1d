// The SMS code an environment's backend sent to a phone, obtained the way its file says.
import { setTimeout as sleep } from 'node:timers/promises';
import { apiUrlOf, type Environment } from './schema';

/** How long the `url` method waits before it asks again. */
const POLL_MS = 250;

/** The value at a dotted path ('code', 'data.sms.code') of parsed JSON. */
function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The code for `phone`. `url` asks until the answer holds the code (a 404 or an answer without
 * it means "not sent yet") or `limits.smsMs` has passed, then throws saying what it last saw.
 */
export async function smsCode(
  env: Environment,
  phone: string,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const { sms } = env;
  if (sms.method === 'lastDigits') return phone.slice(-4);
  if (sms.method === 'fixed') return sms.code;

  const path = sms.url.replaceAll('{phone}', encodeURIComponent(phone));
  const onApi = path.startsWith('/');
  const url = onApi ? new URL(path, apiUrlOf(env)).toString() : path;
  const headers = { Accept: 'application/json', ...(onApi ? env.headers : {}), ...sms.headers };
  const deadline = Date.now() + env.limits.smsMs;
  let last = 'no answer yet';
  for (;;) {
    try {
      const response = await fetchFn(url, {
        headers,
        signal: AbortSignal.timeout(env.limits.requestMs),
      });
      const text = await response.text();
      let code: unknown;
      try {
        code = valueAt(JSON.parse(text), sms.field);
      } catch {
        code = undefined;
      }
      if (response.ok && (typeof code === 'string' || typeof code === 'number')) {
        return String(code);
      }
      last = response.ok ? `no "${sms.field}" in the answer` : `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() + POLL_MS > deadline) {
      throw new Error(
        `no SMS code for ${phone} from ${url} within ${env.limits.smsMs} ms: ${last}`,
      );
    }
    await sleep(POLL_MS);
  }
}

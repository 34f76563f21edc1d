// The SMS code an environment's backend sent to a phone, obtained the way its file says.
import { setTimeout as sleep } from 'node:timers/promises';
import { apiUrlOf, type Environment } from './schema';

/** How long the `url` method waits before it asks again. */
const POLL_MS = 250;

/** The value at a dotted path ('code', 'data.sms.code') of parsed JSON. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A GET about `phone` from an environment's URL template (`sms.url`, `history.url`): `{phone}`
 * replaced; a path is on `apiUrl` and carries the environment's headers, then its own.
 */
export function phoneRequest(
  env: Environment,
  template: { url: string; headers: Record<string, string> },
  phone: string,
): { url: string; headers: Record<string, string> } {
  const path = template.url.replaceAll('{phone}', encodeURIComponent(phone));
  const onApi = path.startsWith('/');
  return {
    url: onApi ? new URL(path, apiUrlOf(env)).toString() : path,
    headers: { Accept: 'application/json', ...(onApi ? env.headers : {}), ...template.headers },
  };
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

  const { url, headers } = phoneRequest(env, sms, phone);
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

/**
 * The step names the backend says `phone`'s applicant has been at (the environment's `history`),
 * or undefined when the environment names no such source or it does not answer a list.
 */
export async function stepHistory(
  env: Environment,
  phone: string,
  fetchFn: typeof fetch = fetch,
): Promise<string[] | undefined> {
  if (!env.history) return undefined;
  const { url, headers } = phoneRequest(env, env.history, phone);
  try {
    const response = await fetchFn(url, {
      headers,
      signal: AbortSignal.timeout(env.limits.requestMs),
    });
    const list = response.ok ? valueAt(await response.json(), env.history.field) : undefined;
    return Array.isArray(list) ? list.map(String) : undefined;
  } catch {
    return undefined;
  }
}

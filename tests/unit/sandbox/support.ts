// Helpers for the sandbox tests: an in-process sandbox, a small HTTP caller, login, the real
// ably SDK pointed at the sandbox, and a queue of the step pushes it receives.
import Ably from 'ably';
import { createSandbox, type Sandbox } from '../../../sandbox/server';
import type { SandboxOptions } from '../../../sandbox/config';

export const FAST: Partial<SandboxOptions> = {
  port: 0,
  stepDelayMs: 30,
  slowCallDelayMs: 150,
  log: () => {},
};

export const startSandbox = (overrides: Partial<SandboxOptions> = {}): Promise<Sandbox> =>
  createSandbox({ ...FAST, ...overrides });

export interface Answer<T = Record<string, unknown>> {
  status: number;
  data: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export function caller(sandbox: Sandbox) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      'X-VISITOR-ID': 'visitor-test',
      'Accept-Language': options.lang ?? 'ru',
      ...options.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(sandbox.url + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const raw = await response.text();
    let data: unknown = raw;
    try {
      data = JSON.parse(raw);
    } catch {
      // pages and scripts stay text
    }
    return { status: response.status, data: data as T, headers: response.headers };
  };
}

export type Call = ReturnType<typeof caller>;

/** Phone → SMS → signed documents → bearer token, the way the app logs in. */
export async function login(call: Call, phone: string): Promise<string> {
  const document_template_ids = [1, 2, 3];
  await call('POST', '/rest/documents/sign', { body: { phone, document_template_ids } });
  const signed = await call<{ documentToken: string }>('POST', '/rest/documents/sign', {
    body: { phone, document_template_ids, sms_code: phone.slice(-4) },
  });
  const auth = await call<{ bearerToken: string }>('POST', '/rest/auth', {
    body: { phone, documentToken: signed.data.documentToken },
  });
  return auth.data.bearerToken;
}

export function realtimeClient(sandbox: Sandbox, token: string, extra: Ably.ClientOptions = {}) {
  return new Ably.Realtime({
    token,
    realtimeHost: '127.0.0.1',
    port: sandbox.port,
    tls: false,
    useBinaryProtocol: false,
    transports: ['web_socket'],
    fallbackHosts: [],
    connectivityCheckUrl: `${sandbox.url}/sandbox/connectivity`,
    wsConnectivityCheckUrl: `ws://127.0.0.1:${sandbox.port}/sandbox/ws-connectivity`,
    disconnectedRetryTimeout: 200,
    logLevel: 0,
    ...extra,
  });
}

/** Every step pushed on a channel, in order, with a way to await the next ones. */
export async function stepPushes(client: Ably.Realtime, channelName: string) {
  const steps: string[] = [];
  const waiters: { step: string; resolve: () => void }[] = [];
  const channel = client.channels.get(channelName);
  await channel.subscribe('Registration.V2.PotentialClientStep', (message) => {
    const step = (message.data as { step: string }).step;
    steps.push(step);
    for (const waiter of waiters.filter((w) => w.step === step)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    steps,
    channel,
    /** Resolves once `step` has been pushed (at once if it already was). */
    reached(step: string): Promise<void> {
      if (steps.includes(step)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ step, resolve }));
    },
  };
}

/** A real (tiny) JPEG as plain base64, what a provider sends as `bestframe`. */
export const BESTFRAME =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

const inYears = (years: number): string => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
};

export const PERSONAL = {
  first_name: 'Айгерим',
  last_name: 'Сапарова',
  middle_name: 'Болатовна',
  email: 'aigerim@example.kz',
};

export const PASSPORT = {
  birthday: '1990-01-01',
  birthplace: 'Алматы',
  id_number: '012345678',
  issuer: 'МВД РК',
  period_validity: inYears(5),
  sex: 'male',
  when: inYears(-5),
  country_id: 1,
};

export const RETURN_TO = 'http://127.0.0.1:5173/register/signing-waiting-results';

/** What a browser does on the signing page: open it, press a button, follow the redirect. */
export async function signOnPage(
  sandbox: Sandbox,
  call: Call,
  token: string,
  outcome: 'signed' | 'declined',
) {
  const redirect = await call<{ redirect_url: string }>(
    'GET',
    `/rest/registration/signing/redirect?return_to=${encodeURIComponent(RETURN_TO)}`,
    { token },
  );
  const pageUrl = new URL(redirect.data.redirect_url);
  const session = pageUrl.searchParams.get('session') ?? '';
  const page = await fetch(`${sandbox.url}${pageUrl.pathname}${pageUrl.search}`);
  const decided = await fetch(`${sandbox.url}/sandbox/signing/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, outcome }).toString(),
    redirect: 'manual',
  });
  return {
    redirect,
    pageUrl,
    session,
    page: { status: page.status, html: await page.text() },
    decided: { status: decided.status, location: decided.headers.get('location') ?? '' },
  };
}

/** The provider's two calls: a session, then the recorded result. */
export async function passLiveness(call: Call, token: string) {
  const session = await call<{ session_id: string }>('POST', '/sandbox/liveness/session', {
    token,
    body: {},
  });
  return call('POST', '/sandbox/liveness/result', {
    token,
    body: { session_id: session.data.session_id, bestframe: BESTFRAME },
  });
}

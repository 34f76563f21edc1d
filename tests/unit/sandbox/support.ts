// Helpers for the sandbox tests: an in-process sandbox, a small HTTP caller, login, the real
// ably SDK pointed at the sandbox, and a queue of the step pushes it receives.
import Ably from 'ably';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { isFormStep, isStepName, SAMPLE_VALUES } from '../../../contract';
import { createSandbox, type Sandbox } from '../../../sandbox/server';
import type { SandboxOptions } from '../../../sandbox/config';
import { BESTFRAME } from '../../support/bestframe';

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

/** The sandbox useSandbox() keeps running, and what tests do with it. */
export interface SandboxInUse extends Sandbox {
  /** Calls the running sandbox. */
  call: Call;
  /** A realtime client of the running sandbox, closed with it. */
  connect(token: string, extra?: Ably.ClientOptions): Ably.Realtime;
  /** Closes the running sandbox and starts one with other options in its place. */
  restart(overrides: Partial<SandboxOptions>): Promise<void>;
}

/**
 * An in-process sandbox (FAST, then `overrides`) for each test of the file, started before it
 * and closed after it with the realtime clients it connected; `per: 'file'`, one for them all.
 * Its properties are the running sandbox's.
 */
export function useSandbox(
  overrides: Partial<SandboxOptions> = {},
  { per = 'test' }: { per?: 'test' | 'file' } = {},
): SandboxInUse {
  let current: Sandbox | undefined;
  const clients: Ably.Realtime[] = [];
  const running = (): Sandbox => {
    if (!current) throw new Error('useSandbox: no sandbox runs outside its tests');
    return current;
  };
  const start = async (options: Partial<SandboxOptions>) => {
    current = await startSandbox({ ...overrides, ...options });
  };
  const stop = async () => {
    for (const client of clients.splice(0)) client.close();
    await current?.close();
    current = undefined;
  };
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => start({}));
  after(stop);
  const call = (<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ) => caller(running())<T>(method, path, options)) as Call;
  return {
    get url() {
      return running().url;
    },
    get port() {
      return running().port;
    },
    get state() {
      return running().state;
    },
    get realtime() {
      return running().realtime;
    },
    close: stop,
    call,
    connect(token, extra) {
      const client = realtimeClient(running(), token, extra);
      clients.push(client);
      return client;
    },
    async restart(options) {
      await stop();
      await start(options);
    },
  };
}

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

/**
 * Sends each form the sandbox names next, from `step` on, with the sample applicant
 * (SAMPLE_VALUES), until it names `until` or a step that is no form: that step.
 */
export async function sendForms(
  call: Call,
  token: string,
  step: string,
  until?: string,
): Promise<string> {
  while (step !== until && isStepName(step) && isFormStep(step)) {
    const body = SAMPLE_VALUES[step];
    const answer = await call<{ step_name: string }>('POST', `/rest/registration/${step}`, {
      token,
      body,
    });
    if (answer.status !== 200) throw new Error(`${step} answered ${answer.status}`);
    step = answer.data.step_name;
  }
  return step;
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

export const RETURN_TO = 'http://127.0.0.1:5173/register/signing-waiting-results';

/**
 * What a browser does on the signing page: open it, press a button, follow the redirect. The
 * app's call is made in `lang` (its Accept-Language is the backend code: `ru`, `kz`).
 */
export async function signOnPage(
  sandbox: Sandbox,
  call: Call,
  token: string,
  outcome: 'signed' | 'declined',
  lang: 'ru' | 'kk' = 'ru',
) {
  const redirect = await call<{ redirect_url: string }>(
    'GET',
    `/rest/registration/signing/redirect?return_to=${encodeURIComponent(RETURN_TO)}`,
    { token, lang: lang === 'kk' ? 'kz' : 'ru' },
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

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

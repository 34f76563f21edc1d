// One sandbox instance: the HTTP API, the sandbox pages and the Ably-protocol socket on one port.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { sandboxApp } from './app';
import { DEFAULT_OPTIONS, type SandboxOptions } from './config';
import { createFlow } from './flow';
import { ABLY_ERROR, createRealtime, type Realtime } from './realtime/ably-protocol';
import type { Services } from './services';
import { Store } from './store';
import { loadSandboxWords } from './words';

export interface Sandbox {
  /** `http://host:port` of this instance. */
  url: string;
  port: number;
  /** The instance's memory, for tests that want to look inside. */
  state: Store;
  realtime: Realtime;
  close(): Promise<void>;
}

export async function createSandbox(overrides: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const options: SandboxOptions = { ...DEFAULT_OPTIONS, ...overrides };
  await loadSandboxWords();
  const faults = { ...options.faults };
  const store = new Store(options.tokenTtlMs);
  const realtime = createRealtime({
    authenticate(token) {
      const status = store.tokenStatus(token ?? undefined);
      if (status.kind === 'valid') return { ok: true, subject: status.phone };
      return status.kind === 'expired'
        ? { ok: false, code: ABLY_ERROR.tokenExpired, message: 'Token expired' }
        : { ok: false, code: ABLY_ERROR.invalidCredentials, message: 'Invalid token' };
    },
    mayAttach: (phone, channel) => store.applicants.get(phone)?.channel === channel,
    refusing: () => faults.dropRealtime,
    heartbeatIntervalMs: options.heartbeatIntervalMs,
    log: options.log,
  });
  const flow = createFlow({
    realtime,
    faults: () => faults,
    stepDelayMs: options.stepDelayMs,
    log: options.log,
  });
  const services: Services = { options, store, flow, realtime, faults, visitorFaults: new Map() };

  // The Hono app answers HTTP; the realtime socket takes the upgrades on the same port. Node's
  // own Request and Response stay global: tests run the sandbox in their process.
  const server = createAdaptorServer({
    fetch: sandboxApp(services).fetch,
    overrideGlobalObjects: false,
  }) as Server;
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host}:${port}`,
    port,
    state: store,
    realtime,
    async close() {
      flow.cancelAll();
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// One sandbox instance: the HTTP API, the sandbox pages and the Ably-protocol socket on one port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { preferredLang } from '../contract';
import { DEFAULT_OPTIONS, type SandboxOptions } from './config';
import { createFlow } from './flow';
import { authRoutes } from './handlers/auth';
import { cabinetRoutes } from './handlers/cabinet';
import { controlRoutes } from './handlers/control';
import { livenessRoutes } from './handlers/liveness';
import { registrationRoutes } from './handlers/registration';
import { signingRoutes } from './handlers/signing';
import { telemetryRoutes } from './handlers/telemetry';
import { utmRoutes } from './handlers/utm';
import { NO_BODY, readBody } from './http/body';
import { corsHeaders } from './http/cors';
import { isAcceptLanguage, text } from './http/i18n';
import { HttpError, json, type Reply } from './http/reply';
import { requestOrigin, Router } from './http/router';
import { ABLY_ERROR, createRealtime, type Realtime } from './realtime/ably-protocol';
import type { Services } from './services';
import { Store } from './store';
import { loadSandboxWords } from './words';

/** Every handler of the sandbox; the contract's calls are registered from ENDPOINTS. */
export function sandboxRouter(services: Services): Router {
  const router = new Router();
  for (const routes of [
    authRoutes,
    registrationRoutes,
    signingRoutes,
    livenessRoutes,
    cabinetRoutes,
    utmRoutes,
    telemetryRoutes,
    controlRoutes,
  ]) {
    routes(router, services);
  }
  return router;
}

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

  const router = sandboxRouter(services);

  async function answer(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const acceptLanguage = req.headers['accept-language'];
    const lang = preferredLang(acceptLanguage);
    const match = router.match(method, url.pathname);
    if (match.kind === 'not-found') return json(404, { message: text('notFound', lang) });
    if (match.kind === 'method-not-allowed') return json(405, { message: 'Method Not Allowed' });
    if (match.contract && !isAcceptLanguage(acceptLanguage)) {
      return json(400, { message: text('badAcceptLanguage', lang) });
    }
    if (url.pathname.startsWith('/rest/')) {
      const visitor = req.headers['x-visitor-id'];
      if (!visitor) return json(400, { message: text('visitorIdRequired', lang) });
      const { latencyMs, errorRate } = services.visitorFaults.get(String(visitor)) ?? faults;
      if (latencyMs > 0) await sleep(latencyMs);
      if (errorRate > 0 && Math.random() < errorRate) {
        return json(500, { message: text('serverError', lang) });
      }
    }
    const body =
      method === 'POST' || method === 'PUT' ? await readBody(req, match.body, lang) : NO_BODY;
    return match.handler({
      req,
      method,
      url,
      params: match.params,
      lang,
      body,
      origin: requestOrigin(req),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const cors = corsHeaders(req, options.corsOrigins);
    let reply: Reply;
    if (req.method === 'OPTIONS') reply = { status: 204 };
    else {
      try {
        reply = await answer(req);
      } catch (error) {
        if (error instanceof HttpError) reply = json(error.status, error.data, error.headers);
        else {
          options.log(
            `error on ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`,
          );
          reply = json(500, { message: 'Internal Server Error' });
        }
      }
    }
    if (res.destroyed || res.headersSent) return;
    res.writeHead(reply.status, { ...cors, ...reply.headers });
    res.end(reply.body);
  }

  const server = createServer((req, res) => void handle(req, res));
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

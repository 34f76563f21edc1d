// The telemetry collector: Faro payloads (the app's log entries among them) and CSP reports,
// kept for tests to read.
import type { Received } from '../store';
import { body } from '../http/body';
import type { Services } from '../services';
import type { SandboxApp, SandboxContext } from '../http/env';

const RECORDED_HEADERS = ['x-api-key', 'x-visitor-id', 'content-type'];

export function receivedFrom(c: SandboxContext, payload: unknown): Received {
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = c.req.header(name);
    if (typeof value === 'string') headers[name] = value;
  }
  return { receivedAt: new Date().toISOString(), headers, body: payload };
}

export function telemetryRoutes(app: SandboxApp, services: Services): void {
  const { telemetry } = services.store;
  // sendBeacon bodies that are not JSON are kept as the text that arrived.
  const bodyOf = (c: SandboxContext) => c.var.body.data ?? c.var.body.raw;

  app.post('/sandbox/collect', body('any'), (c) => {
    telemetry.collect.push(receivedFrom(c, bodyOf(c)));
    return c.json({}, 202);
  });

  // CSP violation reports (the build's CSP_REPORT_URL in .env.sandbox): report-uri posts
  // application/csp-report, the Reporting API application/reports+json; both are kept as sent.
  app.post('/sandbox/csp-reports', body('any'), (c) => {
    telemetry.cspReports.push(receivedFrom(c, bodyOf(c)));
    return c.json({}, 202);
  });
  app.get('/sandbox/csp-reports', (c) => c.json(telemetry.cspReports));

  app.get('/sandbox/telemetry', (c) => c.json(telemetry));

  // The Faro payloads as a Faro receiver's log would hold them: NDJSON, one payload per line,
  // in the order they came (`npm run funnel -- --from FILE` and the studio's funnel read it).
  app.get('/sandbox/telemetry.ndjson', (c) =>
    c.body(telemetry.collect.map(({ body }) => `${payloadLine(body)}\n`).join(''), 200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
    }),
  );
}

/** A payload kept as parsed JSON is written out again; one kept as text is as it came. */
function payloadLine(body: unknown): string {
  return typeof body === 'string' ? body.replace(/\r?\n/g, ' ') : JSON.stringify(body);
}

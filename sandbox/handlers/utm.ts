// Marketing parameters: recorded so tests can see exactly what the app sent.
import { ENDPOINTS, type OkResponse } from '../../contract';
import { payloadOf } from '../http/validate';
import type { Services } from '../services';
import { receivedFrom } from './telemetry';
import type { SandboxApp } from '../http/env';
import { onCall } from '../http/contract-call';

export function utmRoutes(app: SandboxApp, services: Services): void {
  onCall(app, services, ENDPOINTS.utm, (c) => {
    const payload = payloadOf(ENDPOINTS.utm, c);
    services.store.utm.push(receivedFrom(c, payload));
    const answer: OkResponse = { ok: true };
    return c.json(answer);
  });

  app.get('/sandbox/utm', (c) => c.json({ received: services.store.utm }));
}

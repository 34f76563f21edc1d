// Marketing parameters: recorded so tests can see exactly what the app sent.
import { ENDPOINTS, type OkResponse } from '../../contract';
import { json } from '../http/reply';
import type { Router } from '../http/router';
import { payloadOf } from '../http/validate';
import type { Services } from '../services';
import { receivedFrom } from './telemetry';

export function utmRoutes(router: Router, services: Services): void {
  router.on(ENDPOINTS.utm, (ctx) => {
    const payload = payloadOf(ENDPOINTS.utm, ctx);
    services.store.utm.push(receivedFrom(ctx, payload));
    const answer: OkResponse = { ok: true };
    return json(200, answer);
  });

  router.get('/sandbox/utm', () => json(200, { received: services.store.utm }));
}

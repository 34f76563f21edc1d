import { expect, test } from 'vitest';
import { ENDPOINTS } from '../../../contract';
import { LIVENESS_PROVIDER_ENDPOINTS } from '../../../contract/liveness-provider';
import type { Services } from '../../../sandbox/services';
import { sandboxApp } from '../../../sandbox/app';

// The handlers only register here; none runs, so no service is needed.
const app = sandboxApp({ store: {}, options: {} } as Services);

test.each(Object.entries({ ...ENDPOINTS, ...LIVENESS_PROVIDER_ENDPOINTS }))(
  'the sandbox answers the contract call %s at its method and path',
  (_, endpoint) => {
    const routes = app.routes.map((route) => `${route.method} ${route.path}`);
    expect(routes).toContain(`${endpoint.method} ${endpoint.path}`);
  },
);

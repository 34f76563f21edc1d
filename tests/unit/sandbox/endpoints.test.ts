import { expect, test } from 'vitest';
import { ENDPOINTS } from '../../../contract';
import { LIVENESS_PROVIDER_ENDPOINTS } from '../../../contract/liveness-provider';
import type { Services } from '../../../sandbox/services';
import { sandboxRouter } from '../../../sandbox/server';

// The handlers only register here; none runs, so no service is needed.
const router = sandboxRouter({ store: {}, options: {} } as Services);

test.each(Object.entries({ ...ENDPOINTS, ...LIVENESS_PROVIDER_ENDPOINTS }))(
  'the sandbox answers the contract call %s at its method and path',
  (_, endpoint) => {
    const path = endpoint.path.replace(/:[A-Za-z_]+/g, 'registration');
    expect(router.match(endpoint.method, path).kind).toBe('found');
  },
);

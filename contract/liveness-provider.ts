import { livenessResultPayloadSchema, livenessSessionResponseSchema } from './liveness';
import { okResponseSchema } from './cabinet';
import type { Endpoint } from './endpoints';

/**
 * The sandbox's stand-in for the external liveness provider (SPEC.md §7 "other calls"): its
 * script calls these, the app never does. A module the contract's index does not re-export, so no
 * production bundle carries a sandbox path (a second table in endpoints.ts was not tree-shaken).
 */
export const LIVENESS_PROVIDER_ENDPOINTS = {
  livenessSession: {
    method: 'POST',
    path: '/sandbox/liveness/session',
    auth: true,
    stepBound: true,
    answer: livenessSessionResponseSchema,
  },
  livenessResult: {
    method: 'POST',
    path: '/sandbox/liveness/result',
    auth: true,
    stepBound: true,
    body: livenessResultPayloadSchema,
    answer: okResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

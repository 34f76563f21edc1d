// What every handler can reach: one sandbox instance's settings, memory and machinery.
import { AUTH_REQUIRED_MESSAGE } from '../contract';
import type { Applicant } from './applicant';
import type { SandboxOptions } from './config';
import type { Faults, VisitorFaults } from './faults';
import type { Flow } from './flow';
import type { Realtime } from './realtime/ably-protocol';
import type { Store } from './store';
import { refusal } from './http/refusal';
import type { SandboxContext } from './http/env';

export interface Services {
  options: SandboxOptions;
  store: Store;
  flow: Flow;
  realtime: Realtime;
  faults: Faults;
  /** Latency and error rate of single visitors, instead of the global ones. */
  visitorFaults: Map<string, VisitorFaults>;
}

export function bearerToken(c: SandboxContext): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The applicant the bearer token belongs to; 401 for a missing, unknown or expired token. */
export function requireApplicant(c: SandboxContext, services: Services): Applicant {
  const status = services.store.tokenStatus(bearerToken(c));
  const applicant =
    status.kind === 'valid' ? services.store.applicants.get(status.phone) : undefined;
  if (!applicant) throw refusal(401, { message: AUTH_REQUIRED_MESSAGE });
  return applicant;
}

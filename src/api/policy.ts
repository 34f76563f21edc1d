// How long a call may take and how often it is asked again: the figures in one place, read by
// the client (client.ts) and the liveness screen.
import type { Endpoint } from '../../contract';

/**
 * Every call, per attempt. The slowest answer the product expects is a registration call of
 * SANDBOX.md scenario 0502 (3 s) over a slow mobile link (+1.5 s): 15 s is three times that,
 * and about as long as someone watches a spinner before giving up. After it the screen says the
 * server did not answer and offers to try again, with everything typed kept.
 */
export const CALL_TIMEOUT_MS = 15_000;

/**
 * The liveness provider's session start: an external service that sets up a face check, called
 * once per selfie. Twice the ordinary limit, so a slow start is not cut short on a weak link.
 */
export const LIVENESS_SESSION_TIMEOUT_MS = 30_000;

/**
 * An idempotent read (ENDPOINTS with `idempotent`) is asked again after a 5xx or a lost
 * connection: 1 s after the first failure, 2 s after the second, then the failure stands. Three
 * attempts turn a 20% error rate into 0.8% per read; 3 s of waiting is short next to the
 * error page it saves. A timeout is not repeated: the applicant has already waited 15 s.
 */
export const READ_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000];

/**
 * Answers worth asking again: the server or a proxy on the way was briefly unable. ofetch
 * counts a request that got no answer at all as 500.
 */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, 500, 502, 503, 504];

export interface CallFigures {
  timeoutMs: number;
  readRetryDelaysMs: readonly number[];
}

export const CALL_FIGURES: CallFigures = {
  timeoutMs: CALL_TIMEOUT_MS,
  readRetryDelaysMs: READ_RETRY_DELAYS_MS,
};

export interface CallPolicy {
  /** Per attempt. */
  timeoutMs: number;
  /** The wait before each repeat; empty: never repeated. */
  retryDelaysMs: readonly number[];
}

/** The time limit and the repeats of one call: only idempotent reads are repeated. */
export function policyFor(endpoint: Endpoint, figures: CallFigures = CALL_FIGURES): CallPolicy {
  return {
    timeoutMs: figures.timeoutMs,
    retryDelaysMs: endpoint.idempotent ? figures.readRetryDelaysMs : [],
  };
}

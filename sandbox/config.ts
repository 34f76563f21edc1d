// Settings of one sandbox instance. `npm run sandbox` reads them from the environment; tests
// pass them to createSandbox() directly.
import { faultsFromEnv, type Faults } from './faults';

export interface SandboxOptions {
  port: number;
  host: string;
  /** How long an asynchronous step waits before the server moves on ("a few seconds"). */
  stepDelayMs: number;
  /** How long every registration call of scenario 0502 waits before it answers. */
  slowCallDelayMs: number;
  /** Protocol heartbeat period of the realtime endpoint; also its advertised maxIdleInterval. */
  heartbeatIntervalMs: number;
  /** Bearer token lifetime (the session token cookie lives 8 hours, SPEC.md §9). */
  tokenTtlMs: number;
  /** An SMS code stops working after this long. */
  smsCodeTtlMs: number;
  /** Seconds the client must wait before asking for another SMS. */
  smsResendAfterSeconds: number;
  /** Extra origins allowed by CORS besides localhost and 127.0.0.1 on any port. */
  corsOrigins: string[];
  /** Fault switches the instance starts with. */
  faults: Faults;
  /** Where the sandbox writes its log lines (the SMS codes among them). */
  log: (line: string) => void;
}

export const DEFAULT_OPTIONS: SandboxOptions = {
  port: 5180,
  host: '127.0.0.1',
  stepDelayMs: 1500,
  slowCallDelayMs: 3000,
  heartbeatIntervalMs: 15_000,
  tokenTtlMs: 8 * 60 * 60 * 1000,
  smsCodeTtlMs: 5 * 60 * 1000,
  smsResendAfterSeconds: 60,
  corsOrigins: [],
  faults: { latencyMs: 0, errorRate: 0, dropRealtime: false, silentRealtime: false },
  log: (line) => console.log(`[sandbox] ${line}`),
};

const numberFrom = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

export function optionsFromEnv(env: NodeJS.ProcessEnv): Partial<SandboxOptions> {
  return {
    port: numberFrom(env.SANDBOX_PORT, DEFAULT_OPTIONS.port),
    host: env.SANDBOX_HOST || DEFAULT_OPTIONS.host,
    stepDelayMs: numberFrom(env.SANDBOX_STEP_DELAY_MS, DEFAULT_OPTIONS.stepDelayMs),
    slowCallDelayMs: numberFrom(env.SANDBOX_SLOW_CALL_DELAY_MS, DEFAULT_OPTIONS.slowCallDelayMs),
    corsOrigins: (env.SANDBOX_CORS_ORIGINS ?? '').split(',').filter(Boolean),
    faults: faultsFromEnv(env, DEFAULT_OPTIONS.faults),
  };
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether a page on `origin` is the site's, as far as the sandbox knows: a local one, or one of
 * SANDBOX_CORS_ORIGINS. CORS lets it call; a signing return_to may lead to it.
 */
export function isAllowedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  return LOCAL_ORIGIN.test(origin) || extraOrigins.includes(origin);
}

// Fault injection for tests and demos (SANDBOX.md), off by default.
import * as v from 'valibot';

export interface Faults {
  /** Added to every /rest answer. */
  latencyMs: number;
  /** Share (0..1) of /rest calls answered with a 500. */
  errorRate: number;
  /** Close realtime sockets now and refuse new ones while on. */
  dropRealtime: boolean;
  /** Never push over realtime: clients must poll. */
  silentRealtime: boolean;
}

export const faultsPatchSchema = v.strictObject({
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  errorRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  dropRealtime: v.optional(v.boolean()),
  silentRealtime: v.optional(v.boolean()),
});

/**
 * The switches one visitor (X-VISITOR-ID) may get for itself: a browser test slows or breaks
 * its own calls without touching the tests running beside it. The realtime switches stay
 * global: the socket carries no visitor id.
 */
export type VisitorFaults = Pick<Faults, 'latencyMs' | 'errorRate'>;

export const visitorFaultsPatchSchema = v.strictObject({
  visitor: v.pipe(v.string(), v.nonEmpty()),
  latencyMs: faultsPatchSchema.entries.latencyMs,
  errorRate: faultsPatchSchema.entries.errorRate,
});

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(value);

export function faultsFromEnv(env: NodeJS.ProcessEnv, defaults: Faults): Faults {
  const latencyMs = Number(env.SANDBOX_LATENCY_MS ?? defaults.latencyMs);
  const errorRate = Number(env.SANDBOX_ERROR_RATE ?? defaults.errorRate);
  return {
    latencyMs: Number.isFinite(latencyMs) && latencyMs >= 0 ? latencyMs : defaults.latencyMs,
    errorRate:
      Number.isFinite(errorRate) && errorRate >= 0 && errorRate <= 1
        ? errorRate
        : defaults.errorRate,
    dropRealtime: flag(env.SANDBOX_DROP_REALTIME, defaults.dropRealtime),
    silentRealtime: flag(env.SANDBOX_SILENT_REALTIME, defaults.silentRealtime),
  };
}

// The pre-start buffer of Faro's set-up (telemetry.ts): the app's own telemetry (journey events,
// log entries, telemetry-api.ts) made before Faro has started, in a pause of the visitor's
// (boot.ts), waits here, in memory, until the start hands it to Faro's API. After the start each
// item goes to Faro's API at once, in an idle moment: Faro batches it and its transport sends it.
// What a page hidden or left first sends is telemetry-api.ts's (it alone loads the code for it).
import type { LogLevel } from '@grafana/faro-web-sdk';
import { whenIdle } from './idle';
import { idleSend } from './idle-send';

/** What the app's own code hands to telemetry, each with the time it happened (epoch ms). */
export type TelemetryItem =
  | { kind: 'event'; name: string; attributes: Record<string, string>; atMs: number }
  | {
      kind: 'log';
      /** The name of Faro's level it is sent under. */
      level: `${LogLevel}`;
      message: string;
      context: Record<string, string>;
      atMs: number;
    };

/** Items kept while Faro is not up (it may never be: telemetry off); the oldest go first. */
export const MAX_WAITING_ITEMS = 50;

let pushToFaro: ((item: TelemetryItem) => void) | null = null;
const waiting: TelemetryItem[] = [];

/**
 * After the start, an item is pushed in an idle moment, not in the render or the tap that made
 * it (Faro's push took 3-4 ms at 4×); a page being hidden pushes what waits at once. Set up with
 * this module, before Faro is: on hide these pushes come before Faro flushes its batch.
 */
const pushWhenIdle =
  typeof document === 'undefined'
    ? null
    : idleSend(async (push: () => void) => push(), {
        idle: (task) => whenIdle(task, { timeout: 1000, fallbackMs: 0 }),
      });

/** To Faro if it has started, else to the wait for it. */
export function handOver(item: TelemetryItem): void {
  const push = pushToFaro;
  if (push) {
    void pushWhenIdle?.(() => push(item));
    return;
  }
  if (waiting.length >= MAX_WAITING_ITEMS) waiting.shift();
  waiting.push(item);
}

/** What waits for the start, taken out (the page is being left before it). */
export function takeWaiting(): TelemetryItem[] {
  return waiting.splice(0);
}

/** Faro has started: what waited goes to its API, in order, and every item after it. */
export function connectTelemetry(push: (item: TelemetryItem) => void): void {
  pushToFaro = push;
  for (const item of waiting.splice(0)) push(item);
}

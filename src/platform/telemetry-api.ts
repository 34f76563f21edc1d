// What the app's code calls to send telemetry of its own (journey events, log entries) through
// Faro's set-up: the items wait for Faro's start in its buffer (telemetry-buffer.ts) and go
// through Faro's API once it has started. Before then, a page hidden or left sends what waits at
// once (telemetry-beacon.ts). Loaded with the code that sends (the registration runtime, the
// logger's first entry), so a page that sends nothing of its own loads none of this.
import { handOver, takeWaiting, type TelemetryItem } from './telemetry-buffer';
import { sendBeforeStart } from './telemetry-beacon';

/** The logger's levels (logger.ts) by the names of Faro's. */
const FARO_LEVELS = { error: 'error', warning: 'warn', info: 'info' } as const;

/** Sends what waits for the start, now: the page is hidden or left before it. */
function sendWaiting(): void {
  const items = takeWaiting();
  if (items.length > 0) sendBeforeStart(items);
}

const inBrowser = typeof document !== 'undefined';
if (inBrowser) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendWaiting();
  });
  addEventListener('pagehide', sendWaiting);
}

function hand(item: TelemetryItem): void {
  handOver(item);
  // Handed over while the page is hidden (a log entry whose import came late): it may not be
  // shown again, so what waits goes now.
  if (inBrowser && document.visibilityState === 'hidden') sendWaiting();
}

/** A Faro event with its own time (epoch ms): a journey's node or signal. */
export function telemetryEvent(
  name: string,
  attributes: Record<string, string>,
  atMs: number,
): void {
  hand({ kind: 'event', name, attributes, atMs });
}

/** A log entry as a Faro log at the matching level, its details in the context (strings). */
export function telemetryLog(
  level: keyof typeof FARO_LEVELS,
  message: string,
  context: Record<string, string>,
  atMs: number,
): void {
  hand({ kind: 'log', level: FARO_LEVELS[level], message, context, atMs });
}

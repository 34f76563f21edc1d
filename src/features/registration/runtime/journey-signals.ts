// Why an applicant stopped (issue 47): what the machines met on the node the applicant is on,
// sent as a journey_signal event (contract/telemetry.ts) beside the journey's node events. The
// machines' own events tell it, read through XState's inspection of the one actor system: a call
// that failed (the error event of the actor that made it), the selfie's error, realtime lost.
// The form's own check, which refuses before any event, tells its refused fields itself. Names
// only, never values: the redaction rules hold without a rule of their own.
import type { EventObject, InspectionEvent } from 'xstate';
import {
  isCallFailure,
  type JourneySignalAttributes,
  type StopSignal,
  type TelemetryLang,
} from '../../../../contract';
import type { LivenessOutput } from '../../../../machines/liveness';
import type { TabJourney } from './journey-telemetry';

export type JourneySignalSink = (attributes: JourneySignalAttributes) => void;

/** A signal the machine met, with its detail (contract/telemetry.ts: names, never values). */
export interface FoundSignal {
  signal: StopSignal;
  detail?: string;
}

const ERROR_EVENT = 'xstate.error.actor.';
const LIVENESS_DONE = 'xstate.done.actor.liveness';
/** The detail's form (contract/telemetry.ts signalDetail): anything else is left out. */
const DETAIL = /^[A-Za-z][A-Za-z0-9_.:,-]{0,199}$/;

const withDetail = (signal: StopSignal, detail: string | undefined): FoundSignal =>
  detail !== undefined && DETAIL.test(detail) ? { signal, detail } : { signal };

/** The refused fields of a form (their camelCase names), as one field_error. */
export function refusedFields(fields: readonly string[]): FoundSignal {
  return withDetail('field_error', [...new Set(fields)].sort().join(','));
}

/**
 * The signal an event the machines received means, or null. A rejected call names the actor
 * that made it (its invoke id): 422 → field_error with the refused fields, no answer in time →
 * call_timeout, no network → offline, any other failure → call_failed with its status. An auth
 * failure ends the session rather than stops the applicant: no signal.
 */
export function signalOfEvent(event: EventObject): FoundSignal | null {
  if (event.type.startsWith(ERROR_EVENT)) {
    const actor = event.type.slice(ERROR_EVENT.length);
    const { error } = event as EventObject & { error?: unknown };
    if (!isCallFailure(error)) return withDetail('call_failed', actor);
    switch (error.kind) {
      case 'auth':
        return null;
      case 'validation':
        return refusedFields(Object.keys(error.fieldErrors));
      case 'timeout':
        return withDetail('call_timeout', actor);
      case 'network':
        return withDetail('offline', actor);
      default:
        return withDetail('call_failed', `${actor}:${error.statusCode}`);
    }
  }
  if (event.type === LIVENESS_DONE) {
    const { output } = event as EventObject & { output?: LivenessOutput };
    return output?.kind === 'error' ? withDetail('liveness_error', output.errorName) : null;
  }
  if (event.type === 'realtime.down') return { signal: 'realtime_lost' };
  return null;
}

/**
 * Whether the applicant is looking at the page: not while it is hidden or being left, when
 * what the machines meet is the leaving itself (ably closes its connection as the page unloads:
 * a realtime_lost no applicant saw).
 */
export function pageInView(): () => boolean {
  if (typeof document === 'undefined') return () => true;
  let leaving = false;
  addEventListener('beforeunload', () => void (leaving = true));
  addEventListener('pagehide', () => void (leaving = true));
  // Back from the page cache, or a leave that did not happen (a download link).
  addEventListener('pageshow', () => void (leaving = false));
  addEventListener('focus', () => void (leaving = false));
  return () => !leaving && document.visibilityState === 'visible';
}

/**
 * Sends each signal found as a journey_signal of the node the tab is on (`where`: the journey
 * reporter's last node); none before the tab's first node, nor without a sink, nor while the
 * page is out of view (`inView`). The same signal again on the same node (a poll failing every
 * few seconds) is sent once.
 */
export function journeySignalReporter({
  sink,
  where,
  lang,
  inView = () => true,
  now = Date.now,
}: {
  sink?: JourneySignalSink | null;
  where: () => TabJourney | null;
  lang: () => TelemetryLang;
  inView?: () => boolean;
  now?: () => number;
}): (found: FoundSignal | null) => void {
  let last = '';
  return (found) => {
    const tab = where();
    if (!sink || !found || !tab || !inView()) return;
    const key = `${tab.node} ${found.signal} ${found.detail ?? ''}`;
    if (key === last) return;
    last = key;
    sink({
      node: tab.node,
      ...found,
      at_ms: String(now()),
      lang: lang(),
      ...(tab.via ? { via: tab.via } : {}),
    });
  };
}

/**
 * XState's inspection of the actor system, reporting the signal of every event received. The
 * inspection comes before the machine takes the event: the signal is reported once it has, on
 * the node it led to (a camera error opens the offer to continue on the phone, a node of its
 * own, where the applicant then is).
 */
export function signalInspector(
  report: (found: FoundSignal | null) => void,
  later: (task: () => void) => void = queueMicrotask,
): (inspection: InspectionEvent) => void {
  return (inspection) => {
    if (inspection.type !== '@xstate.event') return;
    const found = signalOfEvent(inspection.event);
    if (found) later(() => report(found));
  };
}

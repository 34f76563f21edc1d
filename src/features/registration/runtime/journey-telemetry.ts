// The journey telemetry of docs/telemetry.md: each time the applicant's screen becomes another
// node of the journey (contract/journey.ts), one Faro event (contract/telemetry.ts) with the
// node, the node before it and the time spent there. It rides in the registration chunk and
// hands its events, with their own time, to Faro's set-up (telemetry-api.ts), which holds them
// until Faro has started, or sends them at once when the page is left first (issue 47: the
// applicants who leave early are the funnel's drop-offs).
import {
  HANDOFF_NODE,
  isJourneyVia,
  JOURNEY_EVENT,
  JOURNEY_SIGNAL_EVENT,
  journeyNodeIndex,
  PHONE_HINT,
  PHONE_PATTERN,
  UTM_SOURCE_PATTERN,
  type JourneyEventAttributes,
  type JourneyNodeId,
  type JourneySignalAttributes,
  type JourneyVia,
  type TelemetryLang,
} from '../../../../contract';
import type { SnapshotFrom } from 'xstate';
import {
  STEPS,
  isBooting,
  isHandoffOpen,
  screenFor,
  type RegistrationMachine,
} from '../../../../machines/registration';
import { isLoggedIn, loginStep, type SessionMachine } from '../../../../machines/session';
import { telemetryEvent } from '../../../platform/telemetry-api';
import { stripLocale } from '../../../platform/locale';
import { browserStorage } from './drafts';

export type JourneySink = (attributes: JourneyEventAttributes) => void;

/**
 * The event, timestamped when it happened (`at_ms`). Once Faro is up the set-up pushes it in an
 * idle moment, after the new screen's render (Faro's push took 3-4 ms at 4×).
 */
function journeyEvent(
  name: string,
  attributes: JourneyEventAttributes | JourneySignalAttributes,
): void {
  telemetryEvent(name, { ...attributes }, Number(attributes.at_ms));
}

/** Sends each node the applicant enters as a `journey_node` event. */
export const faroJourneySink: JourneySink = (attributes) => journeyEvent(JOURNEY_EVENT, attributes);

/** Sends why the applicant may have stopped on a node as a `journey_signal` event. */
export const faroJourneySignalSink = (attributes: JourneySignalAttributes): void =>
  journeyEvent(JOURNEY_SIGNAL_EVENT, attributes);

/** What the tab remembers: its last node, when it was entered, and how the tab came. */
export interface TabJourney {
  node: JourneyNodeId;
  at: number;
  via?: JourneyVia;
}

/** Where the tab remembers its journey across reloads (sessionStorage by default). */
export interface JourneyMemory {
  read(): TabJourney | null;
  write(value: TabJourney): void;
}

const MEMORY_KEY = 'journey-node';

export function tabJourneyMemory(): JourneyMemory | null {
  const storage = browserStorage('sessionStorage');
  if (!storage) return null;
  return {
    read() {
      try {
        const value = JSON.parse(storage.getItem(MEMORY_KEY) ?? 'null') as Partial<TabJourney>;
        if (
          typeof value?.node === 'string' &&
          journeyNodeIndex(value.node) >= 0 &&
          typeof value.at === 'number'
        ) {
          const { node, at, via } = value;
          return { node, at, ...(isJourneyVia(via) ? { via } : {}) };
        }
      } catch {
        // Unreadable: the tab starts afresh.
      }
      return null;
    },
    write(value) {
      try {
        storage.setItem(MEMORY_KEY, JSON.stringify(value));
      } catch {
        // Storage full or denied: the next reload starts afresh.
      }
    },
  };
}

/** A registration route shown by exactly one step (posting the signing result). */
const stepOfRoute = new Map<string, JourneyNodeId>();
for (const entry of STEPS) {
  const shared = STEPS.filter((other) => other.route === entry.route).length > 1;
  if (!shared) stepOfRoute.set(entry.route, entry.step);
}

/**
 * The journey node the machines show: the login's phone or code form while logged out, else
 * the registration step whose screen shows (a state that names no step but has the route of
 * exactly one, as the journey view gathers it), the photo's offer to continue on the phone apart.
 * Undefined while booting and on the error screens, which are no journey node.
 */
export function journeyNodeOf(
  session: SnapshotFrom<SessionMachine>,
  registration: SnapshotFrom<RegistrationMachine> | null,
): JourneyNodeId | undefined {
  if (!isLoggedIn(session)) {
    const step = loginStep(session);
    return step === 'phone' ? 'login.phone' : step === 'code' ? 'login.code' : undefined;
  }
  if (!registration || registration.status !== 'active' || isBooting(registration)) {
    return undefined;
  }
  const screen = screenFor(registration);
  // The photo step with the offer to take the selfie on the phone open is a node of its own.
  if (screen.step === 'verigram' && isHandoffOpen(registration)) return HANDOFF_NODE;
  if (screen.step) return screen.step;
  return screen.route ? stepOfRoute.get(screen.route) : undefined;
}

/**
 * How the page came to the journey: `handoff` on /login with the phone hint, which only the
 * photo step's offer to continue on the phone gives (handoff-link.ts), by /login's rule: the
 * contract's phone pattern (importing login-search.ts here split it into one more script that
 * every page loads before it is interactive).
 */
export function journeyViaOf(href: string): JourneyVia | undefined {
  const url = new URL(href);
  if (stripLocale(url.pathname) !== '/login') return undefined;
  return PHONE_PATTERN.test(url.searchParams.get(PHONE_HINT) ?? '') ? 'handoff' : undefined;
}

/** What reports the journey: each node the machines show, and where the tab is now. */
export interface JourneyReporter {
  /** The node the machines show now (undefined: none, the same node: nothing to report). */
  report(node: JourneyNodeId | undefined): void;
  /** The tab's last node, when it was entered and how the tab came; null before the first. */
  where(): TabJourney | null;
}

/**
 * Reports the node each time it changes (without a sink: nothing). The tab's last node (kept in
 * `memory`) survives a reload, so a reload neither reports the same node again nor loses the
 * time spent in it. Once `via` names how the tab came, every later event of the tab says it.
 * `utm` is the marketing record's source, sent when it is a plain token (UTM_SOURCE_PATTERN).
 */
export function journeyReporter({
  sink,
  memory,
  lang,
  via = () => undefined,
  utm = () => undefined,
  now = Date.now,
}: {
  sink?: JourneySink | null;
  memory?: JourneyMemory | null;
  lang: () => TelemetryLang;
  via?: () => JourneyVia | undefined;
  utm?: () => string | undefined;
  now?: () => number;
}): JourneyReporter {
  let last = memory?.read() ?? null;
  return {
    where: () => last,
    report(node) {
      if (!sink || !node || node === last?.node) return;
      const at = now();
      const came = last?.via ?? via();
      const source = utm();
      const attributes: JourneyEventAttributes = {
        node,
        ...(last ? { from: last.node, from_ms: String(Math.max(0, at - last.at)) } : {}),
        at_ms: String(at),
        lang: lang(),
        ...(came ? { via: came } : {}),
        ...(source !== undefined && UTM_SOURCE_PATTERN.test(source) ? { utm_source: source } : {}),
      };
      last = { node, at, ...(came ? { via: came } : {}) };
      memory?.write(last);
      sink(attributes);
    },
  };
}

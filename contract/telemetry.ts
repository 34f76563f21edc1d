import * as v from 'valibot';
import { JOURNEY_NODE_IDS, journeyNodeIdSchema, type JourneyNodeId } from './journey';

/**
 * The app's journey telemetry (docs/telemetry.md): one Faro event each time the applicant's
 * screen becomes another node of the journey (contract/journey.ts). The product team's funnel
 * (`npm run funnel`, the flow view) and the LogQL queries of docs/telemetry.md read it.
 * No personal data: node ids, a language, times, how the tab came. The device comes from
 * Faro's own `meta.user.attributes.device_type` (src/platform/telemetry.ts), the session from
 * `meta.session.id`.
 */
export const JOURNEY_EVENT = 'journey_node';

export const TELEMETRY_LANGS = ['ru', 'kk'] as const;
export type TelemetryLang = (typeof TELEMETRY_LANGS)[number];

export const TELEMETRY_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type TelemetryDevice = (typeof TELEMETRY_DEVICES)[number];

/**
 * The nodes where a journey ends rather than stops: the cabinet, and the failure screens
 * (the applicant may still retry from them, but stopping there is an outcome, not a drop).
 */
export const JOURNEY_END_NODES: readonly JourneyNodeId[] = [
  'personal_cabinet',
  'liveness_failed',
  'signing_failed',
];

/** A `utm_source` the journey events may carry: letters, digits, `_`, `.`, `-`, 64 at most. */
export const UTM_SOURCE_PATTERN = /^[\w.-]{1,64}$/;

const millis = v.pipe(v.string(), v.regex(/^\d{1,15}$/));

/**
 * How a tab came to the journey, when not by itself: `handoff`, opened from the photo step's
 * offer to continue on the phone (issue 33; its /login had the phone hint). Such a tab is the
 * second device of an applicant whose journey is counted already, so the funnel counts it apart.
 */
export const JOURNEY_VIAS = ['handoff'] as const;
export type JourneyVia = (typeof JOURNEY_VIAS)[number];

/**
 * The event's attributes. Faro sends attributes as strings (Alloy keeps them as
 * `event_data_<name>` in the Loki line), so numbers travel as decimal strings.
 * - node: the journey node entered;
 * - from, from_ms: the node before it in this tab and the milliseconds spent there (absent on
 *   the first node the tab sees);
 * - at_ms: when the node was entered (epoch ms, the event's own timestamp too), so LogQL can
 *   tell a session's last node (`unwrap`);
 * - lang: the page's language;
 * - via: on every event of a tab opened from the offer to continue on the phone (JOURNEY_VIAS);
 * - utm_source: the stored marketing record's `utm_source` (SPEC §3) when it is a plain token
 *   (UTM_SOURCE_PATTERN; anything else, an e-mail address say, is left out), so the funnel can
 *   compare the cohorts of two sources.
 * The app's version travels in Faro's own `meta.app.version`.
 */
export const journeyEventAttributesSchema = v.object({
  node: journeyNodeIdSchema,
  from: v.optional(journeyNodeIdSchema),
  from_ms: v.optional(millis),
  at_ms: millis,
  lang: v.picklist(TELEMETRY_LANGS),
  via: v.optional(v.picklist(JOURNEY_VIAS)),
  utm_source: v.optional(v.pipe(v.string(), v.regex(UTM_SOURCE_PATTERN))),
});

export type JourneyEventAttributes = v.InferOutput<typeof journeyEventAttributesSchema>;

const nodeIndex = new Map<string, number>(JOURNEY_NODE_IDS.map((id, index) => [id, index]));

/** The position of a node id in JOURNEY_NODE_IDS, or -1 for a string that names none. */
export function journeyNodeIndex(id: string): number {
  return nodeIndex.get(id) ?? -1;
}

export const isTelemetryLang = (value: unknown): value is TelemetryLang =>
  value === 'ru' || value === 'kk';

export const isJourneyVia = (value: unknown): value is JourneyVia =>
  (JOURNEY_VIAS as readonly unknown[]).includes(value);

export const isTelemetryDevice = (value: unknown): value is TelemetryDevice =>
  value === 'mobile' || value === 'tablet' || value === 'desktop';

/**
 * Why an applicant stopped on a node (issue 47): the last thing the machine saw there. One Faro
 * event each time the machine meets one of these on the node the applicant is on; the funnel
 * takes, for each journey that ended on a node, the last signal of that node (none: the
 * applicant left with no error, `NO_STOP_SIGNAL`).
 * - field_error: the form's check or the server's 422 refused fields;
 * - liveness_error: the selfie ended in a liveness error or an identification error;
 * - call_timeout: a call had no answer within its time limit (src/api/policy.ts);
 * - call_failed: a call failed otherwise (5xx, an answer the contract refuses, …);
 * - offline: a call found no network;
 * - realtime_lost: the step channel lost its connection.
 */
export const JOURNEY_SIGNAL_EVENT = 'journey_signal';

export const STOP_SIGNALS = [
  'field_error',
  'liveness_error',
  'call_timeout',
  'call_failed',
  'offline',
  'realtime_lost',
] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** What the funnel says of a journey that ended on a node with no signal there. */
export const NO_STOP_SIGNAL = 'no_error' as const;
export type StopReason = StopSignal | typeof NO_STOP_SIGNAL;

/**
 * The signal's detail: names, never values. field_error: the refused fields' camelCase names
 * (the form's element ids), comma-separated; liveness_error: the liveness error name or the
 * identification error code (contract/liveness.ts); call_timeout, call_failed, offline: the
 * call's ENDPOINTS key, with `:<status>` when the server answered; realtime_lost: absent.
 */
const signalDetail = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_.:,-]{0,199}$/));

/** The signal event's attributes, strings as Faro sends them (see the journey event's). */
export const journeySignalAttributesSchema = v.object({
  node: journeyNodeIdSchema,
  signal: v.picklist(STOP_SIGNALS),
  detail: v.optional(signalDetail),
  at_ms: millis,
  lang: v.picklist(TELEMETRY_LANGS),
  via: v.optional(v.picklist(JOURNEY_VIAS)),
});

export type JourneySignalAttributes = v.InferOutput<typeof journeySignalAttributesSchema>;

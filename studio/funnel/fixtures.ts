// Journeys built by hand, written as each source writes them: the tests' known inputs and the
// benchmark's file. What a Faro payload and an Alloy log line look like follows
// docs/telemetry.md (Faro's collector payload; Alloy's faro.receiver logfmt line).
import {
  JOURNEY_EVENT,
  JOURNEY_SIGNAL_EVENT,
  type JourneyNodeId,
  type JourneyVia,
  type StopSignal,
  type TelemetryDevice,
} from '../../contract';

export interface JourneyStop {
  node: JourneyNodeId;
  /** ms after the journey's start. */
  at: number;
}

export interface Journey {
  session: string;
  /** Epoch ms of the first stop. */
  start: number;
  lang: 'ru' | 'kk';
  device: TelemetryDevice;
  stops: JourneyStop[];
  /** How the tab came (every event says it), when not by itself. */
  via?: JourneyVia;
  /** The app's version (Faro's meta.app.version), when the journey's events carry one. */
  version?: string;
  /** The marketing record's utm_source, when its events carry one. */
  utm?: string;
  /** What the machine met on the way (journey_signal events). */
  signals?: JourneySignal[];
}

export interface JourneySignal {
  node: JourneyNodeId;
  /** ms after the journey's start. */
  at: number;
  signal: StopSignal;
  detail?: string;
}

function attributesOf(journey: Journey, index: number): Record<string, string> {
  const stop = journey.stops[index] as JourneyStop;
  const before = journey.stops[index - 1];
  return {
    node: stop.node,
    ...(before ? { from: before.node, from_ms: String(stop.at - before.at) } : {}),
    at_ms: String(journey.start + stop.at),
    lang: journey.lang,
    ...(journey.via ? { via: journey.via } : {}),
    ...(journey.utm ? { utm_source: journey.utm } : {}),
  };
}

function signalAttributesOf(journey: Journey, index: number): Record<string, string> {
  const signal = journey.signals?.[index] as JourneySignal;
  return {
    node: signal.node,
    signal: signal.signal,
    ...(signal.detail ? { detail: signal.detail } : {}),
    at_ms: String(journey.start + signal.at),
    lang: journey.lang,
    ...(journey.via ? { via: journey.via } : {}),
  };
}

/** The Faro meta of the journey's payloads. */
function metaOf(journey: Journey): Record<string, unknown> {
  return {
    sdk: { name: '@grafana/faro-web-sdk', version: '2.12.1' },
    app: {
      name: 'kz-lending-web',
      environment: 'production',
      ...(journey.version ? { version: journey.version } : {}),
    },
    user: {
      attributes: {
        device_type: journey.device,
        device_browser: 'chrome',
        device_os: 'android',
        device_crawler: 'false',
      },
    },
    session: { id: journey.session, attributes: { isSampled: 'true' } },
    page: { id: 'page', url: `https://example.kz/register/x` },
    browser: { name: 'Chrome', version: '130', os: 'Android 14', mobile: true, language: 'ru' },
    view: { name: `register-x___${journey.lang}` },
  };
}

/** One Faro collector payload carrying the journey's signal `index`. */
export function faroSignalPayload(journey: Journey, index: number): Record<string, unknown> {
  const at = journey.start + (journey.signals?.[index] as JourneySignal).at;
  return {
    meta: metaOf(journey),
    events: [
      {
        name: JOURNEY_SIGNAL_EVENT,
        domain: 'browser',
        attributes: signalAttributesOf(journey, index),
        timestamp: new Date(at).toISOString(),
      },
    ],
  };
}

/** One Faro collector payload carrying the journey's stop `index` (as the app sends one). */
export function faroPayload(journey: Journey, index: number): Record<string, unknown> {
  const stop = journey.stops[index] as JourneyStop;
  const at = journey.start + stop.at;
  return {
    meta: metaOf(journey),
    events: [
      {
        name: JOURNEY_EVENT,
        domain: 'browser',
        attributes: attributesOf(journey, index),
        timestamp: new Date(at).toISOString(),
      },
    ],
  };
}

const quoted = (value: string) =>
  value === '' || /[\s="\\]/.test(value) ? JSON.stringify(value) : value;

/** Go's time.Time.String() of an instant, in UTC. */
export function goTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)} +0000 UTC`;
}

/** The logfmt line Alloy's faro.receiver writes to Loki for the stop's event. */
export function alloyLine(journey: Journey, index: number): string {
  const stop = journey.stops[index] as JourneyStop;
  return alloyEventLine(
    journey,
    journey.start + stop.at,
    JOURNEY_EVENT,
    attributesOf(journey, index),
  );
}

/** The logfmt line Alloy's faro.receiver writes to Loki for the journey's signal `index`. */
export function alloySignalLine(journey: Journey, index: number): string {
  const at = journey.start + (journey.signals?.[index] as JourneySignal).at;
  return alloyEventLine(journey, at, JOURNEY_SIGNAL_EVENT, signalAttributesOf(journey, index));
}

function alloyEventLine(
  journey: Journey,
  at: number,
  name: string,
  attributes: Record<string, string>,
): string {
  const pairs: [string, string][] = [
    ['timestamp', goTime(at)],
    ['kind', 'event'],
    ['event_name', name],
    ['event_domain', 'browser'],
    ...Object.entries(attributes).map(([key, value]): [string, string] => [
      `event_data_${key}`,
      value,
    ]),
    ['sdk_name', '@grafana/faro-web-sdk'],
    ['sdk_version', '2.12.1'],
    ['app_name', 'kz-lending-web'],
    ...(journey.version ? [['app_version', journey.version] as [string, string]] : []),
    ['app_environment', 'production'],
    ['user_attr_device_type', journey.device],
    ['session_id', journey.session],
    ['session_attr_isSampled', 'true'],
    ['page_url', 'https://example.kz/register/x'],
    ['browser_name', 'Chrome'],
    ['browser_os', 'Android 14'],
    ['browser_mobile', 'true'],
    ['view_name', `register-x___${journey.lang}`],
  ];
  return pairs.map(([key, value]) => `${key}=${quoted(value)}`).join(' ');
}

/** The same line as `logcli query --output=jsonl` prints it. */
export function logcliLine(journey: Journey, index: number): string {
  const at = journey.start + (journey.stops[index] as JourneyStop).at;
  return logcliOf(alloyLine(journey, index), at);
}

/** The signal's line as `logcli query --output=jsonl` prints it. */
export function logcliSignalLine(journey: Journey, index: number): string {
  const at = journey.start + (journey.signals?.[index] as JourneySignal).at;
  return logcliOf(alloySignalLine(journey, index), at);
}

const logcliOf = (line: string, at: number) =>
  JSON.stringify({
    labels: { app: 'kz-lending-web', kind: 'event', service_name: 'faro' },
    line,
    timestamp: new Date(at).toISOString(),
  });

export const T0 = Date.parse('2025-03-01T10:00:00Z');
export const DAY = 24 * 60 * 60 * 1000;

/** Four journeys with outcomes worked out by hand in funnel.test.ts. */
export const KNOWN: readonly Journey[] = [
  {
    session: 's1',
    start: T0,
    lang: 'ru',
    device: 'mobile',
    stops: [
      { node: 'login.phone', at: 0 },
      { node: 'login.code', at: 10_000 },
      { node: 'iin', at: 40_000 },
      { node: 'personal', at: 100_000 },
      { node: 'passport', at: 160_000 },
      { node: 'verigram', at: 200_000 },
      { node: 'waiting_liveness_results', at: 230_000 },
      { node: 'signing_init', at: 235_000 },
      { node: 'signing_init_success', at: 237_000 },
      { node: 'signing_result', at: 300_000 },
      { node: 'personal_cabinet', at: 310_000 },
    ],
  },
  {
    session: 's2',
    start: T0 + DAY,
    lang: 'kk',
    device: 'desktop',
    stops: [
      { node: 'login.phone', at: 0 },
      { node: 'login.code', at: 20_000 },
      { node: 'iin', at: 50_000 },
    ],
  },
  {
    session: 's3',
    start: T0 + 2 * DAY,
    lang: 'ru',
    device: 'desktop',
    stops: [
      { node: 'login.phone', at: 0 },
      { node: 'login.code', at: 30_000 },
      { node: 'iin', at: 60_000 },
      { node: 'personal_and_passport', at: 90_000 },
      { node: 'verigram', at: 150_000 },
      { node: 'waiting_liveness_results', at: 170_000 },
      { node: 'liveness_failed', at: 175_000 },
    ],
  },
  {
    session: 's4',
    start: T0 + 3 * DAY,
    lang: 'ru',
    device: 'tablet',
    stops: [
      // A reload on the phone form reports it again: still one stay.
      { node: 'login.phone', at: 0 },
      { node: 'login.phone', at: 5_000 },
    ],
  },
];

/**
 * A phone opened from the photo step's offer to continue on the phone (issue 33): it asked for
 * the SMS code and stopped there. Counted apart from KNOWN (`via`).
 */
export const HANDOFF_PHONE: Journey = {
  session: 'phone',
  start: T0 + DAY,
  lang: 'kk',
  device: 'mobile',
  via: 'handoff',
  stops: [
    { node: 'login.phone', at: 0 },
    { node: 'login.code', at: 10_000 },
  ],
};

/**
 * `n` journeys from the phone form, a minute apart: `movedOn` of them go on to the code form
 * after `stayMs` and stop there, the others stop on the phone form. The comparison's known input.
 */
export function cohort(
  name: string,
  n: number,
  movedOn: number,
  stayMs: number,
  from: Partial<Journey> = {},
): Journey[] {
  return Array.from({ length: n }, (_, index) => ({
    session: `${name}-${index}`,
    start: T0 + index * 60_000,
    lang: 'ru',
    device: 'mobile',
    ...from,
    stops:
      index < movedOn
        ? [
            { node: 'login.phone', at: 0 },
            { node: 'login.code', at: stayMs },
          ]
        : [{ node: 'login.phone', at: 0 }],
  }));
}

/** The journey again under another session id, `shift` ms later. */
export function copyJourney(journey: Journey, session: string, shift = 0): Journey {
  return { ...journey, session, start: journey.start + shift };
}

type Format = (journey: Journey, index: number) => string;

/**
 * Every line of the journeys in one format, one event per line, journey after journey: its
 * stops, then (given their format) its signals.
 */
export function linesOf(
  journeys: readonly Journey[],
  format: Format,
  signalFormat?: Format,
): string[] {
  return journeys.flatMap((journey) => [
    ...journey.stops.map((_, index) => format(journey, index)),
    ...(signalFormat
      ? (journey.signals ?? []).map((_, index) => signalFormat(journey, index))
      : []),
  ]);
}

export const faroSignalLine = (journey: Journey, index: number) =>
  JSON.stringify(faroSignalPayload(journey, index));

export const faroLine = (journey: Journey, index: number) =>
  JSON.stringify(faroPayload(journey, index));

// Journeys built by hand, written as each source writes them: the tests' known inputs and the
// benchmark's file. What a Faro payload and an Alloy log line look like follows
// docs/telemetry.md (Faro's collector payload; Alloy's faro.receiver logfmt line).
import {
  JOURNEY_EVENT,
  type JourneyNodeId,
  type JourneyVia,
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
  };
}

/** One Faro collector payload carrying the journey's stop `index` (as the app sends one). */
export function faroPayload(journey: Journey, index: number): Record<string, unknown> {
  const stop = journey.stops[index] as JourneyStop;
  const at = journey.start + stop.at;
  return {
    meta: {
      sdk: { name: '@grafana/faro-web-sdk', version: '2.12.1' },
      app: { name: 'kz-lending-web', environment: 'production' },
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
    },
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
  const at = journey.start + stop.at;
  const pairs: [string, string][] = [
    ['timestamp', goTime(at)],
    ['kind', 'event'],
    ['event_name', JOURNEY_EVENT],
    ['event_domain', 'browser'],
    ...Object.entries(attributesOf(journey, index)).map(([key, value]): [string, string] => [
      `event_data_${key}`,
      value,
    ]),
    ['sdk_name', '@grafana/faro-web-sdk'],
    ['sdk_version', '2.12.1'],
    ['app_name', 'kz-lending-web'],
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
  return JSON.stringify({
    labels: { app: 'kz-lending-web', kind: 'event', service_name: 'faro' },
    line: alloyLine(journey, index),
    timestamp: new Date(at).toISOString(),
  });
}

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

/** The journey again under another session id, `shift` ms later. */
export function copyJourney(journey: Journey, session: string, shift = 0): Journey {
  return { ...journey, session, start: journey.start + shift };
}

/** Every line of the journeys in one format, one event per line, journey after journey. */
export function linesOf(
  journeys: readonly Journey[],
  format: (journey: Journey, index: number) => string,
): string[] {
  return journeys.flatMap((journey) => journey.stops.map((_, index) => format(journey, index)));
}

export const faroLine = (journey: Journey, index: number) =>
  JSON.stringify(faroPayload(journey, index));

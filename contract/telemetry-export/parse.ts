// The three sources' lines, read into a JourneySink (the studio's funnel counter, QA's paths
// from real journeys): a Faro collector payload (what a Faro receiver gets, or the sandbox
// collector's record of it), or a line of Grafana Alloy's faro.receiver logs as `logcli query
// --output=jsonl` (or `--output=raw`) exports it from Loki. Pure TypeScript: the funnel's CLI,
// the flow view's Web Worker and `npm run paths -- --from` share it.
import * as v from 'valibot';
import {
  JOURNEY_EVENT,
  JOURNEY_SIGNAL_EVENT,
  journeyEventAttributesSchema,
  journeyNodeIndex,
  journeySignalAttributesSchema,
  type JourneyEventAttributes,
  type StopSignal,
} from '../telemetry';
import { parseGoTime, parseLogfmt } from './logfmt';

/** What an event says of its journey besides the node: the cohorts the funnel compares. */
export interface JourneyFacts {
  /** The page's language. */
  lang?: string;
  /** The kind of device (Faro's user attribute device_type). */
  device?: string;
  /** How the tab came, when not by itself (JOURNEY_VIAS). */
  via?: string;
  /** The app's version (Faro's meta.app.version). */
  version?: string;
  /** The marketing record's utm_source. */
  utm?: string;
}

/** What reads the journey events of an export: each event, and the lines it could not read. */
export interface JourneySink {
  readonly stats: { lines: number; badEvents: number };
  badLine(reason: string): void;
  /**
   * One journey event: its session, the node's index in JOURNEY_NODE_IDS, when it was entered
   * (epoch ms), and what it says of its journey.
   */
  add(session: string, node: number, at: number, facts: JourneyFacts): void;
  /**
   * One stop signal (JOURNEY_SIGNAL_EVENT): what the machine met on the node, and its detail.
   * Readers that do not ask why applicants stopped leave it out.
   */
  signal?(session: string, node: number, at: number, signal: StopSignal, detail?: string): void;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line of any of the sources; a line that is none of them is counted bad. */
export function readLine(counter: JourneySink, line: string): void {
  counter.stats.lines++;
  const text = line.trim();
  if (text === '') return;
  if (text.charCodeAt(0) !== 123 /* { */) {
    if (!readLokiLine(counter, text, undefined)) counter.badLine('neither JSON nor logfmt');
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    counter.badLine('not JSON');
    return;
  }
  if (!readRecord(counter, value)) counter.badLine('not a Faro payload or a Loki line');
}

/**
 * A parsed JSON record: a Loki entry (`line`), the sandbox collector's record of a request
 * (`body`), or a Faro payload (`meta`, `events`). False when it is none of them.
 */
export function readRecord(counter: JourneySink, value: unknown): boolean {
  if (!isObject(value)) return false;
  if (typeof value.line === 'string') {
    return readLokiLine(counter, value.line, value.timestamp);
  }
  if ('body' in value && 'receivedAt' in value) {
    let body = value.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return false;
      }
    }
    return readFaroPayload(counter, body);
  }
  return readFaroPayload(counter, value);
}

/** A Faro collector payload: its journey events, under its session, language and device. */
export function readFaroPayload(counter: JourneySink, payload: unknown): boolean {
  if (!isObject(payload) || !isObject(payload.meta)) return false;
  const { events } = payload;
  if (events === undefined) return true;
  if (!Array.isArray(events)) return false;
  const meta = payload.meta;
  const session = isObject(meta.session) ? meta.session.id : undefined;
  const user = isObject(meta.user) && isObject(meta.user.attributes) ? meta.user.attributes : {};
  const version = isObject(meta.app) ? meta.app.version : undefined;
  for (const event of events) {
    if (!isObject(event)) continue;
    if (event.name === JOURNEY_EVENT) {
      addEvent(counter, session, event.attributes, event.timestamp, user.device_type, version);
    } else if (event.name === JOURNEY_SIGNAL_EVENT) {
      addSignal(counter, session, event.attributes);
    }
  }
  return true;
}

/**
 * What the funnel reads of a faro.receiver line. `from`/`from_ms` are left: the funnel finds
 * the node before from the session's own order. Alloy writes the event's keys first and the
 * session's before the page and browser, so reading stops early on every journey line: at the
 * last of these, whether the line had `event_data_via` (LOKI_OPTIONAL) or not.
 */
const LOKI_OPTIONAL = new Set([
  'event_data_via',
  'event_data_utm_source',
  'event_data_detail',
  'event_data_signal',
  'app_version',
]);
const LOKI_KEYS = new Set([
  ...LOKI_OPTIONAL,
  'kind',
  'event_name',
  'timestamp',
  'session_id',
  'user_attr_device_type',
  'event_data_node',
  'event_data_at_ms',
  'event_data_lang',
]);

/** The names of the events read, both of which the quick look below finds (journey_…). */
const JOURNEY_PREFIX = 'journey_';

/**
 * A faro.receiver log line (logfmt): a journey event when `kind=event` and
 * `event_name=journey_node`, a stop signal when `event_name=journey_signal`; any other kind of
 * line is read and skipped.
 */
function readLokiLine(counter: JourneySink, line: string, entryTime: unknown): boolean {
  // Most lines of an export are other kinds (measurements, logs): no need to take them apart.
  if (!line.includes(JOURNEY_PREFIX)) return /^\s*\w+=/.test(line);
  const fields = parseLogfmt(line, LOKI_KEYS, LOKI_OPTIONAL);
  if (!fields) return false;
  if (fields.get('kind') !== 'event') return true;
  const name = fields.get('event_name');
  if (name === JOURNEY_SIGNAL_EVENT) {
    addSignal(counter, fields.get('session_id'), {
      node: fields.get('event_data_node'),
      signal: fields.get('event_data_signal'),
      detail: fields.get('event_data_detail'),
      at_ms: fields.get('event_data_at_ms'),
      lang: fields.get('event_data_lang'),
      via: fields.get('event_data_via'),
    });
    return true;
  }
  if (name !== JOURNEY_EVENT) return true;
  const attributes: Record<string, string | undefined> = {
    node: fields.get('event_data_node'),
    at_ms: fields.get('event_data_at_ms'),
    lang: fields.get('event_data_lang'),
    via: fields.get('event_data_via'),
    utm_source: fields.get('event_data_utm_source'),
  };
  // The entry's own time only where the event has no at_ms (then Alloy's timestamp, else Loki's).
  const time = () => {
    const goTime = parseGoTime(fields.get('timestamp') ?? '');
    return Number.isNaN(goTime) ? entryTime : goTime;
  };
  addEvent(
    counter,
    fields.get('session_id'),
    attributes,
    time,
    fields.get('user_attr_device_type'),
    fields.get('app_version'),
  );
  return true;
}

/** A value read only when it is a string (an attribute, a meta field). */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function addEvent(
  counter: JourneySink,
  session: unknown,
  attributes: unknown,
  timestamp: unknown | (() => unknown),
  device: unknown,
  version: unknown,
): void {
  if (typeof session !== 'string' || session === '' || !isJourneyAttributes(attributes)) {
    counter.stats.badEvents++;
    return;
  }
  const at = timeOf(attributes, timestamp);
  if (Number.isNaN(at)) {
    counter.stats.badEvents++;
    return;
  }
  counter.add(session, journeyNodeIndex(attributes.node), at, {
    lang: attributes.lang,
    device: text(device),
    via: attributes.via,
    version: text(version),
    utm: attributes.utm_source,
  });
}

/** A stop signal; one that breaks its schema is a bad event, as a journey event's would be. */
function addSignal(counter: JourneySink, session: unknown, attributes: unknown): void {
  if (!counter.signal) return;
  const parsed = v.safeParse(journeySignalAttributesSchema, attributes);
  if (typeof session !== 'string' || session === '' || !parsed.success) {
    counter.stats.badEvents++;
    return;
  }
  const { node, signal, detail, at_ms } = parsed.output;
  counter.signal(session, journeyNodeIndex(node), Number(at_ms), signal, detail);
}

const isJourneyAttributes = (value: unknown): value is JourneyEventAttributes =>
  v.is(journeyEventAttributesSchema, value);

/** When the node was entered: the event's `at_ms`, else its own timestamp. */
function timeOf(attributes: JourneyEventAttributes, stamp: unknown): number {
  const at = Number(attributes.at_ms);
  if (Number.isFinite(at)) return at;
  const timestamp = typeof stamp === 'function' ? (stamp as () => unknown)() : stamp;
  if (typeof timestamp === 'number') return timestamp;
  return typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
}

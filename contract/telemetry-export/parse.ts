// The three sources' lines, read into a JourneySink (the studio's funnel counter, QA's paths
// from real journeys): a Faro collector payload (what a Faro receiver gets, or the sandbox
// collector's record of it), or a line of Grafana Alloy's faro.receiver logs as `logcli query
// --output=jsonl` (or `--output=raw`) exports it from Loki. Pure TypeScript: the funnel's CLI,
// the flow view's Web Worker and `npm run paths -- --from` share it.
import * as v from 'valibot';
import {
  JOURNEY_EVENT,
  journeyEventAttributesSchema,
  journeyNodeIndex,
  type JourneyEventAttributes,
} from '../telemetry';
import { parseGoTime, parseLogfmt } from './logfmt';

/** What reads the journey events of an export: each event, and the lines it could not read. */
export interface JourneySink {
  readonly stats: { lines: number; badEvents: number };
  badLine(reason: string): void;
  /**
   * One journey event: its session, the node's index in JOURNEY_NODE_IDS, when it was entered
   * (epoch ms), the page's language and device kind when known, how its tab came (`via`).
   */
  add(
    session: string,
    node: number,
    at: number,
    lang?: string,
    device?: string,
    via?: string,
  ): void;
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
  for (const event of events) {
    if (!isObject(event) || event.name !== JOURNEY_EVENT) continue;
    addEvent(counter, session, event.attributes, event.timestamp, user.device_type);
  }
  return true;
}

/**
 * What the funnel reads of a faro.receiver line. `from`/`from_ms` are left: the funnel finds
 * the node before from the session's own order. Alloy writes the event's keys first and the
 * session's before the page and browser, so reading stops early on every journey line: at the
 * last of these, whether the line had `event_data_via` (LOKI_OPTIONAL) or not.
 */
const LOKI_OPTIONAL = new Set(['event_data_via']);
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

/**
 * A faro.receiver log line (logfmt): a journey event when `kind=event` and
 * `event_name=journey_node`; any other kind of line is read and skipped.
 */
function readLokiLine(counter: JourneySink, line: string, entryTime: unknown): boolean {
  // Most lines of an export are other kinds (measurements, logs): no need to take them apart.
  if (!line.includes(JOURNEY_EVENT)) return /^\s*\w+=/.test(line);
  const fields = parseLogfmt(line, LOKI_KEYS, LOKI_OPTIONAL);
  if (!fields) return false;
  if (fields.get('kind') !== 'event' || fields.get('event_name') !== JOURNEY_EVENT) return true;
  const attributes: Record<string, string | undefined> = {
    node: fields.get('event_data_node'),
    at_ms: fields.get('event_data_at_ms'),
    lang: fields.get('event_data_lang'),
    via: fields.get('event_data_via'),
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
  );
  return true;
}

function addEvent(
  counter: JourneySink,
  session: unknown,
  attributes: unknown,
  timestamp: unknown | (() => unknown),
  device: unknown,
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
  counter.add(
    session,
    journeyNodeIndex(attributes.node),
    at,
    attributes.lang,
    typeof device === 'string' ? device : undefined,
    attributes.via,
  );
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

// The funnel of applicants' journeys (docs/telemetry.md, "How the funnel counts"): journey
// events in, per node entered / completed / dropped and the time spent, per move its count.
// Pure TypeScript without Node or DOM APIs: the CLI (cli.ts) and the flow view's Web Worker
// feed it the same way, line by line (parse.ts) or event by event.
import type { JourneyFacts, JourneySink } from '../../contract/telemetry-export/parse';
import {
  JOURNEY_END_NODES,
  JOURNEY_NODE_IDS,
  NO_STOP_SIGNAL,
  STOP_SIGNALS,
  type JourneyNodeId,
  type JourneyVia,
  type StopReason,
  type StopSignal,
  type TelemetryDevice,
  type TelemetryLang,
} from '../../contract';
import { quantileOfSorted } from './quantile';

export interface FunnelFilters {
  /** Epoch ms: events before it are left out. */
  since?: number;
  /** Epoch ms: events at or after it are left out. */
  until?: number;
  /** Journeys whose first event is in another language are left out. */
  lang?: TelemetryLang;
  /** Journeys whose first event came from another kind of device are left out. */
  device?: TelemetryDevice;
  /**
   * Only the journeys whose first event came this way (the phones' sessions opened from the
   * offer to continue on the phone); without it, those are left out: each is the second device
   * of an applicant whose journey is counted already.
   */
  via?: JourneyVia;
  /** Journeys whose first event came from another version of the app are left out. */
  version?: string;
  /** Journeys whose first event came from another utm_source are left out. */
  utm?: string;
}

/**
 * Why the journeys that stopped on a node stopped: the last signal the machine sent there
 * (JOURNEY_SIGNAL_EVENT), or none (NO_STOP_SIGNAL), counted in journeys; with the details
 * (the fields of a field error, each once a journey; the liveness error; the call), most first.
 */
export interface StopCount {
  reason: StopReason;
  journeys: number;
  details: { detail: string; journeys: number }[];
}

export interface FunnelNode {
  id: JourneyNodeId;
  entered: number;
  completed: number;
  dropped: number;
  medianMs: number | null;
  p75Ms: number | null;
  p90Ms: number | null;
  /** Why the `dropped` journeys stopped here (their counts add up to it), most first. */
  stops: StopCount[];
}

export interface FunnelEdge {
  from: JourneyNodeId;
  to: JourneyNodeId;
  count: number;
}

/** What `npm run funnel -- --json` prints, exactly. */
export interface Funnel {
  journeys: number;
  nodes: FunnelNode[];
  edges: FunnelEdge[];
}

/** What was read besides the funnel: reported beside it, never in it. */
export interface FunnelStats {
  /** Lines read (blank ones included). */
  lines: number;
  /** Lines that are neither a Faro payload nor a Loki line (reported, never fatal). */
  badLines: number;
  /** Journey events counted. */
  events: number;
  /** Journey events whose attributes break contract/telemetry.ts (node, lang, times). */
  badEvents: number;
  /** Journey events left out by --since/--until. */
  outOfRange: number;
  /** Journeys left out because they came another way than `via` asks (set by result()). */
  otherVia: number;
  /** The first bad lines' numbers and reasons, for the report. */
  badSamples: { line: number; reason: string }[];
}

const NODE_COUNT = JOURNEY_NODE_IDS.length;
const IS_END = JOURNEY_NODE_IDS.map((id) => JOURNEY_END_NODES.includes(id));
const MAX_BAD_SAMPLES = 5;

/** One session's journey events as they arrived: node indexes and times side by side. */
interface Trail {
  nodes: number[];
  times: number[];
  /** When the earliest event came, and what it said of the journey (its cohorts). */
  firstAt: number;
  facts: JourneyFacts;
  /** The stop signals, as they arrived: node, time, signal (index in STOP_SIGNALS), detail. */
  signals?: { node: number; at: number; signal: number; detail: string | undefined }[];
}

/** A growing list of numbers kept in a typed array (8 bytes each, not a JS array's boxes). */
class Numbers {
  values = new Float64Array(16);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  sorted(): Float64Array {
    return this.values.slice(0, this.length).sort();
  }
}

export function emptyStats(): FunnelStats {
  return {
    lines: 0,
    badLines: 0,
    events: 0,
    badEvents: 0,
    outOfRange: 0,
    otherVia: 0,
    badSamples: [],
  };
}

export class FunnelCounter implements JourneySink {
  readonly stats: FunnelStats = emptyStats();
  private readonly trails = new Map<string, Trail>();

  constructor(private readonly filters: FunnelFilters = {}) {}

  /** A bad line: counted, its number and reason kept for the first few. */
  badLine(reason: string): void {
    this.stats.badLines++;
    if (this.stats.badSamples.length < MAX_BAD_SAMPLES) {
      this.stats.badSamples.push({ line: this.stats.lines, reason });
    }
  }

  /**
   * One journey event: the session it belongs to, the node's index in JOURNEY_NODE_IDS, when
   * it was entered (epoch ms), the page's language and device kind when known, and how its tab
   * came (`via`) when not by itself.
   */
  add(session: string, node: number, at: number, facts: JourneyFacts): void {
    if (!this.inRange(at)) {
      this.stats.outOfRange++;
      return;
    }
    this.stats.events++;
    const trail = this.trails.get(session);
    if (!trail) {
      this.trails.set(session, { nodes: [node], times: [at], firstAt: at, facts });
      return;
    }
    trail.nodes.push(node);
    trail.times.push(at);
    if (at < trail.firstAt) {
      trail.firstAt = at;
      trail.facts = facts;
    }
  }

  /**
   * One stop signal: kept with its session's journey events, read when the journey ends on its
   * node. A session with signals and no journey event is no journey.
   */
  signal(session: string, node: number, at: number, signal: StopSignal, detail?: string): void {
    if (!this.inRange(at)) return;
    let trail = this.trails.get(session);
    if (!trail) {
      trail = { nodes: [], times: [], firstAt: Infinity, facts: {} };
      this.trails.set(session, trail);
    }
    (trail.signals ??= []).push({ node, at, signal: STOP_SIGNALS.indexOf(signal), detail });
  }

  private inRange(at: number): boolean {
    const { since, until } = this.filters;
    return (since === undefined || at >= since) && (until === undefined || at < until);
  }

  /** The funnel of what was added so far (it can be asked again after more is added). */
  result(): Funnel {
    const { lang, device, via, version, utm } = this.filters;
    const entered = new Uint32Array(NODE_COUNT);
    const completed = new Uint32Array(NODE_COUNT);
    const dropped = new Uint32Array(NODE_COUNT);
    const stays = Array.from({ length: NODE_COUNT }, () => new Numbers());
    const edges = new Map<number, number>();
    const seen = new Uint32Array(NODE_COUNT);
    const left = new Uint32Array(NODE_COUNT);
    const moved = new Set<number>();
    const why = Array.from({ length: NODE_COUNT }, () => new StopTally());
    let journeys = 0;
    let stamp = 0;
    this.stats.otherVia = 0;

    for (const trail of this.trails.values()) {
      if (trail.nodes.length === 0) continue;
      const facts = trail.facts;
      if (facts.via !== via) {
        this.stats.otherVia++;
        continue;
      }
      if (lang !== undefined && facts.lang !== lang) continue;
      if (device !== undefined && facts.device !== device) continue;
      if (version !== undefined && facts.version !== version) continue;
      if (utm !== undefined && facts.utm !== utm) continue;
      journeys++;
      stamp++;
      moved.clear();
      const order = timeOrder(trail.times);
      let previous = -1;
      let since = 0;
      for (const index of order) {
        const node = trail.nodes[index] as number;
        const at = trail.times[index] as number;
        // The same node again (a reload, a second tab) continues the stay.
        if (node === previous) continue;
        if (seen[node] !== stamp) {
          seen[node] = stamp;
          entered[node] = (entered[node] as number) + 1;
        }
        if (previous >= 0) {
          stays[previous]?.push(at - since);
          if (left[previous] !== stamp) {
            left[previous] = stamp;
            completed[previous] = (completed[previous] as number) + 1;
          }
          moved.add(previous * NODE_COUNT + node);
        }
        previous = node;
        since = at;
      }
      if (previous >= 0 && !IS_END[previous]) {
        dropped[previous] = (dropped[previous] as number) + 1;
        (why[previous] as StopTally).add(lastSignal(trail, previous, since));
      }
      for (const edge of moved) edges.set(edge, (edges.get(edge) ?? 0) + 1);
    }

    const nodes = JOURNEY_NODE_IDS.map((id, index): FunnelNode => {
      const sorted = (stays[index] as Numbers).sorted();
      return {
        id,
        entered: entered[index] as number,
        completed: completed[index] as number,
        dropped: dropped[index] as number,
        medianMs: roundOrNull(quantileOfSorted(sorted, 0.5)),
        p75Ms: roundOrNull(quantileOfSorted(sorted, 0.75)),
        p90Ms: roundOrNull(quantileOfSorted(sorted, 0.9)),
        stops: (why[index] as StopTally).counts(),
      };
    });
    const edgeList = [...edges.entries()]
      .sort(([a], [b]) => a - b)
      .map(([key, count]) => ({
        from: JOURNEY_NODE_IDS[Math.floor(key / NODE_COUNT)] as JourneyNodeId,
        to: JOURNEY_NODE_IDS[key % NODE_COUNT] as JourneyNodeId,
        count,
      }));
    return { journeys, nodes, edges: edgeList };
  }
}

/**
 * Hands every event to each counter: the source is read once however many funnels are counted.
 * The lines and bad lines are the first counter's; the others count events only.
 */
export class FunnelTee implements JourneySink {
  constructor(private readonly counters: readonly FunnelCounter[]) {}
  get stats(): FunnelStats {
    return (this.counters[0] as FunnelCounter).stats;
  }
  badLine(reason: string): void {
    (this.counters[0] as FunnelCounter).badLine(reason);
  }
  add(...args: Parameters<JourneySink['add']>): void {
    for (const counter of this.counters) counter.add(...args);
  }
  signal(...args: Parameters<FunnelCounter['signal']>): void {
    for (const counter of this.counters) counter.signal(...args);
  }
}

type Signal = NonNullable<Trail['signals']>[number];

/**
 * The last signal the machine sent on `node` since it was last entered (`since`); the latest in
 * time, the later one to arrive among equal times.
 */
function lastSignal(trail: Trail, node: number, since: number): Signal | undefined {
  let last: Signal | undefined;
  for (const signal of trail.signals ?? []) {
    if (signal.node === node && signal.at >= since && (!last || signal.at >= last.at)) {
      last = signal;
    }
  }
  return last;
}

/** Counts the reasons of one node's stopped journeys, and their details. */
class StopTally {
  private readonly reasons = new Map<
    StopReason,
    { journeys: number; details: Map<string, number> }
  >();

  add(signal: Signal | undefined): void {
    const reason: StopReason =
      signal === undefined ? NO_STOP_SIGNAL : (STOP_SIGNALS[signal.signal] as StopSignal);
    let entry = this.reasons.get(reason);
    if (!entry) {
      entry = { journeys: 0, details: new Map() };
      this.reasons.set(reason, entry);
    }
    entry.journeys++;
    // A field error names each refused field: each is counted once for the journey.
    const details = signal?.detail === undefined ? [] : new Set(signal.detail.split(','));
    for (const detail of details) entry.details.set(detail, (entry.details.get(detail) ?? 0) + 1);
  }

  counts(): StopCount[] {
    return [...this.reasons]
      .map(([reason, { journeys, details }]) => ({
        reason,
        journeys,
        details: [...details]
          .map(([detail, count]) => ({ detail, journeys: count }))
          .sort(byMostThenName((entry) => entry.detail)),
      }))
      .sort(byMostThenName((entry) => entry.reason));
  }
}

/** Most journeys first; equal counts in the order of their names, the same every time. */
const byMostThenName =
  <T extends { journeys: number }>(name: (entry: T) => string) =>
  (a: T, b: T) =>
    b.journeys - a.journeys || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

function roundOrNull(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value);
}

/** The indexes of the events in time order (arrival order among equal times). */
function timeOrder(times: readonly number[]): number[] {
  const order = times.map((_, index) => index);
  for (let i = 1; i < times.length; i++) {
    if ((times[i] as number) < (times[i - 1] as number)) {
      return order.sort((a, b) => (times[a] as number) - (times[b] as number) || a - b);
    }
  }
  return order;
}

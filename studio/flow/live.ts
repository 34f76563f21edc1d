import { useEffect, useReducer } from 'react';
import type { MachineGraph } from '../../machines/graph/graph';
import { edgesTaken } from './edges-taken';
import type { FlowMessage, FlowSnapshotMessage } from '../../contract/flow-channel';
import { FLOW_CHANNEL, isFlowMessage, messageKey } from '../../contract/flow-channel';
import { SIMULATION_SOURCE } from './simulation';
import type { TimelineEntry } from './timeline';
import { timelineEntry } from './timeline';

export interface LiveMachine {
  /** Active state node ids now. */
  active: string[];
  /** The state in words. */
  state: string;
  /** State nodes active at some point since the actor started. */
  visited: string[];
  /** Transitions taken since the actor started (GraphEdge ids). */
  taken: string[];
  /** The context as published: plain data, personal data masked. */
  context: unknown;
}

/** One publisher: an app tab (its id survives reloads), or the page's own simulation. */
export interface LiveSource {
  id: string;
  /** 1, 2, 3… in the order the tabs were first heard of; 0 for the simulation. */
  number: number;
  machines: Record<string, LiveMachine>;
  /** Newest first. */
  timeline: TimelineEntry[];
  /** Epoch milliseconds of the newest message. */
  lastAt: number;
  /** The tab said goodbye (closed, reloading, gone to the signing page). */
  closed: boolean;
  /** The journey nodes the tab has been on, in order, repeats collapsed. */
  trail: string[];
}

/** Which journey node a tab's machines show (views.ts journeyCurrent), if any. */
export type JourneyOf = (machines: Record<string, LiveMachine>) => string | undefined;

export interface LiveFlow {
  sources: Record<string, LiveSource>;
  /** Source ids in the order they were first heard of. */
  order: string[];
  seen: ReadonlySet<string>;
}

export const EMPTY_FLOW: LiveFlow = { sources: {}, order: [], seen: new Set() };
const TIMELINE_LIMIT = 300;

function sourceOf(flow: LiveFlow, id: string): LiveSource {
  return (
    flow.sources[id] ?? {
      id,
      // The simulation is not a tab: tabs are numbered without it.
      number:
        id === SIMULATION_SOURCE
          ? 0
          : 1 + Object.values(flow.sources).filter((each) => each.number > 0).length,
      machines: {},
      timeline: [],
      lastAt: 0,
      closed: false,
      trail: [],
    }
  );
}

function withSource(flow: LiveFlow, source: LiveSource, seen = flow.seen): LiveFlow {
  return {
    sources: { ...flow.sources, [source.id]: source },
    order: flow.order.includes(source.id) ? flow.order : [...flow.order, source.id],
    seen,
  };
}

/**
 * Folds one published message into what /dev/flow shows. Each tab keeps a path of its own; a
 * fresh actor (a new login, the tab's first load) starts that machine's path over. Duplicates
 * (a replay after hello) are ignored.
 */
export function applyMessage(
  flow: LiveFlow,
  message: FlowMessage,
  graphs: ReadonlyMap<string, MachineGraph>,
  journeyOf: JourneyOf = () => undefined,
): LiveFlow {
  if (message.kind === 'hello') return flow;
  if (message.kind === 'bye') {
    const source = flow.sources[message.source];
    return source ? withSource(flow, { ...source, closed: true }) : flow;
  }
  const key = messageKey(message);
  if (flow.seen.has(key)) return flow;
  const source = sourceOf(flow, message.source);
  const previous = source.machines[message.machine];
  const continues = previous !== undefined && !message.fresh;
  const graph = graphs.get(message.machine);
  const taken =
    continues && graph
      ? edgesTaken(graph, new Set(previous.active), message.event.type, new Set(message.active))
      : [];
  const machine: LiveMachine = {
    active: message.active,
    state: message.state,
    visited: continues ? [...new Set([...previous.visited, ...message.active])] : message.active,
    taken: continues ? [...new Set([...previous.taken, ...taken])] : [],
    context: message.context,
  };
  const timeline = [timelineEntry(message), ...source.timeline]
    .sort((a, b) => b.at - a.at)
    .slice(0, TIMELINE_LIMIT);
  const machines = { ...source.machines, [message.machine]: machine };
  const step = journeyOf(machines);
  const trail =
    step === undefined || source.trail.at(-1) === step
      ? source.trail
      : [...source.trail, step].slice(-TIMELINE_LIMIT);
  return withSource(
    flow,
    {
      ...source,
      machines,
      trail,
      timeline,
      lastAt: Math.max(source.lastAt, message.at),
      closed: false,
    },
    new Set(flow.seen).add(key),
  );
}

/** Forgets a source's path (the simulation starts over, or steps back and replays). */
export function forgetSource(flow: LiveFlow, id: string): LiveFlow {
  const source = flow.sources[id];
  if (!source) return flow;
  return withSource(flow, { ...source, machines: {}, timeline: [], lastAt: 0, trail: [] });
}

/**
 * The source that spoke last: what the view follows until someone picks a tab. An open tab
 * wins over one that said goodbye; with none open, the last one stays on screen (a tab away on
 * the signing page comes back under the same id).
 */
export function latestSource(flow: LiveFlow): LiveSource | undefined {
  let latest: LiveSource | undefined;
  for (const id of flow.order) {
    const source = flow.sources[id];
    if (!source) continue;
    const better =
      !latest ||
      (latest.closed && !source.closed) ||
      (latest.closed === source.closed && source.lastAt > latest.lastAt);
    if (better) latest = source;
  }
  return latest;
}

export type LiveAction =
  | { type: 'message'; message: FlowMessage }
  | { type: 'replay'; source: string; messages: readonly FlowSnapshotMessage[] }
  | { type: 'drop'; source: string };

/** A source gone for good (the simulation stopped). */
export function dropSource(flow: LiveFlow, id: string): LiveFlow {
  if (!flow.sources[id]) return flow;
  const { [id]: _dropped, ...sources } = flow.sources;
  return { sources, order: flow.order.filter((each) => each !== id), seen: flow.seen };
}

export function liveReducer(graphs: ReadonlyMap<string, MachineGraph>, journeyOf?: JourneyOf) {
  return (flow: LiveFlow, action: LiveAction): LiveFlow => {
    if (action.type === 'message') return applyMessage(flow, action.message, graphs, journeyOf);
    if (action.type === 'drop') return dropSource(flow, action.source);
    return action.messages.reduce(
      (folded, message) => applyMessage(folded, message, graphs, journeyOf),
      forgetSource(flow, action.source),
    );
  };
}

/**
 * Follows the app's tabs over the flow channel and asks them for what happened before this
 * page opened (unless `listen` is false: the static studio has no app beside it); `dispatch`
 * also takes the page's own simulation.
 */
export function useLiveFlow(
  graphs: ReadonlyMap<string, MachineGraph>,
  journeyOf?: JourneyOf,
  listen = true,
) {
  const [flow, dispatch] = useReducer(liveReducer(graphs, journeyOf), EMPTY_FLOW);
  useEffect(() => {
    if (!listen || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FLOW_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (isFlowMessage(message)) dispatch({ type: 'message', message });
    };
    channel.postMessage({ kind: 'hello' } satisfies FlowMessage);
    return () => channel.close();
  }, [listen]);
  return { flow, dispatch };
}

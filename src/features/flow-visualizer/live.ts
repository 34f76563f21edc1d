import { useEffect, useReducer } from 'react';
import type { MachineGraph } from '../../../machines/graph/graph';
import { edgesTaken } from './edges-taken';
import type { FlowSnapshotMessage } from './protocol';
import { FLOW_CHANNEL, isFlowMessage, messageKey } from './protocol';
import type { TimelineEntry } from './timeline';
import { timelineEntry } from './timeline';

export interface LiveMachine {
  source: string;
  /** Active state node ids now. */
  active: string[];
  /** The state in words. */
  state: string;
  /** State nodes active at some point since the actor started. */
  visited: string[];
  /** Transitions taken since the actor started (GraphEdge ids). */
  taken: string[];
}

export interface LiveFlow {
  machines: Record<string, LiveMachine>;
  /** Newest first. */
  timeline: TimelineEntry[];
  seen: ReadonlySet<string>;
}

export const EMPTY_FLOW: LiveFlow = { machines: {}, timeline: [], seen: new Set() };
const TIMELINE_LIMIT = 300;

/** Folds one published snapshot into what /dev/flow shows. Duplicates (a replay) are ignored. */
export function applyMessage(
  flow: LiveFlow,
  message: FlowSnapshotMessage,
  graphs: ReadonlyMap<string, MachineGraph>,
): LiveFlow {
  const key = messageKey(message);
  if (flow.seen.has(key)) return flow;
  const previous = flow.machines[message.machine];
  const continues = previous && !message.fresh && previous.source === message.source;
  const graph = graphs.get(message.machine);
  const taken =
    continues && graph
      ? edgesTaken(graph, new Set(previous.active), message.event.type, new Set(message.active))
      : [];
  const machine: LiveMachine = {
    source: message.source,
    active: message.active,
    state: message.state,
    visited: continues ? [...new Set([...previous.visited, ...message.active])] : message.active,
    taken: continues ? [...new Set([...previous.taken, ...taken])] : [],
  };
  const timeline = [timelineEntry(message), ...flow.timeline]
    .sort((a, b) => b.at - a.at)
    .slice(0, TIMELINE_LIMIT);
  return {
    machines: { ...flow.machines, [message.machine]: machine },
    timeline,
    seen: new Set(flow.seen).add(key),
  };
}

/** Follows the app's tabs over the flow channel; asks them for what happened before it opened. */
export function useLiveFlow(graphs: ReadonlyMap<string, MachineGraph>): LiveFlow {
  const [flow, dispatch] = useReducer(
    (state: LiveFlow, message: FlowSnapshotMessage) => applyMessage(state, message, graphs),
    EMPTY_FLOW,
  );
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(FLOW_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (isFlowMessage(message) && message.kind === 'snapshot') dispatch(message);
    };
    channel.postMessage({ kind: 'hello' });
    return () => channel.close();
  }, []);
  return flow;
}

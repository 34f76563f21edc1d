// The flow channel: what the app's tabs publish (src/features/flow-publisher, development and QA
// builds only) and the product team's studio hears on /dev/flow (studio/flow/live.ts). In
// contract/ because the two sides may not import each other.

/** The channel the app's tabs publish the applicant's statecharts on and /dev/flow listens to. */
export const FLOW_CHANNEL = 'lending-flow';

/** An event as it crosses the channel: personal data already redacted, plain data only. */
export interface FlowEvent {
  type: string;
  [key: string]: unknown;
}

/** One macrostep of a live actor: what caused it and what is active after it. */
export interface FlowSnapshotMessage {
  kind: 'snapshot';
  /** The publishing tab (several app tabs may publish at once); it survives a reload. */
  source: string;
  /** The page load within the tab. */
  load: string;
  /** Order within the page load. */
  seq: number;
  /** The machine id (registration, session). */
  machine: string;
  /** Epoch milliseconds. */
  at: number;
  event: FlowEvent;
  /** Every active state node id. */
  active: string[];
  /** The state in words (machines/graph/words). */
  state: string;
  /** The actor's context as plain data, personal data masked (mask-context.ts). */
  context?: unknown;
  /**
   * A new journey (the tab's first actor, or a new login): the path taken starts over. A reload
   * of the same tab (the signing page's return included) continues the path.
   */
  fresh: boolean;
}

/** /dev/flow opened: publishers answer with what they have published so far. */
export interface FlowHelloMessage {
  kind: 'hello';
}

/** A publishing tab is going away (closed, reloaded, sent to the signing page). */
export interface FlowByeMessage {
  kind: 'bye';
  source: string;
}

export type FlowMessage = FlowSnapshotMessage | FlowHelloMessage | FlowByeMessage;

export function isFlowMessage(data: unknown): data is FlowMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { kind } = data as { kind?: unknown };
  if (kind === 'hello') return true;
  if (kind === 'bye') return typeof (data as { source?: unknown }).source === 'string';
  if (kind !== 'snapshot') return false;
  const message = data as Partial<FlowSnapshotMessage>;
  return (
    typeof message.source === 'string' &&
    typeof message.load === 'string' &&
    typeof message.seq === 'number' &&
    typeof message.machine === 'string' &&
    typeof message.at === 'number' &&
    typeof message.event?.type === 'string' &&
    Array.isArray(message.active) &&
    typeof message.state === 'string'
  );
}

/** The key of a published snapshot: replays of it are recognised by it. */
export function messageKey(message: FlowSnapshotMessage): string {
  return `${message.source}:${message.load}:${message.seq}`;
}

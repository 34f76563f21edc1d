import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { machineGraph } from './graph';

/**
 * What the path tools need to know about a machine beyond its definition: which concrete
 * events to try in a state (payloads included: a step response, a server error, …), and which
 * part of the context makes two snapshots behave differently (what the guards read). The
 * machines' model.ts files describe themselves this way, typed by their machine (its snapshot
 * and input); tests/model, `npm run paths` and the visualizer all read these descriptions.
 */
export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** The sample events worth trying in this snapshot. */
  events(snapshot: SnapshotFrom<TMachine>): EventObject[];
  /** Snapshot identity: the state value plus the context the guards read. */
  key(snapshot: SnapshotFrom<TMachine>): string;
  /**
   * Whether an event in this snapshot belongs to the journey without faults (no network or
   * server errors, no timers, no surprises from the server): simple paths and the journey's
   * shortest paths use only these.
   */
  isHappy(event: EventObject, snapshot: SnapshotFrom<TMachine>): boolean;
  /** Where a person's journey begins (the registration: a fresh applicant on the iin screen). */
  start?(snapshot: SnapshotFrom<TMachine>): boolean;
  /** Events that an invoked callback actor sends back, by event type → invoke id. */
  origin?: Record<string, string>;
}

/** The shared parts of a key: the state value and chosen context fields, as JSON. */
export function snapshotKey(
  snapshot: AnyMachineSnapshot,
  context: Record<string, unknown> = {},
): string {
  return JSON.stringify({ value: snapshot.value, ...context });
}

const samples = new WeakSet<EventObject>();

/**
 * Marks events as samples. createTestModel adds a bare `{ type }` for every event a state
 * listens to that has no sample; the traversal drops those, because an event without its
 * payload is not something the system under test can receive.
 */
export function sample<T extends EventObject>(...events: T[]): T[] {
  for (const event of events) samples.add(event);
  return events;
}

export function isSample(event: EventObject): boolean {
  return samples.has(event);
}

/** One event per delayed transition of the machine: the timer firing. */
export function delayedEvents(machine: AnyStateMachine): EventObject[] {
  return machineGraph(machine)
    .edges.filter((edge) => edge.kind === 'after')
    .map((edge) => ({ type: edge.eventType }));
}

import type { AnyMachineSnapshot } from 'xstate';
import { stateInWords } from '../graph/words';
import { maskContext } from './mask-context';
import type { FlowSnapshotMessage } from '../../contract/flow-channel';
import { redactEvent } from './redact-event';

/**
 * One macrostep as it crosses to /dev/flow: the event redacted, the context masked, the active
 * state nodes and the state in words. The app's tabs (src/features/flow-publisher) and the
 * studio's simulation (studio/flow/simulation.ts) make their messages here, beside the machines,
 * since neither side may import the other.
 */
export function snapshotMessage(
  snapshot: AnyMachineSnapshot,
  event: { type: string },
  origin: Pick<FlowSnapshotMessage, 'source' | 'load' | 'seq' | 'at' | 'fresh'>,
): FlowSnapshotMessage {
  return {
    kind: 'snapshot',
    ...origin,
    machine: snapshot.machine.id,
    event: redactEvent(event),
    active: snapshot._nodes.map((node) => node.id),
    state: stateInWords(snapshot),
    context: maskContext(snapshot.context),
  };
}

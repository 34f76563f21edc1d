import { createBrowserInspector } from '@statelyai/inspect';
import type { AnyActorRef, AnyEventObject, InspectionEvent, MachineContext } from 'xstate';
import { redactEvent } from '../../../machines/flow-channel/redact-event';
import { redact } from '../../../contract/redact';

/**
 * Stately's inspector window (development, ?inspect). The actors already exist when it opens,
 * so each is registered by hand and then followed through its system's inspection stream.
 * Events and context pass through the same redaction as the /dev/flow channel.
 */
export function statelyInspector() {
  const inspector = createBrowserInspector({
    sanitizeEvent: (event: AnyEventObject) => redactEvent(event) as AnyEventObject,
    sanitizeContext: (context: MachineContext) => redact(context),
  });
  return {
    watch(actor: AnyActorRef) {
      inspector.inspect.next?.({
        type: '@xstate.actor',
        actorRef: actor,
        rootId: actor.sessionId,
      } as InspectionEvent);
      actor.system.inspect(inspector.inspect);
    },
  };
}

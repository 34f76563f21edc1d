import { redact } from '../../contract/redact';
import type { FlowEvent } from '../../contract/flow-channel';

/**
 * An actor's event made safe to show and to post: sensitive keys and numbers blanked
 * (contract/redact), errors reduced to their name and message, anything that is not plain data
 * dropped so it survives structured cloning.
 */
export function redactEvent(event: { type: string }): FlowEvent {
  const plain = JSON.parse(
    JSON.stringify(event, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message } : value,
    ) ?? '{}',
  ) as FlowEvent;
  return { ...redact(plain), type: event.type };
}

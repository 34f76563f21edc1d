import * as v from 'valibot';
import { redact } from '../../contract/redact';
import type { FlowEvent } from '../../contract/flow-channel';

/** An event after a JSON round trip: an object, its keys whatever the event carried. */
const PlainSchema = v.record(v.string(), v.unknown());

/**
 * An actor's event made safe to show and to post: sensitive keys and numbers blanked
 * (contract/redact), errors reduced to their name and message, anything that is not plain data
 * dropped so it survives structured cloning.
 */
export function redactEvent(event: { type: string }): FlowEvent {
  const plain: unknown = JSON.parse(
    JSON.stringify(event, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message } : value,
    ) ?? '{}',
  );
  return { ...redact(v.is(PlainSchema, plain) ? plain : {}), type: event.type };
}

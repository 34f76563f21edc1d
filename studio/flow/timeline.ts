import { eventInWords } from '../../machines/graph/words';
import { redact } from '../../contract/redact';
import type { FlowSnapshotMessage } from '../../contract/flow-channel';
import { messageKey } from '../../contract/flow-channel';

export interface TimelineEntry {
  key: string;
  /** Epoch milliseconds. */
  at: number;
  machine: string;
  /** The event's type, as the filter lists it. */
  type: string;
  /** The event in words ('iin.submit', 'submitIin → personal', 'push verigram'). */
  event: string;
  /** The rest of the event's payload, redacted, shortened. */
  detail: string;
  /** The state reached, in words. */
  state: string;
}

const DETAIL_LIMIT = 160;

/**
 * A line of the timeline. The publisher redacts before posting; the line is redacted again
 * here because the channel is open to any script of the origin, an older publisher included.
 */
export function timelineEntry(message: FlowSnapshotMessage): TimelineEntry {
  const event = redact(message.event);
  const { type: _type, ...payload } = event;
  const detail = Object.keys(payload).length ? JSON.stringify(payload) : '';
  return {
    key: messageKey(message),
    at: message.at,
    machine: message.machine,
    type: event.type,
    event: eventInWords(event),
    detail: detail.length > DETAIL_LIMIT ? `${detail.slice(0, DETAIL_LIMIT - 1)}…` : detail,
    state: redact(message.state),
  };
}

/** hh:mm:ss.mmm in the viewer's time zone. */
export function timeOfDay(at: number, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);
  return `${time}.${String(new Date(at).getMilliseconds()).padStart(3, '0')}`;
}

import { fromCallback, type EventObject } from 'xstate';

/**
 * The machine's `connectivity` actor: connection.online when the browser says it is online
 * again (a submit that found no connection then goes once more by itself).
 */
export function connectivityActor(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const online = () => sendBack({ type: 'connection.online' });
    target.addEventListener('online', online);
    return () => target.removeEventListener('online', online);
  });
}

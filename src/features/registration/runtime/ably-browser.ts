import type { ClientOptions, RealtimeClient } from 'ably';
import { BaseRealtime, FetchRequest, WebSocketTransport } from 'ably/modular';

/** The browser's ably client: the modular build with only the WebSocket transport. */
export function connectBrowserRealtime(options: ClientOptions): RealtimeClient {
  return new BaseRealtime({ ...options, plugins: { WebSocketTransport, FetchRequest } });
}

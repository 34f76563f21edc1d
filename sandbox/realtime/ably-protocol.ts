// The Ably realtime protocol, JSON encoding, as far as a subscribing client needs it: the real
// `ably` SDK (v2, protocol version 6) connects here with the bearer token as its Ably token.
// Reference: ably-js src/common/lib/transport/* and src/common/lib/types/protocolmessagecommon.ts.
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

export const ACTION = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECTED: 4,
  DISCONNECT: 5,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  AUTH: 17,
} as const;

export const FLAG = {
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const;

/** Error codes of the Ably protocol the endpoint uses. */
export const ABLY_ERROR = {
  /** Token unknown or missing: fatal, the SDK moves to `failed`. */
  invalidCredentials: 40101,
  /** Token expired: the SDK tries to renew it (and fails without authCallback). */
  tokenExpired: 40142,
  /** Channel or operation not permitted to this token. */
  notPermitted: 40160,
} as const;

/** Upgrade path that only answers "WebSocket works" (ably's `wsConnectivityCheckUrl`). */
export const WS_CONNECTIVITY_PATH = '/sandbox/ws-connectivity';

export type Authentication =
  { ok: true; subject: string } | { ok: false; code: number; message: string };

export interface RealtimeOptions {
  authenticate(token: string | null): Authentication;
  mayAttach(subject: string, channel: string): boolean;
  /** While true, new sockets are refused (the dropRealtime fault). */
  refusing(): boolean;
  heartbeatIntervalMs: number;
  log(line: string): void;
}

interface Connection {
  id: string;
  key: string;
  ws: WebSocket;
  subject: string;
  channels: Set<string>;
  heartbeat: ReturnType<typeof setInterval>;
}

interface ProtocolMessage {
  action?: number;
  id?: string;
  channel?: string;
  flags?: number;
  msgSerial?: number;
  auth?: { accessToken?: string };
  /** Channel params of an ATTACH (Ably's `rewind`). */
  params?: Record<string, string>;
}

const MODE_FLAGS_GRANTED = FLAG.SUBSCRIBE | FLAG.PRESENCE_SUBSCRIBE;

export interface Realtime {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends a MESSAGE to every connection attached to `channel`; returns how many got it. */
  publish(channel: string, name: string, data: unknown): number;
  /** Drops every socket uncleanly, as a network failure would. */
  dropAll(): void;
  connectionCount(): number;
  close(): Promise<void>;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<Connection>();
  let messageSerial = 0;
  /** Each channel's last MESSAGE, for an ATTACH that asks to rewind (`params.rewind`). */
  const lastMessages = new Map<string, Record<string, unknown>>();

  const send = (ws: WebSocket, message: Record<string, unknown>) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  const connectionDetails = (connection: Connection) => ({
    connectionKey: connection.key,
    maxIdleInterval: options.heartbeatIntervalMs,
    connectionStateTtl: 120_000,
    maxMessageSize: 65_536,
    maxFrameSize: 262_144,
    serverId: 'sandbox',
  });

  const refuse = (ws: WebSocket, auth: Extract<Authentication, { ok: false }>) => {
    send(ws, {
      action: ACTION.ERROR,
      error: { code: auth.code, statusCode: 401, message: auth.message },
    });
    ws.close(1000);
  };

  function onMessage(connection: Connection, raw: RawData) {
    let message: ProtocolMessage;
    try {
      message = JSON.parse(raw.toString()) as ProtocolMessage;
    } catch {
      return;
    }
    const { ws } = connection;
    switch (message.action) {
      case ACTION.HEARTBEAT:
        send(
          ws,
          message.id ? { action: ACTION.HEARTBEAT, id: message.id } : { action: ACTION.HEARTBEAT },
        );
        break;
      case ACTION.ATTACH: {
        const channel = message.channel ?? '';
        if (!options.mayAttach(connection.subject, channel)) {
          send(ws, {
            action: ACTION.ERROR,
            channel,
            error: {
              code: ABLY_ERROR.notPermitted,
              statusCode: 401,
              message: `Channel denied: ${channel}`,
            },
          });
          break;
        }
        connection.channels.add(channel);
        const requested = (message.flags ?? 0) & MODE_FLAGS_GRANTED;
        send(ws, { action: ACTION.ATTACHED, channel, flags: requested || FLAG.SUBSCRIBE });
        // Ably's rewind: the channel's last message again, as it was sent (its time included),
        // so one published before the attach is not lost. Only the last one is kept here.
        const last = lastMessages.get(channel);
        if (last && Number(message.params?.rewind) >= 1) send(ws, last);
        break;
      }
      case ACTION.DETACH:
        connection.channels.delete(message.channel ?? '');
        send(ws, { action: ACTION.DETACHED, channel: message.channel });
        break;
      case ACTION.CLOSE:
        send(ws, { action: ACTION.CLOSED });
        ws.close(1000);
        break;
      case ACTION.DISCONNECT:
        ws.close(1000);
        break;
      case ACTION.MESSAGE:
      case ACTION.PRESENCE:
        // Clients only listen here; publishing belongs to the server.
        send(ws, {
          action: ACTION.NACK,
          msgSerial: message.msgSerial,
          count: 1,
          error: { code: ABLY_ERROR.notPermitted, statusCode: 401, message: 'Publish denied' },
        });
        break;
      case ACTION.AUTH: {
        const auth = options.authenticate(message.auth?.accessToken ?? null);
        if (!auth.ok) refuse(ws, auth);
        else {
          connection.subject = auth.subject;
          send(ws, {
            action: ACTION.CONNECTED,
            connectionId: connection.id,
            connectionDetails: connectionDetails(connection),
          });
        }
        break;
      }
      default:
        break;
    }
  }

  function onConnection(ws: WebSocket, req: IncomingMessage) {
    const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
    if (query.get('format') === 'msgpack') {
      refuse(ws, { ok: false, code: 40000, message: 'The sandbox speaks JSON only' });
      return;
    }
    const auth = options.authenticate(query.get('access_token') ?? query.get('accessToken'));
    if (!auth.ok) {
      options.log(`realtime: refused a connection (${auth.code})`);
      refuse(ws, auth);
      return;
    }
    const id = randomBytes(6).toString('base64url');
    const connection: Connection = {
      id,
      key: `${id}!${randomBytes(9).toString('base64url')}`,
      ws,
      subject: auth.subject,
      channels: new Set(),
      heartbeat: setInterval(
        () => send(ws, { action: ACTION.HEARTBEAT }),
        options.heartbeatIntervalMs,
      ),
    };
    connections.add(connection);
    ws.on('message', (raw) => onMessage(connection, raw));
    ws.on('close', () => {
      clearInterval(connection.heartbeat);
      connections.delete(connection);
    });
    ws.on('error', () => ws.terminate());
    send(ws, {
      action: ACTION.CONNECTED,
      connectionId: connection.id,
      connectionDetails: connectionDetails(connection),
    });
  }

  return {
    handleUpgrade(req, socket, head) {
      if (options.refusing()) {
        socket.end(
          'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
        return;
      }
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (path === WS_CONNECTIVITY_PATH) return;
        onConnection(ws, req);
      });
    },

    publish(channel, name, data) {
      const id = `sandbox-${++messageSerial}`;
      const timestamp = Date.now();
      const message = {
        action: ACTION.MESSAGE,
        id,
        connectionId: 'sandbox-server',
        channel,
        channelSerial: String(messageSerial),
        timestamp,
        messages: [
          { id: `${id}:0`, name, data: JSON.stringify(data), encoding: 'json', timestamp },
        ],
      };
      lastMessages.set(channel, message);
      let delivered = 0;
      for (const connection of connections) {
        if (!connection.channels.has(channel)) continue;
        send(connection.ws, message);
        delivered++;
      }
      return delivered;
    },

    dropAll() {
      for (const connection of connections) connection.ws.terminate();
    },

    connectionCount: () => connections.size,

    close() {
      for (const ws of wss.clients) ws.terminate();
      for (const connection of connections) clearInterval(connection.heartbeat);
      connections.clear();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}

import type { ClientOptions, InboundMessage, RealtimeClient } from 'ably';
import * as v from 'valibot';
import { fromCallback } from 'xstate';
import type { RealtimeEvent, RealtimeListen } from '../../../../machines/registration';
import { STEP_EVENT_NAME, stepEventSchema } from '../../../../contract';

/** Builds an ably realtime client: ably/modular in the browser, the full SDK in node tests. */
export type RealtimeConnector = (options: ClientOptions) => RealtimeClient;

export interface RealtimeEndpoint {
  host: string;
  port: number;
  tls: boolean;
  /** Path prefix of the endpoint's connectivity checks (`/sandbox` on the sandbox). */
  checkPath?: string;
}

/** SPEC.md §9: "Realtime: reconnect delay 1 s up to 5 s; connect timeout 20 s." */
export const REALTIME_RECONNECT_FIRST_MS = 1000;
export const REALTIME_RECONNECT_MAX_MS = 5000;
export const REALTIME_CONNECT_TIMEOUT_MS = 20_000;

/**
 * Client options for the Ably-protocol endpoint (API contract README). Reconnect after 1 s
 * (ably backs off to at most 2 s while disconnected, then every 5 s once suspended, so no wait
 * exceeds 5 s); a connection attempt gives up after 20 s.
 */
export function realtimeOptions({
  host,
  port,
  tls,
  checkPath = '',
}: RealtimeEndpoint): ClientOptions {
  const http = `${tls ? 'https' : 'http'}://${host}:${port}`;
  const ws = `${tls ? 'wss' : 'ws'}://${host}:${port}`;
  const options: ClientOptions & { webSocketConnectTimeout: number } = {
    endpoint: host,
    ...(tls ? { tlsPort: port } : { port }),
    tls,
    useBinaryProtocol: false,
    transports: ['web_socket'],
    fallbackHosts: [],
    connectivityCheckUrl: `${http}${checkPath}/connectivity`,
    wsConnectivityCheckUrl: `${ws}${checkPath}/ws-connectivity`,
    disconnectedRetryTimeout: REALTIME_RECONNECT_FIRST_MS,
    suspendedRetryTimeout: REALTIME_RECONNECT_MAX_MS,
    // The transport attempt (socket open, CONNECTED) is given realtimeRequestTimeout. ably's
    // connecting state also waits webSocketConnectTimeout on top; that timer otherwise only
    // abandons WebSocket for a fallback transport, and there is none, so it adds 1 ms.
    realtimeRequestTimeout: REALTIME_CONNECT_TIMEOUT_MS,
    webSocketConnectTimeout: 1,
  };
  return options;
}

export interface RealtimeActorDeps {
  connect: RealtimeConnector;
  options: ClientOptions;
  /** The bearer session token: the socket authorises with the same token as the API. */
  getToken: () => Promise<string>;
  /**
   * When the socket is opened once the channel is known: the page waits for an idle moment, so
   * the screen that named it renders first (absent: at once). Returns what cancels it.
   */
  later?: (task: () => void) => () => void;
}

/**
 * The machine's `realtime` actor, alive as long as the flow: once told the step channel
 * (`realtime.listen`), it subscribes and reports each pushed step with the server's time of the
 * message, and whether pushes can arrive at all (connected and attached). Only changes are
 * reported, so the reconnect attempts of a dropped socket do not keep restarting the machine's
 * poll (which reads the step itself once the channel is up).
 */
export function realtimeActor({
  connect,
  options,
  getToken,
  later = (task) => (task(), () => {}),
}: RealtimeActorDeps) {
  return fromCallback<RealtimeListen>(({ sendBack, receive }) => {
    const send = (event: RealtimeEvent) => sendBack(event);
    let stop: (() => void) | null = null;
    let listening: string | null = null;

    function subscribe(name: string): () => void {
      const client = connect({
        ...options,
        authCallback: (_params, callback) => {
          getToken().then(
            (token) => callback(null, token),
            (error: unknown) =>
              callback(error instanceof Error ? error.message : String(error), null),
          );
        },
      });
      // rewind: a step pushed between the last read and the attach still comes (the guard
      // drops it when the read was newer); without it the app would stay on the old screen.
      const channel = client.channels.get(name, { params: { rewind: '1' } });
      let up = false;
      const report = () => {
        const now = client.connection.state === 'connected' && channel.state === 'attached';
        if (now === up) return;
        up = now;
        send({ type: now ? 'realtime.up' : 'realtime.down' });
      };
      const onMessage = (message: InboundMessage) => {
        const data = v.safeParse(stepEventSchema, message.data);
        const sentAt = typeof message.timestamp === 'number' ? message.timestamp : null;
        if (data.success) send({ type: 'realtime.step', step: data.output.step, sentAt });
      };

      client.connection.on(report);
      channel.on(report);
      // An attach refused (another applicant's channel, a lost session) leaves realtime down:
      // the machine's poll carries the wait.
      channel.subscribe(STEP_EVENT_NAME, onMessage).catch(report);

      return () => {
        client.connection.off(report);
        channel.off(report);
        channel.unsubscribe(STEP_EVENT_NAME, onMessage);
        client.close();
      };
    }

    receive((event) => {
      if (event.type !== 'realtime.listen' || !event.channel || event.channel === listening) return;
      stop?.();
      const channel = (listening = event.channel);
      let unsubscribe = () => {};
      const cancel = later(() => (unsubscribe = subscribe(channel)));
      stop = () => {
        cancel();
        unsubscribe();
      };
    });

    return () => stop?.();
  });
}

import type { ClientOptions, RealtimeClient } from 'ably';
import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup, type AnyEventObject } from 'xstate';
import { realtimeActor } from '../../../src/features/registration/runtime/realtime';

/** Just enough of an ably client to drive the actor: connection and one channel. */
function fakeAbly() {
  type Listener = (...args: unknown[]) => void;
  const connectionListeners = new Set<Listener>();
  const channelListeners = new Set<Listener>();
  /** Listeners by the event name they subscribed to, as ably delivers them. */
  const messageListeners = new Map<string, Set<Listener>>();
  const state = { connection: 'connecting', channel: 'attaching', closed: false };
  const seen: { options?: ClientOptions; channel?: string } = {};
  const client = {
    connection: {
      get state() {
        return state.connection;
      },
      on: (listener: Listener) => void connectionListeners.add(listener),
      off: (listener: Listener) => void connectionListeners.delete(listener),
    },
    channels: {
      get: (name: string) => {
        seen.channel = name;
        return {
          get state() {
            return state.channel;
          },
          on: (listener: Listener) => void channelListeners.add(listener),
          off: (listener: Listener) => void channelListeners.delete(listener),
          subscribe: async (name: string, listener: Listener) => {
            if (!messageListeners.has(name)) messageListeners.set(name, new Set());
            messageListeners.get(name)!.add(listener);
          },
          unsubscribe: (name: string, listener: Listener) =>
            void messageListeners.get(name)?.delete(listener),
        };
      },
    },
    close: () => void (state.closed = true),
  };
  return {
    state,
    seen,
    connect: (options: ClientOptions) => {
      seen.options = options;
      return client as unknown as RealtimeClient;
    },
    set(connection: string, channel: string) {
      state.connection = connection;
      state.channel = channel;
      connectionListeners.forEach((listener) => listener());
      channelListeners.forEach((listener) => listener());
    },
    /** A message published on the channel under an event name (SPEC §4's, unless told). */
    push: (data: unknown, timestamp?: number, name = 'Registration.V2.PotentialClientStep') =>
      messageListeners.get(name)?.forEach((listener) => listener({ name, data, timestamp })),
    subscribedNames: () => [...messageListeners].filter(([, set]) => set.size > 0).map(([n]) => n),
  };
}

/** A parent that records what the realtime actor sends back. */
function run(ably: ReturnType<typeof fakeAbly>, later?: (task: () => void) => () => void) {
  const received: AnyEventObject[] = [];
  const parent = setup({
    actors: {
      realtime: realtimeActor({
        connect: ably.connect,
        options: { endpoint: '127.0.0.1' },
        getToken: async () => 'bearer-1',
        ...(later && { later }),
      }),
    },
  }).createMachine({
    on: {
      listen: {
        actions: sendTo('realtime', ({ event }) => ({
          type: 'realtime.listen',
          channel: (event as unknown as { channel: string }).channel,
        })),
      },
      '*': { actions: ({ event }) => void received.push(event) },
    },
    invoke: { id: 'realtime', src: 'realtime' },
  });
  const actor = createActor(parent).start();
  actor.send({ type: 'listen', channel: 'private-registration.u1' } as AnyEventObject);
  return { actor, received, types: () => received.map((event) => event.type) };
}

describe('realtime actor', () => {
  it('connects only once told the channel', () => {
    const ably = fakeAbly();
    const parent = setup({
      actors: {
        realtime: realtimeActor({
          connect: ably.connect,
          options: {},
          getToken: async () => 'bearer-1',
        }),
      },
    }).createMachine({ invoke: { id: 'realtime', src: 'realtime' } });
    createActor(parent).start();
    expect(ably.seen.options).toBeUndefined();
  });

  it('subscribes to the named channel and authorises with the bearer token', async () => {
    const ably = fakeAbly();
    run(ably);
    expect(ably.seen.channel).toBe('private-registration.u1');
    const token = await new Promise((resolve) =>
      ably.seen.options?.authCallback?.({}, (_error, value) => resolve(value)),
    );
    expect(token).toBe('bearer-1');
  });

  it('reports up and down only when they change, not on every reconnect attempt', () => {
    const ably = fakeAbly();
    const { types } = run(ably);
    ably.set('connected', 'attached');
    ably.set('connected', 'attached');
    ably.set('disconnected', 'attached');
    ably.set('connecting', 'attached');
    ably.set('disconnected', 'attached');
    ably.set('connected', 'attached');
    expect(types()).toEqual(['realtime.up', 'realtime.down', 'realtime.up']);
  });

  it('passes on the step of a valid push with the server time of the message', () => {
    const ably = fakeAbly();
    const { received } = run(ably);
    ably.push({ step: 'signing_init' }, 4000);
    ably.push({ step: 'signing_result' });
    ably.push({ nope: true });
    ably.push('signing_init');
    expect(received).toEqual([
      { type: 'realtime.step', step: 'signing_init', sentAt: 4000 },
      { type: 'realtime.step', step: 'signing_result', sentAt: null },
    ]);
  });

  // SPEC §4: "A realtime event named Registration.V2.PotentialClientStep with field step".
  it('listens to the event named Registration.V2.PotentialClientStep and to no other', async () => {
    const ably = fakeAbly();
    const { received } = run(ably);
    await Promise.resolve();
    expect(ably.subscribedNames()).toEqual(['Registration.V2.PotentialClientStep']);
    ably.push({ step: 'signing_init' }, 1000, 'Registration.V1.PotentialClientStep');
    ably.push({ step: 'signing_init' }, 2000, 'PotentialClientStep');
    ably.push({ step: 'passport' }, 3000, 'Registration.V2.PotentialClientStep');
    expect(received.filter((event) => event.type === 'realtime.step')).toEqual([
      { type: 'realtime.step', step: 'passport', sentAt: 3000 },
    ]);
  });

  it('closes the client when the flow ends', () => {
    const ably = fakeAbly();
    const { actor } = run(ably);
    actor.stop();
    expect(ably.state.closed).toBe(true);
  });

  it('opens the socket when the page says (after the new screen), and never after the flow ends', () => {
    const held: (() => void)[] = [];
    const cancelled: (() => void)[] = [];
    const later = (task: () => void) => {
      held.push(task);
      return () => void cancelled.push(task);
    };
    const ably = fakeAbly();
    run(ably, later);
    expect(ably.seen.channel).toBeUndefined();
    held[0]!();
    expect(ably.seen.channel).toBe('private-registration.u1');

    const unopened = fakeAbly();
    const { actor } = run(unopened, later);
    actor.stop();
    expect(cancelled).toEqual([held[1]]);
  });
});

import type { ClientOptions, RealtimeClient } from 'ably';
import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyEventObject } from 'xstate';
import { realtimeActor } from '../../../src/features/registration/runtime/realtime';

/** Just enough of an ably client to drive the actor: connection and one channel. */
function fakeAbly() {
  type Listener = (...args: unknown[]) => void;
  const connectionListeners = new Set<Listener>();
  const channelListeners = new Set<Listener>();
  const messageListeners = new Set<Listener>();
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
          subscribe: async (_name: string, listener: Listener) =>
            void messageListeners.add(listener),
          unsubscribe: (_name: string, listener: Listener) =>
            void messageListeners.delete(listener),
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
    push: (data: unknown) => messageListeners.forEach((listener) => listener({ data })),
  };
}

/** A parent that records what the realtime actor sends back. */
function run(ably: ReturnType<typeof fakeAbly>, catchUp?: () => Promise<string>) {
  const received: AnyEventObject[] = [];
  const parent = setup({
    actors: {
      realtime: realtimeActor({
        connect: ably.connect,
        options: { endpoint: '127.0.0.1' },
        getToken: async () => 'bearer-1',
        ...(catchUp ? { catchUp } : {}),
      }),
    },
  }).createMachine({
    on: { '*': { actions: ({ event }) => void received.push(event) } },
    invoke: { src: 'realtime', input: { channel: 'private-registration.u1' } },
  });
  const actor = createActor(parent).start();
  return { actor, received, types: () => received.map((event) => event.type) };
}

describe('realtime actor', () => {
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

  it('passes on the step of a valid push and ignores anything else', () => {
    const ably = fakeAbly();
    const { received } = run(ably);
    ably.push({ step: 'signing_init' });
    ably.push({ nope: true });
    ably.push('signing_init');
    expect(received).toEqual([{ type: 'realtime.step', step: 'signing_init' }]);
  });

  it('reads the step once attached, so a push published before the attach is not lost', async () => {
    const ably = fakeAbly();
    const { received } = run(ably, async () => 'signing_init');
    ably.set('connected', 'attached');
    await expect
      .poll(() => received)
      .toContainEqual({ type: 'realtime.step', step: 'signing_init' });
  });

  it('closes the client when the machine leaves the waiting states', () => {
    const ably = fakeAbly();
    const { actor } = run(ably);
    actor.stop();
    expect(ably.state.closed).toBe(true);
  });
});

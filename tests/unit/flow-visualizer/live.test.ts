import { describe, expect, test } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { machineGraph } from '../../../machines/graph/graph';
import { registrationMachine } from '../../../machines/registration';
import { publishFlow } from '../../../src/features/flow-publisher/broadcast';
import { announceActor } from '../../../src/platform/actor-announcements';
import { EMPTY_FLOW, applyMessage, latestSource } from '../../../studio/flow/live';
import { SAMPLE_VALUES } from '../../../contract';
import type { FlowSnapshotMessage } from '../../../contract/flow-channel';
import { redactEvent } from '../../../machines/flow-channel/redact-event';
import { timelineEntry } from '../../../studio/flow/timeline';

/** The sample applicant's personal data: none of it may show. */
const PERSONAL = {
  iin: SAMPLE_VALUES.iin.iin,
  ...SAMPLE_VALUES.personal,
  id_number: SAMPLE_VALUES.passport.id_number,
  birthplace: SAMPLE_VALUES.passport.birthplace,
};

function message(overrides: Partial<FlowSnapshotMessage>): FlowSnapshotMessage {
  return {
    kind: 'snapshot',
    source: 'tab',
    load: 'load-1',
    seq: 0,
    machine: 'registration',
    at: Date.UTC(2026, 0, 1, 9, 30, 15, 42),
    event: { type: 'xstate.init' },
    active: ['registration', 'registration.booting'],
    state: 'booting',
    fresh: true,
    ...overrides,
  };
}

describe('the timeline', () => {
  test('shows no IIN, name, email, phone, SMS code or document number', () => {
    const events = [
      {
        type: 'form.submit',
        step: 'iin',
        values: { iin: PERSONAL.iin, is_resident_rk: true, is_ipdl: false },
      },
      { type: 'form.submit', step: 'personal', values: PERSONAL },
      { type: 'draft.change', step: 'passport', values: { id_number: PERSONAL.id_number } },
      { type: 'phone.submit', phone: '77011234567', documentIds: [1, 2, 3] },
      { type: 'code.submit', smsCode: '4567' },
      // Free text carrying the numbers too (an error message).
      {
        type: 'xstate.error.actor.submitIin',
        error: { kind: 'validation', message: `ИИН ${PERSONAL.iin} тел. +7 701 123 45 67` },
      },
    ];
    for (const [index, event] of events.entries()) {
      const entry = timelineEntry(message({ seq: index, event, fresh: false }));
      const shown = `${entry.event} ${entry.detail} ${entry.state}`;
      for (const secret of [...Object.values(PERSONAL), '77011234567', '4567', '701 123 45 67']) {
        expect(shown).not.toContain(secret);
      }
      expect(entry.event).toBe(
        event.type.startsWith('xstate.') ? 'submitIin failed (validation)' : event.type,
      );
    }
  });

  test('keeps what QA needs: the event, its harmless payload, the state reached, the time', () => {
    const entry = timelineEntry(
      message({
        event: {
          type: 'xstate.done.actor.fetchStep',
          output: { step_name: 'personal', uuid: 'u-1' },
        },
        state: 'personal',
        fresh: false,
      }),
    );
    expect(entry).toMatchObject({
      event: 'fetchStep → personal',
      state: 'personal',
      machine: 'registration',
    });
    expect(entry.detail).toContain('"step_name":"personal"');
    expect(entry.at).toBe(Date.UTC(2026, 0, 1, 9, 30, 15, 42));
  });

  test('an event is made plain data before it is posted', () => {
    const error = new Error('boom');
    const event = redactEvent({ type: 'xstate.error.actor.poll', error } as { type: string });
    expect(event).toEqual({
      type: 'xstate.error.actor.poll',
      error: { name: 'Error', message: 'boom' },
    });
    expect(structuredClone(event)).toEqual(event);
  });
});

describe('the live view', () => {
  const graphs = new Map([['registration', machineGraph(registrationMachine)]]);

  test('marks the states visited and the transitions taken, and starts over with a new actor', () => {
    let flow = applyMessage(
      EMPTY_FLOW,
      message({
        active: ['registration', 'registration.iin', 'registration.iin.editing'],
        state: 'iin',
      }),
      graphs,
    );
    flow = applyMessage(
      flow,
      message({
        seq: 1,
        fresh: false,
        event: { type: 'form.submit' },
        active: ['registration', 'registration.iin', 'registration.iin.submitting'],
        state: 'iin.submitting',
      }),
      graphs,
    );
    const live = flow.sources.tab?.machines.registration;
    expect(live?.active).toContain('registration.iin.submitting');
    expect(live?.visited).toEqual(
      expect.arrayContaining(['registration.iin.editing', 'registration.iin.submitting']),
    );
    expect(live?.taken).toEqual(['registration.iin.editing|form.submit|0']);
    expect(flow.sources.tab?.timeline.map((entry) => entry.event)).toEqual([
      'form.submit',
      'xstate.init',
    ]);

    // A replay of the same message changes nothing.
    expect(applyMessage(flow, message({ seq: 1, fresh: false }), graphs)).toBe(flow);

    const restarted = applyMessage(flow, message({ seq: 2 }), graphs);
    expect(restarted.sources.tab?.machines.registration).toMatchObject({
      active: ['registration', 'registration.booting'],
      visited: ['registration', 'registration.booting'],
      taken: [],
    });
  });
});

describe('several tabs', () => {
  const graphs = new Map([['registration', machineGraph(registrationMachine)]]);
  const at = (source: string, seq: number, state: string, at = seq) =>
    message({
      source,
      seq,
      at,
      fresh: seq === 0,
      active: ['registration', `registration.${state}`, `registration.${state}.editing`],
      state,
    });

  test('each tab keeps a path of its own; the view follows the one that spoke last', () => {
    let flow = EMPTY_FLOW;
    for (const each of [at('a', 0, 'iin'), at('b', 0, 'personal', 5), at('a', 1, 'passport', 9)]) {
      flow = applyMessage(flow, each, graphs);
    }
    expect(flow.order).toEqual(['a', 'b']);
    expect(flow.sources.a?.number).toBe(1);
    expect(flow.sources.b?.number).toBe(2);
    expect(flow.sources.a?.machines.registration?.visited).toContain('registration.iin');
    expect(flow.sources.b?.machines.registration?.visited).not.toContain('registration.iin');
    expect(flow.sources.b?.timeline).toHaveLength(1);
    expect(latestSource(flow)?.id).toBe('a');

    // A tab that says goodbye is marked closed and no longer followed by default.
    flow = applyMessage(flow, { kind: 'bye', source: 'a' }, graphs);
    expect(flow.sources.a?.closed).toBe(true);
    expect(latestSource(flow)?.id).toBe('b');
    // With every tab gone, the last one stays on screen.
    expect(latestSource(applyMessage(flow, { kind: 'bye', source: 'b' }, graphs))?.id).toBe('a');
    // Its reload speaks again under the same id.
    flow = applyMessage(flow, at('a', 2, 'passport', 12), graphs);
    expect(flow.sources.a?.closed).toBe(false);
  });

  test('the trail lists the journey nodes a tab went through', () => {
    const journeyOf = (machines: Record<string, { state: string }>) => machines.registration?.state;
    let flow = EMPTY_FLOW;
    for (const each of [at('a', 0, 'iin'), at('a', 1, 'iin'), at('a', 2, 'personal')]) {
      flow = applyMessage(flow, each, graphs, journeyOf);
    }
    expect(flow.sources.a?.trail).toEqual(['iin', 'personal']);
  });
});

describe('the publisher', () => {
  const form = createMachine({
    id: 'form',
    initial: 'editing',
    states: { editing: { on: { submit: 'sent' } }, sent: {} },
  });

  function fakeChannel() {
    const posted: unknown[] = [];
    const channel = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage: (message: unknown) => void posted.push(message),
      close: () => undefined,
    };
    return { channel, posted };
  }

  test('posts each step of both actors redacted, follows a replaced actor, replays on hello', () => {
    const session = createActor(
      createMachine({ id: 'session', initial: 'loggedIn', states: { loggedIn: {} } }),
    ).start();
    let registration: AnyActorRef = createActor(form).start();
    const replaced = new Set<() => void>();
    const { channel, posted } = fakeChannel();
    const stop = publishFlow(
      {
        session,
        registration: () => registration,
        subscribeRegistration: (listener) => {
          replaced.add(listener);
          return () => replaced.delete(listener);
        },
      },
      { channel, now: () => 1000, storage: null },
    );

    registration.send({ type: 'submit', values: PERSONAL } as never);
    const snapshots = posted as FlowSnapshotMessage[];
    expect(
      snapshots.map((each) => [each.machine, each.state, each.event.type, each.fresh]),
    ).toEqual([
      ['session', 'loggedIn', 'xstate.init', true],
      ['form', 'editing', 'xstate.init', true],
      ['form', 'sent', 'submit', false],
    ]);
    expect(snapshots[2]?.active).toEqual(['form', 'form.sent']);
    const text = JSON.stringify(posted);
    for (const secret of Object.values(PERSONAL)) expect(text).not.toContain(secret);

    registration = createActor(form).start();
    replaced.forEach((listener) => listener());
    expect((posted.at(-1) as FlowSnapshotMessage).fresh).toBe(true);

    const before = posted.length;
    channel.onmessage?.({ data: { kind: 'hello' } } as MessageEvent);
    expect(posted.slice(before)).toEqual(posted.slice(0, before));
    stop();
  });

  test('follows the machine actors the registration invokes and those announced on their own', () => {
    const photo = createMachine({
      id: 'liveness',
      initial: 'camera',
      states: { camera: { on: { captured: 'succeeded' } }, succeeded: { type: 'final' } },
    });
    const registration = createActor(
      createMachine({
        id: 'registration',
        initial: 'verigram',
        context: { step: 'verigram', drafts: { personal: PERSONAL } },
        states: { verigram: { invoke: { id: 'liveness', src: photo } } },
      }),
    );
    const session = createActor(
      createMachine({ id: 'session', initial: 'loggedIn', states: { loggedIn: {} } }),
    ).start();
    const { channel, posted } = fakeChannel();
    const stop = publishFlow(
      { session, registration: () => registration, subscribeRegistration: () => () => undefined },
      { channel, storage: null },
    );
    registration.start();
    registration.getSnapshot().children.liveness?.send({ type: 'captured' });
    const ownRun = createActor(photo);
    announceActor(ownRun);
    ownRun.start();
    const liveness = (posted as FlowSnapshotMessage[]).filter(
      (each) => each.machine === 'liveness',
    );
    expect(liveness.map((each) => [each.state, each.fresh])).toEqual([
      ['camera', true],
      ['succeeded', false],
      ['camera', true],
    ]);
    // The context travels too, with what the applicant typed masked.
    const own = (posted as FlowSnapshotMessage[]).find((each) => each.machine === 'registration');
    expect(own?.context).toMatchObject({ step: 'verigram' });
    for (const secret of Object.values(PERSONAL)) {
      expect(JSON.stringify(posted)).not.toContain(secret);
    }
    stop();
    // Stopped: an actor announced now is not followed.
    const before = posted.length;
    announceActor(createActor(photo));
    expect(posted.length).toBe(before);
  });

  test('a reload of the tab keeps its id, so the path taken goes on', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const page = () => {
      const { channel, posted } = fakeChannel();
      const actor = createActor(form).start();
      const stop = publishFlow(
        { session: actor, registration: () => actor, subscribeRegistration: () => () => undefined },
        { channel, storage },
      );
      stop();
      return posted as FlowSnapshotMessage[];
    };
    const first = page();
    const reloaded = page();
    expect(first.every((each) => each.fresh)).toBe(true);
    expect(reloaded.every((each) => !each.fresh)).toBe(true);
    expect(reloaded[0]?.source).toBe(first[0]?.source);
    expect(reloaded[0]?.load).not.toBe(first[0]?.load);
  });
});

import { describe, expect, test } from 'vitest';
import { machineGraph } from '../../../machines/graph/graph';
import { journeyView } from '../../../machines/catalog/journey-view';
import { livenessMachine } from '../../../machines/liveness';
import { registrationMachine, screenFor } from '../../../machines/registration';
import { loginStep, sessionMachine } from '../../../machines/session';
import { acceptedBy, moveTransitions } from '../../../studio/flow/inspect';
import { maskContext } from '../../../machines/flow-channel/mask-context';
import {
  acceptedEvents,
  eventFromPayload,
  payloadExample,
  runSimulation,
  simulationMessages,
} from '../../../studio/flow/simulation';

// /dev/flow runs a machine in the page with no server (issue 16 item 4). What a person sees
// is the screen the machine shows (SPEC.md §4: step_name → screen), the events it accepts,
// and an example payload for each.

const graph = machineGraph(registrationMachine);

function answer(type: string, step?: string) {
  const form = step === 'iin' || step === 'personal' ? step : undefined;
  const example = payloadExample(type, type === 'form.submit' ? { form } : { next: step });
  if (!example) throw new Error(`no example for ${type}`);
  return { type, ...example };
}

describe('the simulation', () => {
  test('the server answers are sent by hand, and each moves to the screen SPEC.md names', () => {
    const steps = runSimulation(registrationMachine, [
      answer('xstate.done.actor.fetchStep', 'iin'),
      answer('form.submit', 'iin'),
      answer('xstate.done.actor.submitForm', 'personal_and_passport'),
    ]);
    const routes = steps.map(({ snapshot }) => screenFor(snapshot).route);
    expect(routes).toEqual([null, '/login/iin', '/login/iin', '/register/personal-and-passport']);
  });

  test('stepping back is running one event fewer, and a run is the same every time', () => {
    const events = [answer('xstate.done.actor.fetchStep', 'signing_init')];
    const route = (steps: ReturnType<typeof runSimulation>) =>
      screenFor(steps.at(-1)!.snapshot).route;
    expect(route(runSimulation(registrationMachine, events))).toBe('/register/signing-init-wait');
    expect(route(runSimulation(registrationMachine, events))).toBe('/register/signing-init-wait');
    expect(runSimulation(registrationMachine, events.slice(0, -1)).at(-1)?.snapshot.value).toBe(
      'booting',
    );
  });

  test('offers the events the current states accept, guards included', () => {
    const [start] = runSimulation(registrationMachine, []);
    const active = start?.snapshot._nodes.map((node) => node.id) ?? [];
    const types = acceptedEvents(graph, active).map((each) => each.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'xstate.done.actor.fetchStep',
        'xstate.error.actor.fetchStep',
        'draft.change',
      ]),
    );
    const failed = acceptedEvents(graph, active).find(
      (each) => each.type === 'xstate.error.actor.fetchStep',
    );
    expect(failed?.edges.map((edge) => edge.guard)).toEqual([
      'isAuthError',
      'isNetworkError',
      'isTimeout',
      undefined,
    ]);
  });

  test('the session logs in with the example payloads; its countdown waits to be sent', () => {
    const steps = runSimulation(sessionMachine, [
      answer('phone.submit'),
      answer('xstate.done.actor.requestSmsCode'),
    ]);
    const last = steps.at(-1)!.snapshot;
    expect(loginStep(last as never)).toBe('code');
    expect(last.context.secondsLeft).toBe(60);
  });

  test('the liveness machine runs too', () => {
    const steps = runSimulation(livenessMachine, [
      { type: 'xstate.done.actor.cameraFrame' },
      answer('xstate.done.actor.startSession'),
      answer('provider.failed'),
      // The ring shows the outcome until its timer, sent by hand like every other.
      { type: 'xstate.after.outcomePause.liveness.outcome' },
    ]);
    expect(steps.map(({ snapshot }) => snapshot.value)).toEqual([
      'awaitingFrame',
      'startingSession',
      { running: 'camera' },
      'outcome',
      'done',
    ]);
    expect(steps.at(-1)?.snapshot.status).toBe('done');
  });

  test('a payload that is no JSON object is refused with what is wrong', () => {
    expect(eventFromPayload('retry', '')).toEqual({ ok: true, event: { type: 'retry' } });
    expect(eventFromPayload('form.submit', '{"values": ')).toMatchObject({
      ok: false,
      problem: 'json',
    });
    expect(eventFromPayload('form.submit', '[1]')).toMatchObject({ ok: false, problem: 'object' });
    // The type is always the chosen event's.
    expect(eventFromPayload('retry', '{"type":"other","a":1}')).toEqual({
      ok: true,
      event: { type: 'retry', a: 1 },
    });
  });

  test('published as a source of its own, without the IIN it was given', () => {
    const messages = simulationMessages(
      'run-1',
      runSimulation(registrationMachine, [
        answer('xstate.done.actor.fetchStep', 'iin'),
        answer('form.submit', 'iin'),
      ]),
      () => 0,
    );
    expect(messages.map((each) => [each.source, each.seq, each.fresh])).toEqual([
      ['simulation', 0, true],
      ['simulation', 1, false],
      ['simulation', 2, false],
    ]);
    expect(JSON.stringify(messages)).not.toContain('900101300017');
  });
});

describe('inspecting', () => {
  const view = journeyView([graph, machineGraph(sessionMachine)]);

  test('an arrow of the journey shows the machine transitions behind it, with their guards', () => {
    const behind = moveTransitions([graph], view, 'iin', 'personal');
    // A push naming personal (from any step), and the IIN's answer, sent or sent again.
    expect(behind.map((edge) => [edge.eventType, edge.guard])).toEqual([
      ['realtime.step', 'followsPush'],
      ['', 'stepIs personal'],
      ['xstate.done.actor.submitForm', undefined],
      ['xstate.done.actor.submitForm', undefined],
    ]);
  });

  test('a step accepts its own events and those of every state around it', () => {
    const groups = acceptedBy(graph, ['registration.iin', 'registration.iin.editing']);
    const events = groups.flatMap((group) => group.transitions.map((edge) => edge.eventType));
    expect(events).toEqual(expect.arrayContaining(['form.submit', 'draft.change']));
    expect(groups.at(-1)).toMatchObject({ state: 'registration', inherited: true });
  });

  test('the context shown hides what the applicant typed and personal numbers', () => {
    const masked = maskContext({
      step: 'passport',
      drafts: { passport: { issuer: 'МВД РК', birthplace: 'Алматы', country_id: 1 } },
      stepContext: { error: 'ИИН 900101300017 не найден' },
    });
    expect(masked).toEqual({
      step: 'passport',
      drafts: { passport: { issuer: '[REDACTED]', birthplace: '[REDACTED]', country_id: 1 } },
      stepContext: { error: 'ИИН [REDACTED] не найден' },
    });
  });
});

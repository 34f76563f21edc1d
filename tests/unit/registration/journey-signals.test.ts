import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { callFailure, type JourneySignalAttributes } from '../../../contract';
import {
  journeySignalReporter,
  refusedFields,
  signalInspector,
  signalOfEvent,
} from '../../../src/features/registration/runtime/journey-signals';
import type { TabJourney } from '../../../src/features/registration/runtime/journey-telemetry';

const failed = (actor: string, error: unknown) => ({ type: `xstate.error.actor.${actor}`, error });

describe('why an applicant stopped: the signal of what the machine met', () => {
  it('reads a refused submit (422) as the refused fields, names only', () => {
    const answer = callFailure(422, {
      message: 'Проверьте поля',
      errors: { email: ['Неверный адрес'], birth_date: ['Слишком молод'] },
    });
    expect(signalOfEvent(failed('submitForm', answer))).toEqual({
      signal: 'field_error',
      detail: 'birthDate,email',
    });
  });

  it('tells a timeout, no network and any other failure apart, naming the call’s actor', () => {
    expect(signalOfEvent(failed('submitForm', callFailure('timeout')))).toEqual({
      signal: 'call_timeout',
      detail: 'submitForm',
    });
    expect(signalOfEvent(failed('fetchStep', callFailure(undefined)))).toEqual({
      signal: 'offline',
      detail: 'fetchStep',
    });
    expect(signalOfEvent(failed('submitForm', callFailure(503)))).toEqual({
      signal: 'call_failed',
      detail: 'submitForm:503',
    });
    expect(signalOfEvent(failed('liveness', new TypeError('a bug')))).toEqual({
      signal: 'call_failed',
      detail: 'liveness',
    });
    // The session ended (401): the applicant is sent to log in again, no stop of theirs.
    expect(signalOfEvent(failed('submitForm', callFailure(401)))).toBeNull();
  });

  it('reads the selfie’s error and realtime lost; other events say nothing', () => {
    expect(
      signalOfEvent({
        type: 'xstate.done.actor.liveness',
        output: { kind: 'error', errorName: 'CameraNotAllowedError' },
      } as never),
    ).toEqual({ signal: 'liveness_error', detail: 'CameraNotAllowedError' });
    expect(
      signalOfEvent({
        type: 'xstate.done.actor.liveness',
        output: { kind: 'success', sessionId: 's', bestFrame: null },
      } as never),
    ).toBeNull();
    expect(signalOfEvent({ type: 'realtime.down' })).toEqual({ signal: 'realtime_lost' });
    expect(signalOfEvent({ type: 'form.submit' })).toBeNull();
  });

  it('names the fields a form’s own check refused, each once, in order', () => {
    expect(refusedFields(['phone', 'consent', 'phone'])).toEqual({
      signal: 'field_error',
      detail: 'consent,phone',
    });
  });

  it('sends each signal as a journey_signal of the node the tab is on, the same one once', () => {
    const sent: JourneySignalAttributes[] = [];
    let where: TabJourney | null = null;
    const report = journeySignalReporter({
      sink: (attributes) => sent.push(attributes),
      where: () => where,
      lang: () => 'kk',
      now: () => 1_700_000_000_000,
    });
    report({ signal: 'offline', detail: 'submitForm' });
    expect(sent).toEqual([]);
    where = { node: 'iin', at: 1, via: 'handoff' };
    report({ signal: 'offline', detail: 'submitForm' });
    report({ signal: 'offline', detail: 'submitForm' });
    report(null);
    report({ signal: 'field_error', detail: 'iin' });
    where = { node: 'personal', at: 2 };
    report({ signal: 'field_error', detail: 'iin' });
    expect(sent).toEqual([
      {
        node: 'iin',
        signal: 'offline',
        detail: 'submitForm',
        at_ms: '1700000000000',
        lang: 'kk',
        via: 'handoff',
      },
      {
        node: 'iin',
        signal: 'field_error',
        detail: 'iin',
        at_ms: '1700000000000',
        lang: 'kk',
        via: 'handoff',
      },
      {
        node: 'personal',
        signal: 'field_error',
        detail: 'iin',
        at_ms: '1700000000000',
        lang: 'kk',
      },
    ]);
  });

  it('hears a failed call of any machine of the system through XState’s inspection', async () => {
    const machine = setup({
      actors: {
        submitForm: fromPromise<never>(() => Promise.reject(callFailure('timeout'))),
      },
    }).createMachine({
      initial: 'sending',
      states: {
        sending: { invoke: { id: 'submitForm', src: 'submitForm', onError: 'failed' } },
        failed: {},
      },
    });
    // Reported once the machine has taken the event: the state it led to is there.
    const found: unknown[] = [];
    const inspect: (event: InspectionEvent) => void = signalInspector((signal) => {
      found.push({ ...signal, state: actor.getSnapshot().value });
    });
    const actor = createActor(machine, { inspect }).start();
    await new Promise<void>((resolve) =>
      actor.subscribe((snapshot) => snapshot.matches('failed') && resolve()),
    );
    await Promise.resolve();
    expect(found).toEqual([{ signal: 'call_timeout', detail: 'submitForm', state: 'failed' }]);
  });
});

describe('signals no applicant met', () => {
  it('are not sent while the page is out of view (hidden, or being left)', () => {
    const sent: JourneySignalAttributes[] = [];
    let inView = false;
    const report = journeySignalReporter({
      sink: (attributes) => sent.push(attributes),
      where: () => ({ node: 'iin', at: 1 }),
      lang: () => 'ru',
      inView: () => inView,
    });
    // ably closes its connection as the page unloads: realtime lost, but nobody saw it.
    report({ signal: 'realtime_lost' });
    expect(sent).toEqual([]);
    inView = true;
    report({ signal: 'realtime_lost' });
    expect(sent.map((attributes) => attributes.signal)).toEqual(['realtime_lost']);
  });
});

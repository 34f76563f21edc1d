import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createActor, fromCallback } from 'xstate';
import { callFailure, SAMPLE_VALUES, STEP, type FormStep } from '../../contract';
import type { GraphEdge, MachineGraph } from '../../machines/graph/graph';
import type { FlowSnapshotMessage } from '../../contract/flow-channel';
import { snapshotMessage } from '../../machines/flow-channel/snapshot-message';

/** The source id the page's own simulation publishes under, beside the app's tabs. */
export const SIMULATION_SOURCE = 'simulation';

/** The longest timer a browser keeps: a delayed transition never fires by itself. */
const NEVER = 2 ** 31 - 1;

/** XState's own actions (assign, raise, sendTo…) stay: they only change the machine itself. */
function isBuiltIn(action: unknown): boolean {
  const type = (action as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' && type.startsWith('xstate.');
}

/**
 * The machine as it runs in the page without a server: every actor it invokes starts and then
 * waits (its outcome is an event the person sends: `X done` or `X failed`), every effect that
 * leaves the machine (the signing page's redirect, cookies) does nothing, and timers wait for
 * their event to be sent too. Context updates, XState's own actions and guards are the
 * machine's.
 */
export function simulatedMachine(machine: AnyStateMachine): AnyStateMachine {
  const { actors, actions, delays } = machine.implementations;
  const waiting = fromCallback(() => undefined);
  return machine.provide({
    actors: Object.fromEntries(Object.keys(actors).map((name) => [name, waiting])),
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !isBuiltIn(action))
        .map(([name]) => [name, () => undefined]),
    ),
    delays: Object.fromEntries(Object.keys(delays).map((name) => [name, NEVER])),
  } as Parameters<AnyStateMachine['provide']>[0]);
}

/** What a machine needs to start in the simulation (the session starts logged out). */
const INPUTS: Record<string, unknown> = { session: { hasSessionToken: false } };

export interface SimulatedStep {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
}

/**
 * Runs the events from the machine's start, one macrostep each: the snapshots it went
 * through. Stepping back is running one event fewer; nothing else is kept between runs, so a
 * run is the same every time.
 */
export function runSimulation(
  machine: AnyStateMachine,
  events: readonly EventObject[],
): SimulatedStep[] {
  const actor = createActor(simulatedMachine(machine), { input: INPUTS[machine.id] });
  actor.start();
  const steps: SimulatedStep[] = [
    { event: { type: 'xstate.init' }, snapshot: actor.getSnapshot() as AnyMachineSnapshot },
  ];
  for (const event of events) {
    actor.send(event);
    steps.push({ event, snapshot: actor.getSnapshot() as AnyMachineSnapshot });
  }
  actor.stop();
  return steps;
}

/** A run as the messages a tab would have published, under the simulation's own source. */
export function simulationMessages(
  run: string,
  steps: readonly SimulatedStep[],
  now: () => number = Date.now,
): FlowSnapshotMessage[] {
  return steps.map(({ event, snapshot }, index) =>
    snapshotMessage(snapshot, event, {
      source: SIMULATION_SOURCE,
      load: run,
      seq: index,
      at: now(),
      fresh: index === 0,
    }),
  );
}

/**
 * The events the active states accept, one per event type, with the transitions that take it
 * (guarded alternatives included; eventless ones are taken by themselves and are not listed).
 */
export function acceptedEvents(
  graph: MachineGraph,
  active: readonly string[],
): Array<{ type: string; edges: GraphEdge[] }> {
  const on = new Set(active);
  const byType = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) {
    if (edge.kind === 'always' || !on.has(edge.source)) continue;
    byType.set(edge.eventType, [...(byType.get(edge.eventType) ?? []), edge]);
  }
  return [...byType].map(([type, edges]) => ({ type, edges }));
}

/** Invoked actors that answer with a registration step response (SPEC.md §3). */
const STEP_ANSWERS = new Set([
  'fetchStep',
  'poll',
  'fetchFailureReason',
  'submitForm',
  'postSigningResult',
  'repeatSigning',
]);

/** What the other invoked actors answer, as their machines expect it. */
const OUTPUTS: Record<string, unknown> = {
  fetchSigningRedirect: { redirectUrl: '/sandbox/signing?session=simulated' },
  submitCabinet: {},
  requestSmsCode: { resendAfter: 60 },
  signDocuments: { potentialContractId: 1, documentToken: 'simulated-document-token' },
  authenticate: { bearerToken: 'simulated-bearer-token' },
  startSession: { sessionId: 'simulated-session' },
  liveness: { kind: 'success', sessionId: 'simulated-session', bestFrame: null },
};

/** Payloads of the events the views send, filled with a sandbox applicant (SANDBOX.md). */
const PAYLOADS: Record<string, Record<string, unknown>> = {
  'realtime.step': { step: 'waiting_external_photo', sentAt: null },
  'cabinet.submit': { amount: 50000 },
  'phone.submit': { phone: '77010000001', documentIds: [1, 2, 3] },
  'code.submit': { smsCode: '0001' },
  'provider.succeeded': { bestFrame: '' },
  'provider.failed': { errorName: 'CameraNotAllowedError' },
};

/** A simulated refusal's messages, as the server would answer them in the studio's language. */
const REFUSAL = { summary: msg`Проверьте поля`, iin: msg`Неверный ИИН` };

/**
 * Where the simulation is: the step a step response names next, and the form on screen; `say`
 * reads a message in the studio's language (the descriptor's own words unless told).
 */
export interface ExampleAt {
  next?: string | undefined;
  form?: FormStep | undefined;
  say?: ((message: MessageDescriptor) => string) | undefined;
}

const ownWords = (message: MessageDescriptor): string => message.message ?? message.id;

/**
 * The payload an event needs besides its type, as an example to edit, or null when the event
 * carries nothing: a step response names `at.next`, a form's events carry the form on screen
 * (else the IIN's) with the sample applicant's values (SAMPLE_VALUES).
 */
export function payloadExample(type: string, at: ExampleAt = {}): Record<string, unknown> | null {
  if (type === 'form.submit' || type === 'draft.change') {
    const form = at.form ?? STEP.iin;
    return { step: form, values: SAMPLE_VALUES[form] };
  }
  const nextStep = at.next;
  const say = at.say ?? ownWords;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  if (done !== undefined) {
    if (STEP_ANSWERS.has(done)) {
      return {
        output: {
          step_name: nextStep ?? 'iin',
          socket_channel: 'private:simulated',
          uuid: 'simulated',
          context: {},
        },
      };
    }
    return { output: OUTPUTS[done] ?? {} };
  }
  if (type.startsWith('xstate.error.actor.')) {
    const submit = /^xstate\.error\.actor\.submit/.test(type);
    return {
      error: submit
        ? callFailure(422, {
            message: say(REFUSAL.summary),
            errors: { iin: [say(REFUSAL.iin)] },
          })
        : callFailure(undefined),
    };
  }
  return PAYLOADS[type] ?? null;
}

export type PayloadCheck =
  { ok: true; event: EventObject } | { ok: false; problem: 'json' | 'object'; detail: string };

/** The typed payload as the event to send: JSON of an object; `type` is always the event's. */
export function eventFromPayload(type: string, text: string): PayloadCheck {
  if (text.trim() === '') return { ok: true, event: { type } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'json', detail: (error as Error).message };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, problem: 'object', detail: typeof parsed };
  }
  return { ok: true, event: { ...(parsed as object), type } };
}

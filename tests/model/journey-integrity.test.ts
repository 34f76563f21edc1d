import { describe, expect, test } from 'vitest';
import type { RegistrationContext } from '../../machines/registration/context';
import { SAMPLE_VALUES } from '../../contract';
import { FRESH_AT, stepResponse } from '../../machines/registration/model-samples';
import { screenFor } from '../../machines/registration/screen';
import { SPEC_ORDER, SPEC_ROUTES, SPEC_STEPS, type SpecStep } from '../support/spec';
import { startRegistration } from '../unit/machines/support';

/**
 * Issue 12's rules on the registration machine, step by step of SPEC.md §4, with the spec as
 * the oracle (the routes are SPEC §4's table, tests/support/spec.ts, not the machine's): the server's word wins
 * (forward, backward, same rank; only a push sent before the last fresh read is ignored), a 401
 * while the selfie runs, a signing return opened again, logout from every step. The generated
 * paths of model.test.ts walk the same transitions; here each rule is named and its every case
 * spelled out.
 */
const rank = (step: SpecStep) => SPEC_ORDER.findIndex((group) => group.includes(step));

const contextOf = (snapshot: { context: unknown }) => snapshot.context as RegistrationContext;
const routeOf = (snapshot: Parameters<typeof screenFor>[0]) => screenFor(snapshot).route;

/** The machine booted on `step` by a fresh read answered at FRESH_AT. */
async function bootedOn(step: SpecStep) {
  const run = startRegistration();
  await run.boot(step, step === 'liveness_failed' ? 'coiderrortype_low_similarity' : null);
  return run;
}

const moves = SPEC_STEPS.flatMap((from) =>
  SPEC_STEPS.filter((to) => to !== from).map((to) => {
    const direction =
      rank(to) > rank(from) ? 'forward' : rank(to) < rank(from) ? 'backward' : 'same rank';
    return { from, to, direction };
  }),
);

describe("the server's word wins: a push naming another step is followed", () => {
  test.each(moves)('$from → $to ($direction)', async ({ from, to }) => {
    const { actor, fakes, answer } = await bootedOn(from);
    fakes.sendBack('realtime', { type: 'realtime.step', step: to, sentAt: FRESH_AT + 1 });
    // A push carries no failure reason: the liveness error screen asks the server for it.
    if (to === 'liveness_failed') {
      await answer('fetchFailureReason', to, 'coiderrortype_low_similarity');
    }
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES[to]);
  });

  test.each(SPEC_STEPS)('on %s, a push of the same step changes nothing', async (step) => {
    const { actor, fakes } = await bootedOn(step);
    const before = screenFor(actor.getSnapshot());
    fakes.sendBack('realtime', { type: 'realtime.step', step, sentAt: FRESH_AT + 1 });
    expect(screenFor(actor.getSnapshot())).toEqual(before);
  });
});

describe("the server's word wins: a fresh read naming another step is followed", () => {
  const waiting: SpecStep[] = [
    'waiting_external_personal',
    'waiting_external_photo',
    'client_creating',
    'waiting_liveness_results',
    'signing_init',
    'signing_result',
  ];
  const polled = waiting.flatMap((from) =>
    SPEC_STEPS.filter((to) => to !== from && to !== 'liveness_failed').map((to) => ({ from, to })),
  );
  test.each(polled)('a poll on $from answered $to', async ({ from, to }) => {
    const { actor, clock, answer } = await bootedOn(from);
    clock.increment(4000);
    await answer('poll', to);
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES[to]);
  });

  test('a 409 on a submit (the server has moved the applicant back) reads the step again', async () => {
    const { actor, fail, answer } = await bootedOn('passport');
    actor.send({ type: 'form.submit', step: 'passport', values: SAMPLE_VALUES.passport });
    await fail('submitForm', { kind: 'fatal', statusCode: 409, message: 'step' });
    await answer('fetchStep', 'personal');
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES.personal);
    expect(contextOf(actor.getSnapshot()).fatal).toBeNull();
  });
});

describe('only a push sent before the last fresh read is ignored', () => {
  const late = SPEC_STEPS.filter((step) => step !== 'signing_init_success').flatMap((from) =>
    SPEC_STEPS.filter((to) => to !== from).map((to) => ({ from, to })),
  );
  test.each(late)('on $from, a late push of $to', async ({ from, to }) => {
    const { actor, fakes } = await bootedOn(from);
    const before = screenFor(actor.getSnapshot());
    fakes.sendBack('realtime', { type: 'realtime.step', step: to, sentAt: FRESH_AT - 1 });
    expect(screenFor(actor.getSnapshot())).toEqual(before);
  });

  test('a push sent at the fresh read or after it is news', async () => {
    const { actor, fakes } = await bootedOn('passport');
    fakes.sendBack('realtime', { type: 'realtime.step', step: 'personal', sentAt: FRESH_AT });
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES.personal);
  });

  test('the fresh read is the newest answer: a submit answered later moves the mark', async () => {
    const { actor, fakes, until } = await bootedOn('personal');
    actor.send({ type: 'form.submit', step: 'personal', values: SAMPLE_VALUES.personal });
    fakes.resolve('submitForm', { ...stepResponse('passport'), answeredAt: FRESH_AT + 500 });
    await until((snapshot) => routeOf(snapshot) === SPEC_ROUTES.passport);
    // Pushed after the boot's read but before the submit's answer: old news now.
    fakes.sendBack('realtime', { type: 'realtime.step', step: 'personal', sentAt: FRESH_AT + 100 });
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES.passport);
  });

  test('without a server time on the push it is followed', async () => {
    const { actor, fakes } = await bootedOn('passport');
    fakes.sendBack('realtime', { type: 'realtime.step', step: 'personal', sentAt: null });
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES.personal);
  });
});

describe('the selfie', () => {
  test("the server naming the wait while the camera runs waits for the capture's own outcome", async () => {
    const { actor, fakes, until } = await bootedOn('verigram');
    actor.send({ type: 'liveness.start' });
    fakes.sendBack('realtime', {
      type: 'realtime.step',
      step: 'waiting_liveness_results',
      sentAt: FRESH_AT + 1,
    });
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES.verigram);
    expect(actor.getSnapshot().hasTag('camera')).toBe(true);
    fakes.resolve('liveness', { kind: 'success', sessionId: 's', bestFrame: null });
    await until((snapshot) => routeOf(snapshot) === SPEC_ROUTES.waiting_liveness_results);
  });

  test('a later step pushed before the capture ends is where its success leads (the ring is seen first)', async () => {
    const { actor, fakes, until } = await bootedOn('verigram');
    actor.send({ type: 'liveness.start' });
    for (const [step, sentAt] of [
      ['waiting_liveness_results', FRESH_AT + 1],
      ['signing_init', FRESH_AT + 2],
    ] as const) {
      fakes.sendBack('realtime', { type: 'realtime.step', step, sentAt });
    }
    expect(actor.getSnapshot().hasTag('camera')).toBe(true);
    fakes.resolve('liveness', { kind: 'success', sessionId: 's', bestFrame: null });
    await until((snapshot) => routeOf(snapshot) === SPEC_ROUTES.signing_init);
  });

  test('any other push while the camera runs is followed once the check has stopped', async () => {
    const { actor, fakes, until } = await bootedOn('verigram');
    actor.send({ type: 'liveness.start' });
    fakes.sendBack('realtime', { type: 'realtime.step', step: 'passport', sentAt: FRESH_AT + 1 });
    fakes.resolve('liveness', { kind: 'moved' });
    await until((snapshot) => routeOf(snapshot) === SPEC_ROUTES.passport);
    expect(fakes.running()).not.toContain('liveness');
  });
});

describe('a 401 while the selfie runs (SPEC §4 token flow)', () => {
  test('the session ends: the applicant is sent to /login, nothing fatal', async () => {
    const { actor, fail } = await bootedOn('verigram');
    actor.send({ type: 'liveness.start' });
    await fail('liveness', { kind: 'auth', statusCode: 401, message: 'Необходима авторизация' });
    expect(routeOf(actor.getSnapshot())).toBe('/login');
    expect(contextOf(actor.getSnapshot()).fatal).toBeNull();
  });

  test("after logging in again the server's step brings the applicant back to the selfie", async () => {
    const { actor } = await bootedOn('verigram');
    expect(routeOf(actor.getSnapshot())).toBe(SPEC_ROUTES.verigram);
    expect(actor.getSnapshot().hasTag('selfieTips')).toBe(true);
  });
});

describe('a signing return opened again (back button, bookmark, second tab)', () => {
  const old = { session: 'old-session', result: 'signed' } as const;

  test.each(SPEC_STEPS.filter((step) => step !== 'signing_init_success'))(
    'on %s it leads to the current step, posting nothing',
    async (step) => {
      const run = startRegistration({ signingReturn: old });
      await run.boot(step, step === 'liveness_failed' ? 'coiderrortype_low_similarity' : null);
      expect(routeOf(run.actor.getSnapshot())).toBe(SPEC_ROUTES[step]);
      expect(run.fakes.running()).not.toContain('postSigningResult');
      expect(contextOf(run.actor.getSnapshot()).signingReturn).toBeNull();
    },
  );

  test.each([
    ['refused as unknown (422)', { kind: 'validation', statusCode: 422, fieldErrors: {} }],
    ['on a step the server has left (409)', { kind: 'fatal', statusCode: 409, message: 'step' }],
  ])('at signing_init_success, %s: the step is read again, no error page', async (_, error) => {
    const run = startRegistration({ signingReturn: old });
    await run.boot('signing_init_success');
    expect(run.fakes.running()).toContain('postSigningResult');
    await run.fail('postSigningResult', error);
    expect(screenFor(run.actor.getSnapshot()).kind).toBe('booting');
    await run.answer('fetchStep', 'personal_cabinet');
    expect(routeOf(run.actor.getSnapshot())).toBe(SPEC_ROUTES.personal_cabinet);
    expect(contextOf(run.actor.getSnapshot()).fatal).toBeNull();
  });
});

describe('logout from every step', () => {
  test.each(SPEC_STEPS)('on %s: /login, everything typed forgotten', async (step) => {
    const { actor } = await bootedOn(step);
    actor.send({ type: 'draft.change', step: 'personal', values: { first_name: 'Айгерим' } });
    actor.send({ type: 'logout' });
    expect(routeOf(actor.getSnapshot())).toBe('/login');
    expect(contextOf(actor.getSnapshot()).drafts).toEqual({});
    expect(actor.getSnapshot().status).toBe('done');
  });
});

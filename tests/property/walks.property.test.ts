import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { JOURNEY_NODE_IDS, SAMPLE_VALUES, journeyEventAttributesSchema } from '../../contract';
import { registrationModel } from '../../machines/registration/model';
import { screenFor } from '../../machines/registration/screen';
import { isLoggedIn } from '../../machines/session';
import { journeyNodeOf } from '../../src/features/registration/runtime/journey-telemetry';
import { sessionModel } from '../../machines/session/model';
import * as v from 'valibot';
import type { Fakes } from '../model/harness';
import { checkSpecRules } from '../model/spec-rules';
import { DEFAULT_RUNS, propertyParameters } from './settings';
import { walk, walkChoices, walksKeep, type Invariant, type WalkOptions } from './walks';

// Random walks over the registration and session machines (issue 49; docs/qa.md, "Random
// walks"), each step checked against what SPEC.md implies. A failure prints its seed and path;
// `npm run test:property -- --seed=N --path=P` replays it.

/**
 * SPEC §4's step table and its rules on every step (tests/model/spec-rules.ts): each step on its
 * screen, the server's step wins (a push naming another step is followed), a push sent before the
 * last fresh read never moves the applicant back, logout forgets what was typed.
 */
const specRules: Invariant = (actual, fakes) => checkSpecRules(actual, fakes);

/**
 * SPEC §2: no screen without a route. A step always has its page (which one is specRules'
 * check); without a step the flow shows a page of its own (booting, fatal, …) or a route.
 */
const everyScreenHasARoute: Invariant = (actual) => {
  const screen = screenFor(actual);
  if (screen.step) expect(screen.route).toMatch(/^\//);
  else expect(screen.route !== null || screen.kind !== undefined).toBe(true);
};

const personalValues = Object.values(SAMPLE_VALUES).flatMap((payload) =>
  Object.values(payload).filter((value): value is string => typeof value === 'string'),
);
/** The session the registration flow runs in: logged in (the runtime asks only that). */
const loggedIn = { matches: (value: unknown) => value === 'loggedIn' } as unknown as Parameters<
  typeof journeyNodeOf
>[0];

/**
 * SPEC §9 and docs/telemetry.md: what telemetry tells of a step is the journey node, names never
 * values. The node the runtime reports for this snapshot (journeyNodeOf) is one of the
 * contract's, and the event it makes holds nothing the applicant typed.
 */
const noPersonalDataInTelemetry: Invariant = (actual) => {
  const node = journeyNodeOf(loggedIn, actual as Parameters<typeof journeyNodeOf>[1]);
  if (node === undefined) return;
  expect(JOURNEY_NODE_IDS).toContain(node);
  const event = { node, at_ms: '2000', lang: 'ru' };
  expect(v.is(journeyEventAttributesSchema, event)).toBe(true);
  const sent = JSON.stringify(event);
  for (const value of personalValues) expect(sent).not.toContain(value);
};

/** SPEC §4: logout ends the session; no token outlives it. */
const noTokenAfterLogout: Invariant = (actual: AnyMachineSnapshot, fakes: Fakes) => {
  if (fakes.last?.event.type !== 'logout' || !isLoggedIn(fakes.last.before)) return;
  expect(isLoggedIn(actual)).toBe(false);
  expect(actual.context.hasSessionToken).toBe(false);
  expect(actual.context.documentToken).toBeNull();
  const asked = fakes.actions.slice(fakes.last.actionsBefore).map((action) => action.type);
  expect(asked).toContain('clearSession');
};

const REGISTRATION: WalkOptions = {
  model: registrationModel,
  invariants: [specRules, everyScreenHasARoute, noPersonalDataInTelemetry],
};
const SESSION: WalkOptions = { model: sessionModel, invariants: [noTokenAfterLogout] };

describe('random walks keep what SPEC.md implies', () => {
  test('the registration machine', async () => {
    await fc.assert(walksKeep(REGISTRATION), propertyParameters());
  });

  test('the session machine', async () => {
    await fc.assert(walksKeep(SESSION), propertyParameters());
  });
});

describe('the walks find a fault planted in a test of the suite', () => {
  // The fault: a push sent before the last fresh read is followed (the guard says yes to any).
  const planted: WalkOptions = { ...REGISTRATION, guards: { followsPush: () => true } };

  test.each([1, 2, 3, 4, 5])(
    'seed %i: found within the default budget, shrunk to at most 5 events, and replayed by its seed',
    async (seed) => {
      const found = await fc.check(walksKeep(planted), { numRuns: DEFAULT_RUNS, seed });
      expect(found.failed).toBe(true);
      const [choices] = found.counterexample ?? [[]];
      const shrunk = await walk(choices, planted);
      expect(shrunk.failure?.message).toMatch(/expected/);
      expect(shrunk.events.length).toBeLessThanOrEqual(5);
      // Replaying the failure's seed and path fails again on the same walk.
      const replayed = await fc.check(walksKeep(planted), {
        seed: found.seed,
        path: found.counterexamplePath ?? undefined,
      });
      expect(replayed.failed).toBe(true);
      expect(replayed.counterexample).toEqual(found.counterexample);
    },
  );

  test('without the fault the same walks pass', async () => {
    const clean = await fc.check(
      fc.asyncProperty(walkChoices, async (choices) => {
        const { failure } = await walk(choices, REGISTRATION);
        if (failure) throw failure;
      }),
      { numRuns: 50, seed: 1 },
    );
    expect(clean.failed).toBe(false);
  });
});

import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { FORM_STEPS } from '../../contract';
import type { AnyMachineSnapshot } from 'xstate';
import { FLOW_MACHINES, FLOW_MODELS } from '../../machines/catalog/flows';
import { coverageLine, coverageShortfalls } from '../../machines/graph/coverage';
import type { FlowModel } from '../../machines/graph/model';
import { flowTestModel, simplePathsBetween, transitionPaths } from '../../machines/graph/paths';
import { pathInWords } from '../../machines/graph/words';
import type { RegistrationContext } from '../../machines/registration/context';
import { livenessModel } from '../../machines/liveness/model';
import {
  desktopModel,
  registrationModel,
  signingReturnModel,
} from '../../machines/registration/model';
import { screenFor } from '../../machines/registration/screen';
import { loginStep } from '../../machines/session';
import { restoredSessionModel, sessionModel } from '../../machines/session/model';
import type { Fakes } from './harness';
import { Coverage, runPath } from './harness';
import { walk, walkChoices } from '../property/walks';
import { checkSpecRules, DELAYS } from './spec-rules';

/**
 * Model-based tests: paths generated from the statecharts by xstate/graph's createTestModel
 * (machines/graph/paths.ts), each replayed on a real actor of the machine with every invoked
 * actor a fake the path controls. After each step the actor must be in the model's state with
 * exactly that state's actors running. Shortest paths take every sampled transition; simple
 * paths walk whole journeys without faults; seeded random walks go deep into each form.
 */
const coverage = new Coverage();

/** What a person would notice on top of the state: the screen, the effects asked for. */
function checkRegistration(actual: AnyMachineSnapshot, fakes: Fakes, expected: AnyMachineSnapshot) {
  expect(screenFor(actual)).toEqual(screenFor(expected));
  checkSpecRules(actual, fakes);
  const context = actual.context as RegistrationContext;
  // The step channel of the last answer is the one realtime listens to.
  if (context.socketChannel !== null) {
    const listened = fakes.actions.filter((action) => action.type === 'listen').at(-1);
    expect(listened?.params).toEqual({ channel: context.socketChannel });
  }
  if (actual.matches({ waiting: { step: { signing_init_success: 'redirecting' } } })) {
    expect(fakes.actions.at(-1)?.type).toBe('replaceLocation');
  }
}

/**
 * The session while a registration flow runs in it. The flow decides every failure of its
 * calls itself, so one that escapes it is a bug of its own: SPEC §8, the error page with the
 * error's own message and status 500 when it has none; SPEC §4, the applicant is still logged
 * in, and nothing of the session is deleted nor are they sent to /login.
 */
function checkSession(actual: AnyMachineSnapshot, fakes: Fakes) {
  const last = fakes.last;
  if (last?.event.type !== 'xstate.error.actor.registration') return;
  const error = 'error' in last.event ? last.event.error : undefined;
  expect(error).toBeInstanceOf(Error);
  expect(actual.context.fatal).toEqual({
    statusCode: 500,
    message: error instanceof Error ? error.message : undefined,
  });
  expect(loginStep(actual)).toBe('done');
  expect(fakes.actions.slice(last.actionsBefore)).toEqual([]);
}

const CHECKS = new Map<FlowModel, (...args: Parameters<typeof checkRegistration>) => void>([
  [registrationModel, checkRegistration],
  [desktopModel, checkRegistration],
  [signingReturnModel, checkRegistration],
  [sessionModel, checkSession],
  [restoredSessionModel, checkSession],
]);

// Plain loops: vitest's .each would format whole machines and snapshots for the titles.
for (const model of FLOW_MODELS) {
  describe(model.name, () => {
    const paths = transitionPaths(model);

    // Titles only: test.each would format whole snapshots otherwise.
    test.each(paths.map((path, index) => [pathInWords(path, { events: true }), index] as const))(
      'shortest: %s',
      async (__, index) => {
        await runPath(paths[index]!, { model, coverage, delays: DELAYS, check: CHECKS.get(model) });
      },
    );
  });
}

const JOURNEYS: Array<[FlowModel, string, (snapshot: AnyMachineSnapshot) => boolean, number]> = [
  [
    registrationModel,
    'iin → personal cabinet',
    (snapshot) => snapshot.matches({ personal_cabinet: 'submitted' }),
    100,
  ],
  [sessionModel, 'phone → logged in', (snapshot) => snapshot.matches('loggedIn'), 20],
  [
    livenessModel,
    'session → photo taken',
    (snapshot) => snapshot.matches('outcome') && snapshot.context.errorName === null,
    20,
  ],
];

for (const [model, name, to, limit] of JOURNEYS) {
  describe(`${name}: simple paths`, () => {
    const from =
      model === registrationModel
        ? (snapshot: AnyMachineSnapshot) => snapshot.matches({ iin: 'editing' })
        : undefined;
    const paths = simplePathsBetween(model, { from, to, limit });

    test(`${name}: there are paths`, () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    test.each(paths.map((path, index) => [pathInWords(path), index] as const))(
      '%s',
      async (__, index) => {
        await runPath(paths[index]!, { model, coverage, delays: DELAYS, check: CHECKS.get(model) });
      },
    );
  });
}

/**
 * Seeded random walks (the property suite's, tests/property/walks.ts) from each form's screen,
 * faults included, each step checked against SPEC §4's rules: every form is walked as deep as
 * the others, so a form added to the journey is covered as well as those before it.
 */
const WALKS_PER_FORM = 40;

describe('each form: seeded walks from its screen', () => {
  for (const step of FORM_STEPS) {
    test(`${step}: ${WALKS_PER_FORM} walks`, async () => {
      const [way] = flowTestModel(registrationModel, 'state')
        .getShortestPaths({ toState: (snapshot) => snapshot.matches({ [step]: 'editing' }) })
        .sort((a, b) => a.steps.length - b.steps.length);
      expect(way, `no way to the ${step} form`).toBeDefined();
      const from = way!.steps
        .map(({ event }) => event)
        .filter(({ type }) => type !== 'xstate.init');
      for (const choices of fc.sample(walkChoices, { seed: 48, numRuns: WALKS_PER_FORM })) {
        const walked = await walk(choices, {
          model: registrationModel,
          invariants: [(actual, fakes) => checkSpecRules(actual, fakes)],
          from,
          coverage,
        });
        expect(walked.failure, walked.events.join(' → ')).toBeNull();
      }
    });
  }
});

/**
 * The gate (docs/qa.md, "Coverage"): every state and transition of the machines, and at least
 * these shares of the transition pairs that can follow one another and of the guards' outcomes.
 * Below them the suite fails, naming what is missing.
 */
const TARGETS = { states: 1, transitions: 1, pairs: 0.26, guards: 1 };

afterAll(() => {
  console.log(coverageLine(FLOW_MACHINES, coverage));
  const shortfalls = coverageShortfalls(FLOW_MACHINES, coverage, TARGETS);
  if (shortfalls.length) {
    throw new Error(`The model suite does not cover enough:\n${shortfalls.join('\n')}`);
  }
});

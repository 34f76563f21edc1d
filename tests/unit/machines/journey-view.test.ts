import { describe, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { machineGraph } from '../../../machines/graph/graph';
import { journeyNodeOfActive, journeyView } from '../../../machines/catalog/journey-view';
import { registrationMachine } from '../../../machines/registration';
import { sessionMachine } from '../../../machines/session';
import { SPEC_SCREENS, UNKNOWN_STEP, UNKNOWN_STEP_ROUTE } from '../../support/spec';

// The journey view of /dev/flow is read from the machines: every screen state lands in the
// node of the step that shows it, and a state the machines gain shows up by itself.

const graphs = [machineGraph(registrationMachine), machineGraph(sessionMachine)];
const view = journeyView(graphs);
const node = (id: string) => view.nodes.find((each) => each.id === id);

// SPEC.md §4: step_name → screens (tests/support/spec.ts), and the login's own route, §2.
const SPEC_NODE_SCREENS: Record<string, readonly string[]> = {
  'login.phone': ['/login'],
  'login.code': ['/login'],
  ...SPEC_SCREENS,
};

describe('the journey view', () => {
  test('has a node for every step of SPEC.md §4 and both login phases, on its route', () => {
    for (const [id, routes] of Object.entries(SPEC_NODE_SCREENS)) {
      expect(routes, id).toContain(node(id)?.route);
      expect(node(id)?.kind, id).toBe('step');
    }
  });

  test('places each branch of SANDBOX.md beside the main-line steps it stands for', () => {
    const column = (id: string) => node(id)?.column;
    // 0101 and 0102: the combined form and the external wait instead of the personal form.
    expect(column('personal_and_passport')).toBe(column('personal'));
    expect(column('waiting_external_personal')).toBe(column('personal'));
    expect(column('waiting_external_photo')).toBe(column('passport'));
    // The external branch is the longest way to the selfie, which comes after all of them.
    expect(column('verigram')).toBe((column('client_creating') ?? 0) + 1);
    // A failure sits beside the step it replaces; its retry does not push anything down.
    expect(column('liveness_failed')).toBe(column('signing_init'));
    // Signing fails at its start (0301) or is declined on the signing page: beside the result.
    expect(column('signing_failed')).toBe(column('signing_result'));
    const main = ['login.phone', 'login.code', 'iin', 'personal', 'passport', 'verigram'];
    expect(main.map(column)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(column('personal_cabinet')).toBe((column('signing_result') ?? 0) + 1);
  });

  test('gathers every state that shows a screen; booting and the error screens are nodes too', () => {
    for (const graph of graphs) {
      for (const state of graph.nodes) {
        const meta = state.meta as { route?: unknown; step?: unknown } | undefined;
        if (meta && (meta.route !== undefined || meta.step !== undefined)) {
          expect(view.nodeOf.get(state.id), state.id).toBeDefined();
        }
      }
    }
    for (const id of ['booting', 'networkFailed', 'fatal', 'signedOut']) {
      expect(node(`registration.${id}`)?.kind, id).toBe('other');
    }
    // A step's substates collapse into it.
    expect(node('iin')?.states).toEqual([
      'registration.iin',
      'registration.iin.editing',
      'registration.iin.invalid',
      'registration.iin.submitting',
      'registration.iin.offline',
      'registration.iin.resending',
    ]);
  });

  test('the code form while it is being checked belongs to the code phase', () => {
    // SPEC.md §4 login: the code typed is checked (documents signed, token asked) on that form.
    expect(view.nodeOf.get('session.loggedOut.signingDocuments')).toBe('login.code');
    expect(view.nodeOf.get('session.loggedOut.authenticating')).toBe('login.code');
    expect(view.nodeOf.get('session.loggedOut.phoneEntry')).toBe('login.phone');
  });

  test('the current node of a waiting step is the step, not the poll beside it', () => {
    expect(
      journeyNodeOfActive(view, [
        'registration',
        'registration.waiting',
        'registration.waiting.step',
        'registration.waiting.step.signing_init',
        'registration.waiting.poll',
        'registration.waiting.poll.frequent',
      ]),
    ).toBe('signing_init');
    expect(journeyNodeOfActive(view, ['registration', 'registration.dispatch'])).toBeUndefined();
  });

  test('a step the machine gains appears by itself, with the route its meta names', () => {
    const grown = createMachine({
      id: 'registration',
      initial: 'iin',
      states: {
        iin: { meta: { route: '/login/iin', step: 'iin' } },
        [UNKNOWN_STEP]: {
          meta: { route: UNKNOWN_STEP_ROUTE, step: UNKNOWN_STEP },
          initial: 'editing',
          states: { editing: {}, submitting: {} },
        },
        loggingOut: { meta: { route: null, kind: 'loggingOut' } },
      },
    });
    const grownView = journeyView([machineGraph(grown), machineGraph(sessionMachine)]);
    const grownStep = grownView.nodes.find((each) => each.id === `registration.${UNKNOWN_STEP}`);
    expect(grownStep).toMatchObject({ kind: 'other', route: UNKNOWN_STEP_ROUTE });
    expect(grownStep?.states).toContain(`registration.${UNKNOWN_STEP}.submitting`);
    expect(grownView.nodes.map((each) => each.id)).toContain('registration.loggingOut');
  });
});

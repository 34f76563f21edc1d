import { describe, expect, test } from 'vitest';
import { machineGraph } from '../../../machines/graph/graph';
import { registrationMachine } from '../../../machines/registration';
import { edgesTaken } from '../../../studio/flow/edges-taken';

describe('the transitions a step took', () => {
  const graph = machineGraph(registrationMachine);
  const active = (...ids: string[]) => new Set(['registration', ...ids]);

  test('an event into a substate', () => {
    expect(
      edgesTaken(
        graph,
        active('registration.iin', 'registration.iin.editing'),
        'form.submit',
        active('registration.iin', 'registration.iin.submitting'),
      ),
    ).toEqual(['registration.iin.editing|form.submit|0']);
  });

  test('an answer through the transient dispatch state to the next step', () => {
    expect(
      edgesTaken(
        graph,
        active('registration.iin', 'registration.iin.submitting'),
        'xstate.done.actor.submitForm',
        active('registration.personal', 'registration.personal.editing'),
      ),
    ).toEqual([
      'registration.iin.submitting|xstate.done.actor.submitForm|0',
      'registration.dispatch||1',
    ]);
  });

  test('of guarded alternatives, the one whose target became active', () => {
    expect(
      edgesTaken(
        graph,
        active('registration.booting'),
        'xstate.error.actor.fetchStep',
        active('registration.networkFailed'),
      ),
    ).toEqual(['registration.booting|xstate.error.actor.fetchStep|1']);
  });

  test('nothing for an event no active state takes', () => {
    expect(
      edgesTaken(graph, active('registration.fatal'), 'form.submit', active('registration.fatal')),
    ).toEqual([]);
  });
});

import { SimulatedClock, createActor, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import type { RegistrationInput } from '../../../machines/registration/context';
import { registrationMachine } from '../../../machines/registration/machine';
import { stepResponse } from '../../../machines/registration/model-samples';
import { Fakes } from '../../model/harness';

const PROMISE_ACTORS = [
  'fetchStep',
  'submitForm',
  'fetchSigningRedirect',
  'postSigningResult',
  'repeatSigning',
  'submitCabinet',
  'liveness',
] as const;

/** A registration actor whose every request is a fake the test answers, on a simulated clock. */
export function startRegistration(input?: RegistrationInput) {
  const fakes = new Fakes();
  const clock = new SimulatedClock();
  const machine = registrationMachine.provide({
    actors: {
      ...Object.fromEntries(PROMISE_ACTORS.map((name) => [name, fakes.promise()])),
      realtime: fakes.callback(),
      connectivity: fakes.callback(),
    },
    actions: {
      replaceLocation: fakes.action('replaceLocation'),
      listen: fakes.action('listen'),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();

  /** Waits (on the actor's own notifications) until the snapshot satisfies the predicate. */
  const until = (predicate: (snapshot: AnyMachineSnapshot) => boolean) =>
    waitFor(actor, predicate, { timeout: 1000 });

  /** Answers a running step request with a step and waits until the actor has moved on. */
  const answer = async (id: string, step: string, error: string | null = null) => {
    const before = actor.getSnapshot();
    fakes.resolve(id, stepResponse(step, error));
    await until((snapshot) => snapshot !== before);
  };

  const fail = async (id: string, error: unknown) => {
    const before = actor.getSnapshot();
    fakes.fail(id, error);
    await until((snapshot) => snapshot !== before);
  };

  /** Boots the actor onto a step. */
  const boot = (step: string, error: string | null = null) => answer('fetchStep', step, error);

  return { actor, fakes, clock, until, answer, fail, boot };
}

// Random walks over the statecharts for the property suite (docs/qa.md, "Random walks"): a walk
// is a list of choices; at each step the choice picks one of the events the machine's model
// samples that the state takes now (pushes, timers, the invoked actors' outcomes included),
// and the real machine, its actors faked, takes it. fast-check draws the choices and, on a
// failure, shrinks them to the shortest walk that still fails.
import fc from 'fast-check';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowModel } from '../../machines/graph/model';
import { eventInWords } from '../../machines/graph/words';
import { startRun, type Coverage, type Fakes, type StartOptions } from '../model/harness';
import { DELAYS } from '../model/spec-rules';

/** What must hold after every step of a walk; throws (an expect) when it does not. */
export type Invariant = (actual: AnyMachineSnapshot, fakes: Fakes) => void;

export interface WalkOptions {
  model: FlowModel;
  invariants: readonly Invariant[];
  /** Guards replacing the machine's own: a fault planted by a test of this suite. */
  guards?: StartOptions['guards'];
  /** The events that lead to where the walk starts (default: it starts where the machine does). */
  from?: readonly EventObject[];
  /** Where the transitions taken are counted (the model suite's coverage gate). */
  coverage?: Coverage;
}

/** The longest walk drawn: past this the shrinker has more to cut than it gains. */
export const MAX_STEPS = 30;

/** The choices fast-check draws for one walk. */
export const walkChoices = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: MAX_STEPS });

const SETTLED = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/** An invoked actor's outcome can come only while the fake of that actor still runs. */
function settles(event: EventObject, fakes: Fakes): boolean {
  const actor = SETTLED.exec(event.type)?.[1];
  return actor === undefined || fakes.running().includes(actor);
}

/** A walk's outcome: the events taken, in words, and the invariant that failed, if one did. */
export interface Walked {
  events: string[];
  failure: Error | null;
}

/** Walks the machine by the choices, checking the invariants after each step. */
export async function walk(choices: readonly number[], options: WalkOptions): Promise<Walked> {
  const { model, invariants, guards, from = [], coverage } = options;
  const { actor, fakes, stimulate } = startRun({ model, delays: DELAYS, guards, coverage });
  const events: string[] = [];
  try {
    for (const event of from) await stimulate(event);
    for (const choice of choices) {
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== 'active') break;
      const enabled = model
        .events(snapshot)
        .filter((event: EventObject) => snapshot.can(event) && settles(event, fakes));
      const event = enabled[choice % Math.max(enabled.length, 1)];
      if (!event) break;
      events.push(eventInWords(event));
      await stimulate(event);
      const actual = actor.getSnapshot();
      if (actual.status === 'error') throw actual.error;
      for (const invariant of invariants) invariant(actual, fakes);
    }
    return { events, failure: null };
  } catch (error) {
    return { events, failure: error instanceof Error ? error : new Error(String(error)) };
  } finally {
    actor.stop();
  }
}

/** The property: every walk keeps every invariant; a failure tells the walk that broke it. */
export const walksKeep = (options: WalkOptions) =>
  fc.asyncProperty(walkChoices, async (choices) => {
    const { events, failure } = await walk(choices, options);
    if (failure) {
      throw new Error(`${failure.message}\nafter ${events.length} events: ${events.join(' → ')}`, {
        cause: failure,
      });
    }
  });

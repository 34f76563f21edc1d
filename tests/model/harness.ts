import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type {
  AnyActorLogic,
  AnyEventObject,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventObject,
  InspectionEvent,
} from 'xstate';
import type { TestPath } from 'xstate/graph';
import { isPlainGuard, pairId } from '../../machines/graph/coverage';
import { transitionId } from '../../machines/graph/graph';
import type { FlowModel } from '../../machines/graph/model';

/**
 * Runs model paths against real actors. Every invoked actor is a fake whose outcome the path
 * decides: a promise actor waits until the path resolves or rejects it, a callback actor hands
 * its sendBack to the path. Delays run on a simulated clock. What the actors really did (which
 * state nodes were active, which transitions fired) is recorded for the coverage line.
 */
export class Fakes {
  private readonly promises = new Map<
    string,
    { resolve(value: unknown): void; reject(error: unknown): void; input: unknown }
  >();
  private readonly callbacks = new Map<
    string,
    { sendBack(event: EventObject): void; self: AnyActorRef; input: unknown }
  >();
  readonly actions: Array<{ type: string; params: unknown }> = [];
  /**
   * The stimulus of the last step of the path, the actor's snapshot just before it, and how
   * many actions had run by then (the step's own are those after).
   */
  last: { event: EventObject; before: AnyMachineSnapshot; actionsBefore: number } | null = null;

  promise(): AnyActorLogic {
    return fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          this.promises.set(self.id, { resolve, reject, input });
          signal.addEventListener('abort', () => this.promises.delete(self.id));
        }),
    );
  }

  callback(): AnyActorLogic {
    return fromCallback<EventObject, unknown>(({ sendBack, self, input, receive }) => {
      this.callbacks.set(self.id, { sendBack, self, input });
      // A failure the path asks for is thrown where the callback actor processes events.
      receive((event) => {
        if (event.type === 'test.fail') throw (event as { error?: unknown }).error;
      });
      return () => this.callbacks.delete(self.id);
    });
  }

  action(type: string) {
    return (_: unknown, params: unknown) => {
      this.actions.push({ type, params });
    };
  }

  /** Ids of the invoked actors that are running right now. */
  running(): string[] {
    return [...this.promises.keys(), ...this.callbacks.keys()].sort();
  }

  inputOf(id: string): unknown {
    return this.promises.get(id)?.input ?? this.callbacks.get(id)?.input;
  }

  resolve(id: string, output: unknown): void {
    const pending = this.promises.get(id);
    if (!pending) throw new Error(`"${id}" is not running, cannot resolve it`);
    this.promises.delete(id);
    pending.resolve(output);
  }

  fail(id: string, error: unknown): void {
    const pending = this.promises.get(id);
    if (pending) {
      this.promises.delete(id);
      pending.reject(error);
      return;
    }
    const callback = this.callbacks.get(id);
    if (!callback) throw new Error(`"${id}" is not running, cannot fail it`);
    // An errored callback actor is not disposed: it is simply no longer running.
    this.callbacks.delete(id);
    callback.self.send({ type: 'test.fail', error });
  }

  sendBack(id: string, event: AnyEventObject): void {
    const callback = this.callbacks.get(id);
    if (!callback) throw new Error(`"${id}" is not running, cannot send ${event.type} back`);
    callback.sendBack(event);
  }
}

/** What ran, across every path of every machine. */
export class Coverage {
  readonly nodes = new Set<string>();
  readonly transitions = new Set<string>();
  readonly pairs = new Set<string>();
  readonly guards = new Map<string, Set<boolean>>();
  /** The last transition of each root actor, for the pairs. */
  private readonly last = new Map<string, string>();

  /** Records a named guard's result. */
  guard = (name: string, result: boolean) => {
    const results = this.guards.get(name) ?? new Set<boolean>();
    results.add(result);
    this.guards.set(name, results);
  };

  /** Records what the root actor (not its children) did; the first steps run while it is created. */
  inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) this.nodes.add(node.id);
    }
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        const id = transitionId(transition);
        const before = this.last.get(event.actorRef.sessionId);
        if (before) this.pairs.add(pairId(before, id));
        this.last.set(event.actorRef.sessionId, id);
        this.transitions.add(id);
        // A transient state (entered and left in one step) shows only as a transition source.
        this.nodes.add(transition.source.id);
      }
    }
  };
}

/** The implementations a machine needs, all fakes: actors from its invokes, its named actions. */
function fakeImplementations(model: FlowModel, fakes: Fakes) {
  const callbackIds = new Set(Object.values(model.origin ?? {}));
  const invokes = allStateNodes(model.machine.root).flatMap((node) => node.invoke);
  const actors = Object.fromEntries(
    invokes.map((invoke) => [
      String(invoke.src),
      callbackIds.has(invoke.id) ? fakes.callback() : fakes.promise(),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(model.machine.implementations.actions)
      .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
      .map(([name]) => [name, fakes.action(name)]),
  );
  return { actors, actions };
}

/** The machine's own guards, each telling the coverage what it answered. */
function recordedGuards(machine: AnyStateMachine, coverage: Coverage) {
  return Object.fromEntries(
    Object.entries(machine.implementations.guards)
      .filter(([, guard]) => isPlainGuard(guard))
      .map(([name, guard]) => [
        name,
        (...args: unknown[]) => {
          const result = Boolean((guard as (...args: unknown[]) => unknown)(...args));
          coverage.guard(`${machine.id}:${name}`, result);
          return result;
        },
      ]),
  );
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

const TIMER = /^xstate\.after\.([^.]+)\./;

export interface RunOptions {
  model: FlowModel;
  coverage: Coverage;
  /** Milliseconds of each named delay, to move the simulated clock by. */
  delays: Record<string, number>;
  /** Extra checks of the real actor after every step. */
  check?: (actual: AnyMachineSnapshot, fakes: Fakes, expected: AnyMachineSnapshot) => void;
}

/** What a fresh actor of a model's machine needs besides the model. */
export interface StartOptions {
  model: FlowModel;
  coverage?: Coverage;
  /** Milliseconds of each named delay, to move the simulated clock by. */
  delays: Record<string, number>;
  /** Guards that replace the machine's own (a planted fault in a test of the tests). */
  guards?: Record<string, (...args: never[]) => boolean>;
}

/**
 * Starts a fresh actor of the real machine with every invoked actor a fake, and returns how to
 * stimulate it as the model's events say: a done or error event settles the fake, a timer moves
 * the simulated clock, an event a callback actor sends comes from that fake, any other is sent.
 * Each stimulus resolves once the actor has processed its event.
 */
export function startRun({ model, coverage, delays, guards }: StartOptions) {
  const fakes = new Fakes();
  const clock = new SimulatedClock();
  const machine = model.machine.provide({
    ...fakeImplementations(model, fakes),
    guards: { ...(coverage ? recordedGuards(model.machine, coverage) : {}), ...guards },
  });
  const waiting: Array<{ type: string; done(): void }> = [];
  const actor = createActor(machine, {
    input: model.input,
    clock,
    inspect: (event) => {
      coverage?.inspect(event);
      if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
      for (const waiter of waiting.filter((w) => w.type === event.event.type)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done();
      }
    },
  });
  /** Resolves once the actor has processed an event of this type. */
  const processed = (type: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the actor never processed ${type}`)), 2000);
      waiting.push({
        type,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  actor.start();

  const stimulate = async (event: EventObject) => {
    if (event.type === 'xstate.init') return;
    fakes.last = { event, before: actor.getSnapshot(), actionsBefore: fakes.actions.length };
    const seen = processed(event.type);
    const done = event.type.match(/^xstate\.done\.actor\.(.+)$/);
    const failed = event.type.match(/^xstate\.error\.actor\.(.+)$/);
    const timer = event.type.match(TIMER);
    const origin = model.origin?.[event.type];
    if (done?.[1]) fakes.resolve(done[1], (event as { output?: unknown }).output);
    else if (failed?.[1]) fakes.fail(failed[1], (event as { error?: unknown }).error);
    else if (timer?.[1]) {
      const delay = delays[timer[1]];
      if (delay === undefined) throw new Error(`no test delay for ${timer[1]}`);
      clock.increment(delay);
    } else if (origin) fakes.sendBack(origin, event);
    else actor.send(event);
    await seen;
  };
  return { actor, fakes, stimulate };
}

/**
 * Runs one path on a fresh actor of the real machine (fakes provided) and checks after every
 * step that the actor is where the model is (same key), and that exactly the actors its
 * active states invoke are running.
 */
export async function runPath(
  path: TestPath<AnyMachineSnapshot, EventObject>,
  { model, coverage, delays, check }: RunOptions,
): Promise<void> {
  const { actor, fakes, stimulate } = startRun({ model, coverage, delays });

  const eventTypes = new Set(path.steps.map((step) => step.event.type));
  try {
    await path.test({
      events: Object.fromEntries(
        [...eventTypes].map((type) => [
          type,
          (step: { event: EventObject }) => stimulate(step.event),
        ]),
      ),
      states: {
        '*': (expected: AnyMachineSnapshot) => {
          const actual = actor.getSnapshot();
          if (actual.status === 'error') throw actual.error;
          const want = model.key(expected);
          const got = model.key(actual);
          if (got !== want) throw new Error(`expected ${want}\n     got ${got}`);
          // Every live child is one the active states invoke, and runs as a fake. A child that
          // failed (the realtime subscription) stays listed, errored, until its state is left.
          const invoked = new Set(actual._nodes.flatMap((node) => node.invoke.map((i) => i.id)));
          const children = Object.entries(actual.children as Record<string, AnyActorRef>)
            .filter(([, child]) => child.getSnapshot().status === 'active')
            .map(([id]) => id)
            .sort();
          const stray = children.filter((id) => !invoked.has(id));
          if (stray.length) throw new Error(`children ${stray.join(', ')} outlived their states`);
          const running = fakes.running();
          if (children.join() !== running.join()) {
            throw new Error(
              `running fakes ${running.join(', ')} but children ${children.join(', ')}`,
            );
          }
          check?.(actual, fakes, expected);
        },
      },
    });
  } finally {
    actor.stop();
  }
}

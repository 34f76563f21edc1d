import { StateMachine } from 'xstate';
import type { AnyStateMachine, AnyStateNodeConfig } from 'xstate';

/**
 * xstate/graph's createTestModel refuses machines that invoke actors or use delayed
 * transitions: a path generator cannot wait for a promise or a timer. The model of a machine
 * is therefore the same definition with those stimuli turned into plain events of the very
 * types the running machine receives: `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * for every invoke and `xstate.after.<delay>.<state id>` for every delayed transition. Paths
 * walk the model; a test then produces each stimulus for real (resolves the fake actor,
 * advances the clock) on an actor of the original machine.
 */
export function toTestMachine(machine: AnyStateMachine): AnyStateMachine {
  // One model per machine, so snapshots of one traversal can seed another.
  let model = models.get(machine);
  if (!model) {
    const invoked = new Set<string>();
    const config = stripEffects(machine.config, machine.id, invoked);
    model = new StateMachine(config, {
      ...machine.implementations,
      actions: withoutSendsTo(machine.implementations.actions, invoked),
    });
    models.set(machine, model);
  }
  return model;
}

const models = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * A model has no children (its invokes are events), so what the machine sends to an invoked
 * child is not modelled here: the child's own model covers what it does with it.
 */
function withoutSendsTo(
  actions: AnyStateMachine['implementations']['actions'],
  invoked: ReadonlySet<string>,
): AnyStateMachine['implementations']['actions'] {
  return Object.fromEntries(
    Object.entries(actions).map(([name, action]) => {
      const target = sendToTarget(action);
      return [name, target !== null && invoked.has(target) ? () => undefined : action];
    }),
  );
}

/** The actor id a `sendTo(id, …)` action sends to; null for any other action. */
function sendToTarget(action: unknown): string | null {
  if (typeof action !== 'function' || !('type' in action) || action.type !== 'xstate.sendTo')
    return null;
  return 'to' in action && typeof action.to === 'string' ? action.to : null;
}

function stripEffects(
  node: AnyStateNodeConfig,
  id: string,
  invoked: Set<string>,
): AnyStateNodeConfig {
  const { invoke, after, on, states, ...rest } = node;
  const events: NonNullable<AnyStateNodeConfig['on']> = { ...on };
  for (const definition of invoke === undefined ? [] : [invoke].flat()) {
    if (!definition.id) throw new Error(`toTestMachine: an invoke in "${id}" has no id`);
    invoked.add(definition.id);
    if (definition.onSnapshot)
      throw new Error(`toTestMachine: onSnapshot in "${id}" is not modelled`);
    // A done or error transition may be written as nested lists; an event's is one list.
    if (definition.onDone)
      events[`xstate.done.actor.${definition.id}`] = [definition.onDone].flat(2);
    if (definition.onError)
      events[`xstate.error.actor.${definition.id}`] = [definition.onError].flat(2);
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    events[`xstate.after.${delay}.${id}`] = transition;
  }
  const children = states
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [
          key,
          stripEffects(child, child.id ?? `${id}.${key}`, invoked),
        ]),
      )
    : undefined;
  return {
    ...rest,
    ...(Object.keys(events).length ? { on: events } : {}),
    ...(children ? { states: children } : {}),
  };
}

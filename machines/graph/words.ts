import * as v from 'valibot';
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import { metaStep } from './meta';

function isInitialChild(node: AnyStateNode): boolean {
  const parent = node.parent;
  return parent?.type === 'compound' && parent.initial.target[0] === node;
}

/** The nearest node (itself or an ancestor) that names a registration step in its meta. */
function stepNode(node: AnyStateNode): { node: AnyStateNode; step: string } | undefined {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    const step = metaStep(current.meta);
    if (step) return { node: current, step };
  }
  return undefined;
}

function nodeInWords(node: AnyStateNode): { text: string; onStep: boolean } {
  // Trailing initial substates say nothing ('personal.editing' is just 'personal').
  let last: AnyStateNode = node;
  const anchor = stepNode(node);
  while (last !== anchor?.node && isInitialChild(last) && last.parent && last.parent.parent) {
    last = last.parent;
  }
  if (anchor) {
    const rest = last.path.slice(anchor.node.path.length);
    return { text: [anchor.step, ...rest].join('.'), onStep: true };
  }
  return { text: last.path.join('.'), onStep: false };
}

/**
 * A snapshot in words: the step it shows (from state meta) and the substate when it is not the
 * default one, e.g. 'personal', 'personal.submitting', 'signing_init_success.fetchingRedirect',
 * 'booting'. Regions that show no step (the poll beside a waiting step) are left out when a
 * region does show one.
 */
export function stateInWords(snapshot: AnyMachineSnapshot): string {
  const leaves = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
  const words = leaves.map(nodeInWords);
  const shown = words.some((word) => word.onStep) ? words.filter((word) => word.onStep) : words;
  return [...new Set(shown.map((word) => word.text))].join(' + ');
}

// The parts of an event's payload its words name; any event may carry them, or not.
const StepAnswerSchema = v.object({ output: v.object({ step_name: v.string() }) });
const FailureSchema = v.object({
  error: v.object({ kind: v.optional(v.string()), statusCode: v.optional(v.number()) }),
});
const PushSchema = v.object({ type: v.literal('realtime.step'), step: v.string() });

/** An event in words: 'personal.submit', 'fetchStep → passport', 'poll failed (network)'. */
export function eventInWords(event: EventObject): string {
  const { type } = event;
  if (type.startsWith('xstate.done.actor.')) {
    const id = type.slice('xstate.done.actor.'.length);
    return v.is(StepAnswerSchema, event) ? `${id} → ${event.output.step_name}` : `${id} done`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const error = v.is(FailureSchema, event) ? event.error : undefined;
    const detail = error?.statusCode
      ? `${error.kind} ${error.statusCode}`
      : (error?.kind ?? 'error');
    return `${type.slice('xstate.error.actor.'.length)} failed (${detail})`;
  }
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  if (v.is(PushSchema, event)) return `push ${event.step}`;
  return type;
}

export interface WordPath {
  state: AnyMachineSnapshot;
  steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }>;
}

/**
 * A path in words. Plain: the screens in order, repeats collapsed
 * ('booting → iin → personal → passport → verigram → …'). With events: each move is labelled
 * with what caused it ('iin —iin.submit→ iin.submitting —submitIin → personal→ personal').
 */
export function pathInWords(path: WordPath, options: { events?: boolean } = {}): string {
  const moves = path.steps.filter((step) => step.event.type !== 'xstate.init');
  const first = path.steps[0]?.state ?? path.state;
  if (options.events) {
    let text = stateInWords(first);
    for (const move of moves) text += ` —${eventInWords(move.event)}→ ${stateInWords(move.state)}`;
    return text;
  }
  const words = [first, ...moves.map((move) => move.state)].map(stateInWords);
  return words.filter((word, index) => index === 0 || word !== words[index - 1]).join(' → ');
}

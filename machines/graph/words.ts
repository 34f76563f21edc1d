import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

function isInitialChild(node: AnyStateNode): boolean {
  const parent = node.parent;
  return parent?.type === 'compound' && parent.initial.target[0] === node;
}

/** The nearest node (itself or an ancestor) that names a registration step in its meta. */
function stepNode(node: AnyStateNode): AnyStateNode | undefined {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if ((current.meta as { step?: string } | undefined)?.step) return current;
  }
  return undefined;
}

function nodeInWords(node: AnyStateNode): { text: string; onStep: boolean } {
  // Trailing initial substates say nothing ('personal.editing' is just 'personal').
  let last: AnyStateNode = node;
  const anchor = stepNode(node);
  while (last !== anchor && isInitialChild(last) && last.parent && last.parent.parent) {
    last = last.parent;
  }
  if (anchor) {
    const step = (anchor.meta as { step: string }).step;
    const rest = last.path.slice(anchor.path.length);
    return { text: [step, ...rest].join('.'), onStep: true };
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

/** An event in words: 'personal.submit', 'fetchStep → passport', 'poll failed (network)'. */
export function eventInWords(event: EventObject): string {
  const { type } = event;
  if (type.startsWith('xstate.done.actor.')) {
    const output = (event as { output?: { step_name?: string } }).output;
    const id = type.slice('xstate.done.actor.'.length);
    return output?.step_name ? `${id} → ${output.step_name}` : `${id} done`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const error = (event as { error?: { kind?: string; statusCode?: number } }).error;
    const detail = error?.statusCode
      ? `${error.kind} ${error.statusCode}`
      : (error?.kind ?? 'error');
    return `${type.slice('xstate.error.actor.'.length)} failed (${detail})`;
  }
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  if (type === 'realtime.step') return `push ${(event as { step?: string }).step}`;
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

import type { AnyStateMachine } from 'xstate';
import type { GraphNode, MachineGraph } from './graph';
import { machineGraph } from './graph';

/** Transitions of the machine root apply in every state; they hang off this pseudo-state. */
const ANY_STATE = 'any_state';

/** A Mermaid state id: the node id below the machine root, dots doubled into underscores. */
function mermaidId(graph: MachineGraph, id: string): string {
  return id === graph.id ? ANY_STATE : id.slice(graph.id.length + 1).replaceAll('.', '__');
}

function sanitize(text: string): string {
  return text.replaceAll(':', ' ').replaceAll(';', ',');
}

export interface MermaidPart {
  /** The states to draw (node ids), with everything inside them and the transitions leaving them. */
  states: ReadonlySet<string>;
  /** States outside `states` whose own transitions are drawn too (a parallel state's). */
  sourcesToo?: ReadonlySet<string>;
  /** Also the transitions the machine takes in every state. */
  anyState: boolean;
  /** Left to right: a state that fans out to many lists them down the page, not across. */
  direction?: 'LR' | 'TB';
}

/**
 * A Mermaid `stateDiagram-v2` of a machine, generated from its definition: compound states as
 * composite blocks, parallel regions separated by `--`, initial and final markers, and every
 * transition labelled with its event and guard. Transitions that only run actions are drawn
 * as self-loops. With `part`, only some top-level states and the transitions leaving them;
 * a state they lead to outside the part shows as a plain state. The output is deterministic
 * (definition order), so a test can keep docs/flow.md in sync with it.
 */
export function toMermaid(machine: AnyStateMachine, part?: MermaidPart): string {
  const graph = machineGraph(machine);
  const inPart = (id: string) =>
    !part || [...part.states].some((state) => id === state || id.startsWith(`${state}.`));
  const drawnFrom = (id: string) =>
    !part ||
    inPart(id) ||
    (part.sourcesToo?.has(id) ?? false) ||
    (id === graph.id && part.anyState);
  const children = new Map<string, GraphNode[]>();
  for (const node of graph.nodes) {
    if (node.parent === undefined) continue;
    children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  }
  const lines = ['stateDiagram-v2'];
  if (part?.direction) lines.push(`  direction ${part.direction}`);

  const declare = (node: GraphNode, indent: string) => {
    const id = mermaidId(graph, node.id);
    const kids = children.get(node.id) ?? [];
    if (id !== node.key) lines.push(`${indent}state "${node.key}" as ${id}`);
    if (kids.length === 0) {
      if (id === node.key) lines.push(`${indent}${id}`);
      if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
      return;
    }
    lines.push(`${indent}state ${id} {`);
    body(node, `${indent}  `);
    lines.push(`${indent}}`);
  };

  const body = (node: GraphNode, indent: string) => {
    const kids = children.get(node.id) ?? [];
    if (node.type === 'parallel') {
      kids.forEach((region, index) => {
        if (index > 0) lines.push(`${indent}--`);
        declare(region, indent);
      });
      return;
    }
    if (node.initial) lines.push(`${indent}[*] --> ${mermaidId(graph, node.initial)}`);
    for (const kid of kids) declare(kid, indent);
  };

  const [root] = graph.nodes;
  if (!root) throw new Error(`toMermaid: the machine ${graph.id} has no root node`);
  if (part) {
    if (root.initial && inPart(root.initial)) {
      lines.push(`  [*] --> ${mermaidId(graph, root.initial)}`);
    }
    for (const node of graph.nodes) if (part.states.has(node.id)) declare(node, '  ');
    // A state drawn through its regions elsewhere, here only where its own arrows leave.
    for (const id of part.sourcesToo ?? []) {
      const name = mermaidId(graph, id);
      const key = id.slice(id.lastIndexOf('.') + 1);
      lines.push(name === key ? `  ${name}` : `  state "${key}" as ${name}`);
    }
  } else {
    body(root, '  ');
  }
  if (graph.edges.some((edge) => edge.source === graph.id && drawnFrom(edge.source))) {
    lines.push(`  state "any state" as ${ANY_STATE}`);
  }
  for (const edge of graph.edges) {
    if (!drawnFrom(edge.source)) continue;
    const source = mermaidId(graph, edge.source);
    const targets = edge.targets.length ? edge.targets : [edge.source];
    for (const target of targets) {
      lines.push(`  ${source} --> ${mermaidId(graph, target)}: ${sanitize(edge.label)}`);
    }
  }
  return lines.join('\n');
}

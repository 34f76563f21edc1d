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

/**
 * A Mermaid `stateDiagram-v2` of a machine, generated from its definition: compound states as
 * composite blocks, parallel regions separated by `--`, initial and final markers, and every
 * transition labelled with its event and guard. Transitions that only run actions are drawn
 * as self-loops. The output is deterministic (definition order), so a test can keep
 * docs/flow.md in sync with it.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const graph = machineGraph(machine);
  const children = new Map<string, GraphNode[]>();
  for (const node of graph.nodes) {
    if (node.parent === undefined) continue;
    children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  }
  const lines = ['stateDiagram-v2'];

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

  body(graph.nodes[0] as GraphNode, '  ');
  if (graph.edges.some((edge) => edge.source === graph.id)) {
    lines.push(`  state "any state" as ${ANY_STATE}`);
  }
  for (const edge of graph.edges) {
    const source = mermaidId(graph, edge.source);
    const targets = edge.targets.length ? edge.targets : [edge.source];
    for (const target of targets) {
      lines.push(`  ${source} --> ${mermaidId(graph, target)}: ${sanitize(edge.label)}`);
    }
  }
  return lines.join('\n');
}

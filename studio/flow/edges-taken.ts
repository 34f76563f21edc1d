import type { GraphEdge, MachineGraph } from '../../machines/graph/graph';

/**
 * The transitions a macrostep took, read back from what was active before and after it and
 * the event that caused it: the first transition for the event (deepest source first, then
 * definition order, as XState picks) whose targets end up active, directly or through the
 * eventless transitions of the transient states in between (`dispatch`, `resolving`, …).
 * Works on plain data, so the live view and the path list draw with the same rule.
 */
export function edgesTaken(
  graph: MachineGraph,
  before: ReadonlySet<string>,
  eventType: string,
  after: ReadonlySet<string>,
): string[] {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const eventless = (id: string) =>
    graph.edges.filter((edge) => edge.source === id && edge.kind === 'always');

  const throughTransient = (id: string, depth: number): string[] | null => {
    for (const edge of eventless(id)) {
      const chain = land(edge, depth + 1);
      if (chain) return chain;
    }
    return null;
  };

  // A compound state entered at its initial child that did not stay active: that child was
  // transient, and its eventless transition is part of the move.
  const enterInitial = (id: string, depth: number): string[] => {
    const initial = nodes.get(id)?.initial;
    if (!initial) return [];
    if (after.has(initial)) return enterInitial(initial, depth);
    return throughTransient(initial, depth) ?? [];
  };

  const settle = (target: string, depth: number): string[] | null => {
    if (depth > 32) return null;
    if (after.has(target)) return enterInitial(target, depth);
    return throughTransient(target, depth);
  };

  const land = (edge: GraphEdge, depth: number): string[] | null => {
    if (edge.targets.length === 0) return after.has(edge.source) ? [edge.id] : null;
    const chains = edge.targets.map((target) => settle(target, depth));
    if (chains.some((chain) => chain === null)) return null;
    return [edge.id, ...chains.flatMap((chain) => chain ?? [])];
  };

  const depthOf = (id: string) => nodes.get(id)?.depth ?? 0;
  const candidates = graph.edges
    .filter((edge) => edge.eventType === eventType && before.has(edge.source))
    .map((edge, order) => ({ edge, order }))
    .sort((a, b) => depthOf(b.edge.source) - depthOf(a.edge.source) || a.order - b.order);
  for (const { edge } of candidates) {
    const chain = land(edge, 0);
    if (chain) return chain;
  }
  return [];
}

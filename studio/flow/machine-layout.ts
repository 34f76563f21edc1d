import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphEdge, GraphNode, MachineGraph } from '../../machines/graph/graph';
import type { DiagramEdge, DiagramLayout, DiagramNode, Measure, NodeSpec, Point } from './diagram';
import { LABEL_FONT, naturalWidth, sizeNode } from './diagram';

/** The top-level state a state node sits in (itself when it is one); undefined for the root. */
export function topLevelOf(graph: MachineGraph, id: string): string | undefined {
  if (id === graph.id) return undefined;
  const rest = id.slice(graph.id.length + 1).split('.')[0];
  return `${graph.id}.${rest}`;
}

/** The substates of a state node in machine order, with their depth below it. */
export function substatesOf(graph: MachineGraph, id: string): GraphNode[] {
  return graph.nodes.filter((node) => node.id.startsWith(`${id}.`));
}

/** An arrow between two top-level states: every transition between them, or between their substates. */
export interface LiftedEdge {
  id: string;
  from: string;
  to: string;
  transitions: GraphEdge[];
  label: string;
}

const LABEL_EVENTS = 2;

/**
 * The machine's transitions between its top-level states (substates collapse into them):
 * a transition inside one state, or one the machine takes in every state, is left to the
 * inspector; the events of one arrow are listed on it, the first two and how many more.
 */
export function liftedEdges(graph: MachineGraph): LiftedEdge[] {
  const lifted = new Map<string, LiftedEdge>();
  for (const edge of graph.edges) {
    const from = topLevelOf(graph, edge.source);
    if (!from) continue;
    for (const target of edge.targets) {
      const to = topLevelOf(graph, target);
      if (!to || to === from) continue;
      const id = `${from}>${to}`;
      const known = lifted.get(id) ?? { id, from, to, transitions: [], label: '' };
      known.transitions.push(edge);
      lifted.set(id, known);
    }
  }
  return [...lifted.values()].map((edge) => {
    const labels = [...new Set(edge.transitions.map((transition) => transition.label))];
    const more = labels.length - LABEL_EVENTS;
    const shown = labels.slice(0, LABEL_EVENTS).join(', ');
    return { ...edge, label: more > 0 ? `${shown} +${more}` : shown };
  });
}

const MIN_WIDTH = 150;
const MAX_WIDTH = 260;

/** The ELK graph of the boxes and arrows: layered, top to bottom, labels beside the arrows. */
export function machineElkGraph(
  id: string,
  specs: readonly NodeSpec[],
  edges: readonly LiftedEdge[],
  measure: Measure,
): ElkNode {
  const children = specs.map((spec): ElkNode => {
    const { w, h } = sizeNode(spec, naturalWidth(spec, measure, MIN_WIDTH, MAX_WIDTH), measure);
    return { id: spec.id, width: w, height: h };
  });
  const elkEdges = edges.map((edge): ElkExtendedEdge => ({
    id: edge.id,
    sources: [edge.from],
    targets: [edge.to],
    labels: [
      {
        id: `${edge.id}:label`,
        text: edge.label,
        width: measure(edge.label, LABEL_FONT) + 8,
        height: LABEL_FONT.size + 6,
      },
    ],
  }));
  return {
    id: `${id}:machine`,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children,
    edges: elkEdges,
  };
}

function edgePoints(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
}

/** ELK's answer as the diagram to draw. */
export function fromElk(
  specs: readonly NodeSpec[],
  laidOut: ElkNode,
  measure: Measure,
): DiagramLayout {
  const placed = new Map((laidOut.children ?? []).map((child) => [child.id, child]));
  const nodes = specs.flatMap((spec): DiagramNode[] => {
    const box = placed.get(spec.id);
    if (!box) return [];
    const width = box.width ?? MIN_WIDTH;
    return [{ ...spec, x: box.x ?? 0, y: box.y ?? 0, ...sizeNode(spec, width, measure) }];
  });
  const edges = (laidOut.edges ?? []).map((edge): DiagramEdge => {
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      from: edge.sources[0] as string,
      to: edge.targets[0] as string,
      points: edgePoints(edge),
      back: false,
      label: label
        ? {
            text: label.text ?? '',
            x: (label.x ?? 0) + 4,
            y: (label.y ?? 0) + LABEL_FONT.size + 1,
          }
        : undefined,
    };
  });
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges, notes: [] };
}

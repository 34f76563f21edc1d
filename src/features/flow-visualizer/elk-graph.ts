import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphEdge, GraphNode, MachineGraph } from '../../../machines/graph/graph';

/** Text metrics of the chart's font (system sans, see FlowChart.module.css), estimated. */
export const STATE_FONT = { size: 13, charWidth: 7.4, lineHeight: 18 };
export const LABEL_FONT = { size: 11, charWidth: 6.2, lineHeight: 14 };
const STATE_PADDING_X = 14;
const STATE_HEIGHT = 32;
/** Room above a compound state's children for its name. */
const HEADER = 26;

/** One drawn edge per target: a transition to several regions becomes several arrows. */
export function elkEdgeId(edge: GraphEdge, index: number): string {
  return `${edge.id}#${index}`;
}

export function graphEdgeIdOf(elkEdgeId: string): string {
  return elkEdgeId.slice(0, elkEdgeId.lastIndexOf('#'));
}

function textWidth(text: string, font: { charWidth: number }): number {
  return Math.ceil(text.length * font.charWidth);
}

/**
 * The statechart as an ELK graph: every state node a box nested in its parent (compound and
 * parallel states are containers with a header for their name), every transition an edge
 * labelled with its event and guard. The machine root is a box too, so that the transitions
 * it takes in every state can be drawn as loops on it. Edges all live at the top and ELK
 * routes them across the hierarchy (INCLUDE_CHILDREN); coordinates come back absolute.
 */
export function toElkGraph(graph: MachineGraph): ElkNode {
  const children = new Map<string, GraphNode[]>();
  for (const node of graph.nodes) {
    if (node.parent === undefined) continue;
    children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  }

  const box = (node: GraphNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    const width = textWidth(node.key, STATE_FONT) + 2 * STATE_PADDING_X;
    const label = { id: `${node.id}:label`, text: node.key, width, height: STATE_FONT.lineHeight };
    if (kids.length === 0) {
      return { id: node.id, width: Math.max(width, 48), height: STATE_HEIGHT, labels: [label] };
    }
    return {
      id: node.id,
      labels: [label],
      layoutOptions: {
        'elk.padding': `[top=${HEADER},left=12,bottom=12,right=12]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width},${STATE_HEIGHT + HEADER})`,
        // Parallel regions side by side; the steps of a compound state along the flow.
        'elk.direction': node.type === 'parallel' ? 'RIGHT' : 'DOWN',
      },
      children: kids.map(box),
    };
  };

  const root = graph.nodes.find((node) => node.parent === undefined);
  if (!root) throw new Error(`toElkGraph: machine ${graph.id} has no root node`);

  const edges: ElkExtendedEdge[] = graph.edges.flatMap((edge) => {
    const targets = edge.targets.length ? edge.targets : [edge.source];
    return targets.map((target, index) => ({
      id: elkEdgeId(edge, index),
      sources: [edge.source],
      targets: [target],
      labels: [
        {
          id: `${elkEdgeId(edge, index)}:label`,
          text: edge.label,
          width: textWidth(edge.label, LABEL_FONT) + 6,
          height: LABEL_FONT.lineHeight,
        },
      ],
    }));
  });

  return {
    id: `${graph.id}:chart`,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.mergeEdges': 'false',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [box(root)],
    edges,
  };
}

import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphNode, MachineGraph } from '../../../machines/graph/graph';
import { graphEdgeIdOf } from './elk-graph';

export interface Point {
  x: number;
  y: number;
}

export interface ChartNode {
  id: string;
  key: string;
  type: GraphNode['type'];
  x: number;
  y: number;
  width: number;
  height: number;
  /** Has states inside: drawn as a container with its name in the header. */
  container: boolean;
}

export interface ChartEdge {
  /** The drawn arrow (one per target). */
  id: string;
  /** The transition it belongs to (GraphEdge.id). */
  transition: string;
  points: Point[];
  label: { text: string; x: number; y: number; width: number; height: number } | undefined;
}

/** A laid-out statechart in absolute coordinates, ready to draw. */
export interface ChartLayout {
  machine: string;
  width: number;
  height: number;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

function flatten(node: ElkNode): ElkNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...flatten(child)]);
}

function edgePoints(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
}

/**
 * ELK's answer (laid out with shapeCoords and edgeCoords ROOT, see toElkGraph) as the chart's
 * own data: states in definition order, parents before children, so containers are drawn
 * under what they contain.
 */
export function fromElk(graph: MachineGraph, laidOut: ElkNode): ChartLayout {
  const placed = new Map(flatten(laidOut).map((node) => [node.id, node]));
  const nodes = graph.nodes.flatMap((node): ChartNode[] => {
    const box = placed.get(node.id);
    if (!box) return [];
    return [
      {
        id: node.id,
        key: node.key,
        type: node.type,
        x: box.x ?? 0,
        y: box.y ?? 0,
        width: box.width ?? 0,
        height: box.height ?? 0,
        container: (box.children ?? []).length > 0,
      },
    ];
  });
  const edges = (laidOut.edges ?? []).map((edge): ChartEdge => {
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      transition: graphEdgeIdOf(edge.id),
      points: edgePoints(edge),
      label: label
        ? {
            text: label.text ?? '',
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : undefined,
    };
  });
  return {
    machine: graph.id,
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    nodes,
    edges,
  };
}

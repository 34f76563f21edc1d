import type { Branch } from '../../machines/catalog/journey';
import type {
  DiagramEdge,
  DiagramLayout,
  DiagramNode,
  DiagramNote,
  Measure,
  NodeSpec,
  Point,
} from './diagram';
import { LABEL_FONT, sizeNode } from './diagram';

export const NODE_WIDTH = 200;
const LANE_GAP = 28;
const ROW_GAP = 56;
const MARGIN = 16;
const NOTE_HEIGHT = 28;
const LANE_PITCH = NODE_WIDTH + LANE_GAP;

/**
 * The lane of each scenario branch: the main line on the left, where a 360 px screen shows
 * it whole; the branches to its right, the two failures and the photo's offer to continue on
 * the phone sharing the middle lane because they happen at different rows.
 */
export const LANES: Record<Branch, number> = {
  main: 0,
  combined: 1,
  external: 2,
  livenessFailure: 1,
  signingFailure: 1,
  handoff: 1,
};
const LANE_COUNT = 3;

export interface JourneyPlacement {
  spec: NodeSpec;
  /** The row along the journey (JOURNEY's column); null: the group of other states below. */
  row: number | null;
  lane: number;
}

export interface JourneyArrow {
  from: string;
  to: string;
  label: string;
}

function lastOf(points: Point[]): Point {
  return points[points.length - 1] as Point;
}

/**
 * The journey drawn top to bottom in the order an applicant meets the steps, a row per step
 * (steps that are alternatives share a row), one lane per branch; the states outside the steps
 * in a group under it. Arrows run down the lanes; a retry runs back up through the gap under
 * the step it returns to. A move's label sits by its arrow where only that arrow runs: next
 * to the target when the target has one way in, else next to the source.
 */
export function layoutJourney(
  placements: readonly JourneyPlacement[],
  arrows: readonly JourneyArrow[],
  others: string,
  measure: Measure,
): DiagramLayout {
  const sized = placements.map((placement) => ({
    ...placement,
    ...sizeNode(placement.spec, NODE_WIDTH, measure),
  }));
  const rows = [...new Set(sized.flatMap((node) => (node.row === null ? [] : [node.row])))].sort(
    (a, b) => a - b,
  );
  const nodes: DiagramNode[] = [];
  const notes: DiagramNote[] = [];
  /** The bottom of each row's tallest node: a retry crosses under it. */
  const rowBottom = new Map<number, number>();
  let y = MARGIN;
  for (const row of rows) {
    const inRow = sized.filter((node) => node.row === row);
    rowBottom.set(row, y + Math.max(...inRow.map((node) => node.h)));
    for (const node of inRow) {
      nodes.push({
        ...node.spec,
        x: MARGIN + node.lane * LANE_PITCH,
        y,
        w: node.w,
        h: node.h,
        titleLines: node.titleLines,
        detailLines: node.detailLines,
      });
    }
    y += Math.max(...inRow.map((node) => node.h)) + ROW_GAP;
  }
  const rest = sized.filter((node) => node.row === null);
  if (rest.length) {
    notes.push({ text: others, x: MARGIN, y: y - ROW_GAP / 2 + NOTE_HEIGHT / 2 });
    y += NOTE_HEIGHT - ROW_GAP / 2;
    for (let start = 0; start < rest.length; start += LANE_COUNT) {
      const line = rest.slice(start, start + LANE_COUNT);
      line.forEach((node, index) =>
        nodes.push({
          ...node.spec,
          x: MARGIN + index * LANE_PITCH,
          y,
          w: node.w,
          h: node.h,
          titleLines: node.titleLines,
          detailLines: node.detailLines,
        }),
      );
      y += Math.max(...line.map((node) => node.h)) + LANE_GAP;
    }
    y += ROW_GAP - LANE_GAP;
  }

  const byId = new Map(nodes.map((node) => [node.id, node]));
  const rowOf = new Map(placements.map((placement) => [placement.spec.id, placement.row]));
  const incoming = new Map<string, number>();
  for (const arrow of arrows) {
    const forward = (rowOf.get(arrow.to) ?? 0) > (rowOf.get(arrow.from) ?? 0);
    if (forward) incoming.set(arrow.to, (incoming.get(arrow.to) ?? 0) + 1);
  }

  const edges: DiagramEdge[] = arrows.flatMap((arrow): DiagramEdge[] => {
    const from = byId.get(arrow.from);
    const to = byId.get(arrow.to);
    if (!from || !to) return [];
    const fromRow = rowOf.get(arrow.from) ?? 0;
    const toRow = rowOf.get(arrow.to) ?? 0;
    const back = toRow <= fromRow;
    const id = `${arrow.from}>${arrow.to}`;
    if (toRow === fromRow && from.x !== to.x) return [sideways(id, from, to, arrow.label)];
    if (back) {
      // Up from the retry's top-left, across the gap under the target, into its bottom-right.
      const x0 = from.x + from.w * 0.2;
      const x1 = to.x + to.w * 0.8;
      const gapY = (rowBottom.get(rowOf.get(arrow.to) ?? -1) ?? to.y + to.h) + ROW_GAP * 0.3;
      const points = [
        { x: x0, y: from.y },
        { x: x0, y: gapY },
        { x: x1, y: gapY },
        { x: x1, y: to.y + to.h },
      ];
      return [
        {
          id,
          from: from.id,
          to: to.id,
          points,
          back,
          label: { text: arrow.label, x: x1 + 6, y: gapY - 5 },
        },
      ];
    }
    const sx = from.x + from.w / 2;
    const tx = to.x + to.w / 2;
    const midY = to.y - ROW_GAP / 2;
    const points =
      sx === tx
        ? [
            { x: sx, y: from.y + from.h },
            { x: tx, y: to.y },
          ]
        : [
            { x: sx, y: from.y + from.h },
            { x: sx, y: midY },
            { x: tx, y: midY },
            { x: tx, y: to.y },
          ];
    const nearTarget = (incoming.get(arrow.to) ?? 0) <= 1;
    const end = lastOf(points);
    const label = nearTarget
      ? { text: arrow.label, x: end.x + 6, y: to.y - 7 }
      : { text: arrow.label, x: sx + 6, y: from.y + from.h + 4 + LABEL_FONT.size };
    return [{ id, from: from.id, to: to.id, points, back, label }];
  });

  /**
   * A move between two boxes of one row (the photo and its offer to continue on the phone):
   * straight across the lanes' gap, rightwards a third of the way down the boxes, leftwards two
   * thirds; its words under the target, left of where its arrows down leave it.
   */
  function sideways(id: string, from: DiagramNode, to: DiagramNode, text: string): DiagramEdge {
    const rightwards = from.x < to.x;
    const top = Math.max(from.y, to.y);
    const bottom = Math.min(from.y + from.h, to.y + to.h);
    const y = top + (bottom - top) * (rightwards ? 1 / 3 : 2 / 3);
    const points = rightwards
      ? [
          { x: from.x + from.w, y },
          { x: to.x, y },
        ]
      : [
          { x: from.x, y },
          { x: to.x + to.w, y },
        ];
    const below = (rowBottom.get(rowOf.get(to.id) ?? -1) ?? to.y + to.h) + 4 + LABEL_FONT.size;
    return {
      id,
      from: from.id,
      to: to.id,
      points,
      back: false,
      label: { text, x: to.x + 6, y: below },
    };
  }

  const width = MARGIN * 2 + LANE_COUNT * NODE_WIDTH + (LANE_COUNT - 1) * LANE_GAP;
  return { width, height: y - ROW_GAP + MARGIN, nodes, edges, notes };
}

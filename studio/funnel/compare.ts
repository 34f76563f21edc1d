// Two funnels side by side (issue 47): A and B are two date ranges, or two cohorts of one range
// (FunnelFilters). For each node and each move, both sides' counts, each conversion with its
// 95% interval, and whether B differs from A (stats.ts); the largest drop-off and the slowest
// step of each side. Pure: the CLI, the studio and the CSV read the same comparison.
import { JOURNEY_NODE_IDS, type JourneyNodeId } from '../../contract';
import type { Funnel, FunnelNode } from './core';
import { ALPHA, MIN_JOURNEYS, twoProportionTest, wilsonInterval, type Interval } from './stats';

/**
 * What a difference is: significant (p < ALPHA), not significant, too few journeys on a side to
 * tell (under MIN_JOURNEYS), or nothing to test (a share of 0 or 1 on both sides).
 */
export type Verdict = 'significant' | 'not_significant' | 'too_few' | 'untestable';

/** One side's share: `of` journeys could, `count` did; with its 95% interval. */
export interface Share {
  count: number;
  of: number;
  /** count / of; null when of is 0. */
  share: number | null;
  interval: Interval | null;
}

export interface Difference {
  /** B's share minus A's (null when a side has none). */
  difference: number | null;
  /** The two-sided p-value (null when not tested). */
  p: number | null;
  verdict: Verdict;
}

export interface NodeSide {
  entered: number;
  completed: number;
  dropped: number;
  /** Of those who entered, the share who moved on. */
  conversion: Share;
  medianMs: number | null;
  p90Ms: number | null;
}

export interface NodeComparison extends Difference {
  id: JourneyNodeId;
  a: NodeSide;
  b: NodeSide;
}

export interface MoveComparison extends Difference {
  from: JourneyNodeId;
  to: JourneyNodeId;
  /** Of the journeys that entered `from`, the share that took this move. */
  a: Share;
  b: Share;
}

/** The node where most journeys stopped (first in journey order on a tie). */
export interface DropOff {
  id: JourneyNodeId;
  dropped: number;
  entered: number;
  share: number;
}

/** The node with the longest median time to move on. */
export interface SlowStep {
  id: JourneyNodeId;
  medianMs: number;
}

export interface SideSummary {
  journeys: number;
  largestDropOff: DropOff | null;
  slowest: SlowStep | null;
}

export interface FunnelComparison {
  a: SideSummary;
  b: SideSummary;
  /** The nodes either side entered, in JOURNEY_NODE_IDS order. */
  nodes: NodeComparison[];
  /** The moves either side took, in the funnels' order. */
  moves: MoveComparison[];
}

function shareOf(count: number, of: number): Share {
  return { count, of, share: of > 0 ? count / of : null, interval: wilsonInterval(count, of) };
}

/** B against A: too few under MIN_JOURNEYS a side, else the test's verdict. */
export function differenceOf(a: Share, b: Share): Difference {
  const difference = a.share === null || b.share === null ? null : b.share - a.share;
  if (a.of < MIN_JOURNEYS || b.of < MIN_JOURNEYS)
    return { difference, p: null, verdict: 'too_few' };
  const test = twoProportionTest(a.count, a.of, b.count, b.of);
  if (!test) return { difference, p: null, verdict: 'untestable' };
  return {
    difference,
    p: test.p,
    verdict: test.p < ALPHA ? 'significant' : 'not_significant',
  };
}

function sideOf(node: FunnelNode): NodeSide {
  return {
    entered: node.entered,
    completed: node.completed,
    dropped: node.dropped,
    conversion: shareOf(node.completed, node.entered),
    medianMs: node.medianMs,
    p90Ms: node.p90Ms,
  };
}

function summaryOf(funnel: Funnel): SideSummary {
  let largestDropOff: DropOff | null = null;
  let slowest: SlowStep | null = null;
  for (const node of funnel.nodes) {
    if (node.dropped > (largestDropOff?.dropped ?? 0)) {
      const { id, dropped, entered } = node;
      largestDropOff = { id, dropped, entered, share: dropped / entered };
    }
    if (node.medianMs !== null && node.medianMs > (slowest?.medianMs ?? -1)) {
      slowest = { id: node.id, medianMs: node.medianMs };
    }
  }
  return { journeys: funnel.journeys, largestDropOff, slowest };
}

const moveKey = (from: string, to: string) => `${from} ${to}`;

/** A against B, node by node and move by move. */
export function compareFunnels(a: Funnel, b: Funnel): FunnelComparison {
  const nodes: NodeComparison[] = [];
  const entered = { a: new Map<string, number>(), b: new Map<string, number>() };
  JOURNEY_NODE_IDS.forEach((id, index) => {
    const nodeA = a.nodes[index] as FunnelNode;
    const nodeB = b.nodes[index] as FunnelNode;
    entered.a.set(id, nodeA.entered);
    entered.b.set(id, nodeB.entered);
    if (nodeA.entered === 0 && nodeB.entered === 0) return;
    const sideA = sideOf(nodeA);
    const sideB = sideOf(nodeB);
    nodes.push({ id, a: sideA, b: sideB, ...differenceOf(sideA.conversion, sideB.conversion) });
  });

  const counts = new Map<
    string,
    { from: JourneyNodeId; to: JourneyNodeId; a: number; b: number }
  >();
  for (const [side, funnel] of [
    ['a', a],
    ['b', b],
  ] as const) {
    for (const edge of funnel.edges) {
      const key = moveKey(edge.from, edge.to);
      const entry = counts.get(key) ?? { from: edge.from, to: edge.to, a: 0, b: 0 };
      entry[side] = edge.count;
      counts.set(key, entry);
    }
  }
  const order = (id: JourneyNodeId) => JOURNEY_NODE_IDS.indexOf(id);
  const moves = [...counts.values()]
    .sort((x, y) => order(x.from) - order(y.from) || order(x.to) - order(y.to))
    .map(({ from, to, a: countA, b: countB }): MoveComparison => {
      const shareA = shareOf(countA, entered.a.get(from) ?? 0);
      const shareB = shareOf(countB, entered.b.get(from) ?? 0);
      return { from, to, a: shareA, b: shareB, ...differenceOf(shareA, shareB) };
    });
  return { a: summaryOf(a), b: summaryOf(b), nodes, moves };
}

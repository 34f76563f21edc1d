// The comparison as the terminal shows it and as CSV (pure: the studio downloads the same CSV
// with its titles).
import type { JourneyNodeId } from '../../contract';
import type { Difference, FunnelComparison, Share, SideSummary } from './compare';
import { csvText, fraction } from './csv';
import { duration, pad } from './table';

/** What A and B are, in words (the filters that make each). */
export interface SideLabels {
  a: string;
  b: string;
}

const pct = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);

/** "62.0% [52.2–70.9]": a share with its 95% interval. */
export function shareText(share: Share): string {
  if (share.share === null || !share.interval) return '–';
  const { low, high } = share.interval;
  return `${pct(share.share)} [${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}]`;
}

/** The difference in percentage points and the verdict: "+15.0 pp, p=0.0235, significant". */
export function differenceText(difference: Difference): string {
  const points =
    difference.difference === null
      ? '–'
      : `${difference.difference >= 0 ? '+' : ''}${(difference.difference * 100).toFixed(1)} pp`;
  switch (difference.verdict) {
    case 'too_few':
      return `${points}, too few journeys (under 30 a side)`;
    case 'untestable':
      return `${points}, nothing to test`;
    default:
      return `${points}, p=${(difference.p as number).toPrecision(3)}, ${
        difference.verdict === 'significant' ? 'significant' : 'not significant'
      }`;
  }
}

/** A side's largest drop-off and slowest step, in words. */
export function summaryText(
  side: SideSummary,
  title: (id: JourneyNodeId) => string = (id) => id,
): string[] {
  const drop = side.largestDropOff;
  const slow = side.slowest;
  return [
    drop
      ? `largest drop-off: ${title(drop.id)}, ${drop.dropped} of ${drop.entered} stopped there (${pct(drop.share)})`
      : 'largest drop-off: none (no journey stopped)',
    slow
      ? `slowest step: ${title(slow.id)}, median ${duration(slow.medianMs)} to move on`
      : 'slowest step: none (no journey moved on)',
  ];
}

export function comparisonTable(comparison: FunnelComparison, labels: SideLabels): string {
  const { a, b } = comparison;
  const nodes = [
    ['node', 'A in', 'A on', 'A stop', 'A moved on [95%]', 'A med', 'A p90'].concat([
      'B in',
      'B on',
      'B stop',
      'B moved on [95%]',
      'B med',
      'B p90',
      'B − A',
    ]),
    ...comparison.nodes.map((node) => [
      node.id,
      String(node.a.entered),
      String(node.a.completed),
      String(node.a.dropped),
      shareText(node.a.conversion),
      duration(node.a.medianMs),
      duration(node.a.p90Ms),
      String(node.b.entered),
      String(node.b.completed),
      String(node.b.dropped),
      shareText(node.b.conversion),
      duration(node.b.medianMs),
      duration(node.b.p90Ms),
      differenceText(node),
    ]),
  ];
  const moves = [
    ['move', 'A took', 'A share [95%]', 'B took', 'B share [95%]', 'B − A'],
    ...comparison.moves.map((move) => [
      `${move.from} → ${move.to}`,
      `${move.a.count}/${move.a.of}`,
      shareText(move.a),
      `${move.b.count}/${move.b.of}`,
      shareText(move.b),
      differenceText(move),
    ]),
  ];
  return [
    `A: ${labels.a}: ${a.journeys} journeys`,
    ...summaryText(a).map((line) => `   ${line}`),
    `B: ${labels.b}: ${b.journeys} journeys`,
    ...summaryText(b).map((line) => `   ${line}`),
    '',
    pad(nodes),
    '',
    pad(moves),
  ].join('\n');
}

export const COMPARISON_CSV_COLUMNS = [
  'kind',
  'node',
  'to',
  'title',
  'a_entered',
  'a_completed',
  'a_dropped',
  'a_share',
  'a_low',
  'a_high',
  'a_median_ms',
  'a_p90_ms',
  'b_entered',
  'b_completed',
  'b_dropped',
  'b_share',
  'b_low',
  'b_high',
  'b_median_ms',
  'b_p90_ms',
  'difference',
  'p_value',
  'verdict',
] as const;

const shareCells = (share: Share) => [
  fraction(share.share),
  fraction(share.interval?.low),
  fraction(share.interval?.high),
];

const differenceCells = (difference: Difference) => [
  fraction(difference.difference),
  difference.p === null ? null : difference.p.toPrecision(4),
  difference.verdict,
];

/**
 * One row a node (entered, moved on, stopped; the share that moved on) and one a move (of the
 * journeys that entered its first node, those that took it: `a_entered` and `a_completed`).
 */
export function comparisonCsv(
  comparison: FunnelComparison,
  title: (id: JourneyNodeId) => string = (id) => id,
): string {
  return csvText(COMPARISON_CSV_COLUMNS, [
    ...comparison.nodes.map((node) => [
      'node',
      node.id,
      null,
      title(node.id),
      ...[node.a, node.b].flatMap((side) => [
        side.entered,
        side.completed,
        side.dropped,
        ...shareCells(side.conversion),
        side.medianMs,
        side.p90Ms,
      ]),
      ...differenceCells(node),
    ]),
    ...comparison.moves.map((move) => [
      'move',
      move.from,
      move.to,
      `${title(move.from)} → ${title(move.to)}`,
      ...[move.a, move.b].flatMap((side) => [
        side.of,
        side.count,
        null,
        ...shareCells(side),
        null,
        null,
      ]),
      ...differenceCells(move),
    ]),
  ]);
}

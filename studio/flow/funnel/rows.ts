// The funnel as the flow view shows it: a row per journey node in the journey view's order,
// with the conversion from the node before it, and the same rows as CSV. Pure: the numbers are
// the counting core's (studio/funnel/core.ts), only arranged here.
import type { JourneyNodeId } from '../../../contract';
import type { Funnel, FunnelEdge, FunnelNode } from '../../funnel/core';
import { csvText, fraction } from '../../funnel/csv';

export interface FunnelRow extends FunnelNode {
  /** The node's title as the journey view names it. */
  title: string;
  /**
   * The node most of its journeys came from (the busiest move into it); null when no journey
   * came from another node (the first node, or a node nobody reached).
   */
  previous: JourneyNodeId | null;
  /** Of the journeys that entered `previous`, the share that moved on to this node (0–1). */
  conversion: number | null;
}

/** The busiest move into each node (the earlier node in `order` wins a tie). */
function mainWayIn(edges: readonly FunnelEdge[], order: readonly string[]) {
  const best = new Map<string, FunnelEdge>();
  const rank = (id: string) => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  for (const edge of edges) {
    const known = best.get(edge.to);
    if (
      !known ||
      edge.count > known.count ||
      (edge.count === known.count && rank(edge.from) < rank(known.from))
    ) {
      best.set(edge.to, edge);
    }
  }
  return best;
}

/**
 * One row per node of the funnel, in `order` (the journey view's node ids; nodes it does not
 * list follow in the funnel's order), titled by `title`.
 */
export function funnelRows(
  funnel: Funnel,
  order: readonly string[],
  title: (id: JourneyNodeId) => string,
): FunnelRow[] {
  const byId = new Map(funnel.nodes.map((node) => [node.id as string, node]));
  const ids = [
    ...order.filter((id) => byId.has(id)),
    ...funnel.nodes.map((node) => node.id as string).filter((id) => !order.includes(id)),
  ];
  const wayIn = mainWayIn(funnel.edges, order);
  return ids.map((id) => {
    const node = byId.get(id) as FunnelNode;
    const edge = wayIn.get(id);
    const before = edge ? byId.get(edge.from) : undefined;
    return {
      ...node,
      title: title(node.id),
      previous: edge ? edge.from : null,
      conversion: edge && before && before.entered > 0 ? edge.count / before.entered : null,
    };
  });
}

/** The share of the journeys that entered an arrow's source and took the arrow (0–1). */
export function edgeShare(funnel: Funnel, edge: FunnelEdge): number | null {
  const from = funnel.nodes.find((node) => node.id === edge.from);
  return from && from.entered > 0 ? edge.count / from.entered : null;
}

/** A share as a whole percentage ("83 %"), or the dash of "not applicable". */
export function percent(share: number | null, locale: string): string {
  if (share === null) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** A time in the node, short: 850 ms, 12.5 s, 3.2 min (in the page's language). */
export function duration(
  ms: number | null,
  locale: string,
  units: { ms: string; s: string; min: string },
): string {
  if (ms === null) return '–';
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (ms < 1000) return `${number(ms, 0)} ${units.ms}`;
  if (ms < 60_000) return `${number(ms / 1000, 1)} ${units.s}`;
  return `${number(ms / 60_000, 1)} ${units.min}`;
}

export const CSV_COLUMNS = [
  'node',
  'title',
  'entered',
  'completed',
  'dropped',
  'previous',
  'conversion',
  'median_ms',
  'p75_ms',
  'p90_ms',
] as const;

/**
 * The rows as CSV (RFC 4180: comma, CRLF, quotes doubled): machine-readable numbers (times in
 * ms, conversion as a fraction with four decimals), the titles in the page's language.
 */
export function funnelCsv(rows: readonly FunnelRow[]): string {
  return csvText(
    CSV_COLUMNS,
    rows.map((row) => [
      row.id,
      row.title,
      row.entered,
      row.completed,
      row.dropped,
      row.previous,
      fraction(row.conversion),
      row.medianMs,
      row.p75Ms,
      row.p90Ms,
    ]),
  );
}

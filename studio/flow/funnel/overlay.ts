// The funnel drawn on the journey view: each box gains lines of its counts (entered, dropped,
// why they stopped), each arrow its count and the share of the source's journeys that took it.
import type { Funnel, FunnelNode } from '../../funnel/core';
import type { JourneyArrow, JourneyPlacement } from '../journey-layout';
import { edgeShare, percent } from './rows';

export function funnelPlacements(
  placements: readonly JourneyPlacement[],
  funnel: Funnel,
  words: (node: FunnelNode) => string[],
): JourneyPlacement[] {
  const byId = new Map(funnel.nodes.map((node) => [node.id as string, node]));
  return placements.map((placement) => {
    const node = byId.get(placement.spec.id);
    if (!node) return placement;
    return {
      ...placement,
      spec: {
        ...placement.spec,
        lines: [...placement.spec.lines, ...words(node)],
      },
    };
  });
}

export function funnelArrows(
  arrows: readonly JourneyArrow[],
  funnel: Funnel,
  locale: string,
): JourneyArrow[] {
  return arrows.map((arrow) => {
    const edge = funnel.edges.find((each) => each.from === arrow.from && each.to === arrow.to) ?? {
      from: arrow.from as Funnel['edges'][number]['from'],
      to: arrow.to as Funnel['edges'][number]['to'],
      count: 0,
    };
    const share = edgeShare(funnel, edge);
    const count = new Intl.NumberFormat(locale).format(edge.count);
    const counted = share === null ? count : `${count} (${percent(share, locale)})`;
    return { ...arrow, label: `${arrow.label} · ${counted}` };
  });
}

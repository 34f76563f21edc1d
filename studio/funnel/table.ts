// The funnel as a plain-text table for the terminal (pure: the flow view may reuse it).
import type { JourneyVia } from '../../contract';
import type { Funnel, FunnelStats } from './core';

function duration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

function pad(cells: string[][]): string {
  const widths =
    cells[0]?.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0))) ?? [];
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function funnelTable(funnel: Funnel, stats?: FunnelStats, via?: JourneyVia): string {
  const nodes = [
    ['node', 'entered', 'completed', 'dropped', 'median', 'p75'],
    ...funnel.nodes.map((node) => [
      node.id,
      String(node.entered),
      String(node.completed),
      String(node.dropped),
      duration(node.medianMs),
      duration(node.p75Ms),
    ]),
  ];
  const edges = [
    ['move', 'journeys'],
    ...funnel.edges.map((edge) => [`${edge.from} → ${edge.to}`, String(edge.count)]),
  ];
  const journeys = via ? `Journeys via ${via}` : 'Journeys';
  const lines = [`${journeys}: ${funnel.journeys}`, '', pad(nodes), '', pad(edges)];
  if (stats) lines.push('', statsLine(stats, via));
  return lines.join('\n');
}

/** What was read; with `via`, the journeys counted were only those that came that way. */
export function statsLine(stats: FunnelStats, via?: JourneyVia): string {
  const parts = [`${stats.lines} lines read`, `${stats.events} journey events`];
  parts.push(`${stats.badLines} bad lines`);
  if (stats.badEvents) parts.push(`${stats.badEvents} bad journey events`);
  if (stats.outOfRange) parts.push(`${stats.outOfRange} events outside --since/--until`);
  if (stats.otherVia) {
    const journeys = `${stats.otherVia} ${stats.otherVia === 1 ? 'journey' : 'journeys'}`;
    parts.push(
      via
        ? `${journeys} not via ${via} left out`
        : `${journeys} via handoff left out (phones opened from the offer's link: --via handoff)`,
    );
  }
  const samples = stats.badSamples.map((sample) => `line ${sample.line}: ${sample.reason}`);
  return parts.join(', ') + (samples.length ? `\n  first bad lines: ${samples.join('; ')}` : '');
}

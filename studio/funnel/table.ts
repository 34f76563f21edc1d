// The funnel as a plain-text table for the terminal (pure: the flow view may reuse it).
import type { JourneyVia } from '../../contract';
import type { Funnel, FunnelStats } from './core';
import { csvText } from './csv';

export function duration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** Columns padded to their widest cell: the first to the left, the others to the right. */
export function pad(cells: string[][]): string {
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
    ['node', 'entered', 'completed', 'dropped', 'median', 'p75', 'p90'],
    ...funnel.nodes.map((node) => [
      node.id,
      String(node.entered),
      String(node.completed),
      String(node.dropped),
      duration(node.medianMs),
      duration(node.p75Ms),
      duration(node.p90Ms),
    ]),
  ];
  const edges = [
    ['move', 'journeys'],
    ...funnel.edges.map((edge) => [`${edge.from} → ${edge.to}`, String(edge.count)]),
  ];
  const journeys = via ? `Journeys via ${via}` : 'Journeys';
  const lines = [`${journeys}: ${funnel.journeys}`, '', pad(nodes), '', pad(edges)];
  const why = whyRows(funnel);
  if (why.length > 1) lines.push('', pad(why));
  if (stats) lines.push('', statsLine(stats, via));
  return lines.join('\n');
}

/**
 * Why they stopped, a node a line: the last signal the machine sent there, counted in journeys,
 * with its details ("field_error 2 (iin 2, birthDate 1); no_error 1").
 */
function whyRows(funnel: Funnel): string[][] {
  return [
    ['stopped at', 'journeys', 'why (the last signal on the node)'],
    ...funnel.nodes
      .filter((node) => node.dropped > 0)
      .map((node) => [
        node.id,
        String(node.dropped),
        node.stops
          .map(({ reason, journeys, details }) => {
            const detail = details.map((entry) => `${entry.detail} ${entry.journeys}`).join(', ');
            return `${reason} ${journeys}${detail ? ` (${detail})` : ''}`;
          })
          .join('; '),
      ]),
  ];
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

/**
 * The nodes as CSV: the counts, the times (ms) and why the stopped journeys stopped
 * (`reason:journeys` pairs, `;` between them).
 */
export function funnelNodesCsv(funnel: Funnel): string {
  return csvText(
    ['node', 'entered', 'completed', 'dropped', 'median_ms', 'p75_ms', 'p90_ms', 'why_stopped'],
    funnel.nodes.map((node) => [
      node.id,
      node.entered,
      node.completed,
      node.dropped,
      node.medianMs,
      node.p75Ms,
      node.p90Ms,
      node.stops.map((stop) => `${stop.reason}:${stop.journeys}`).join(';'),
    ]),
  );
}

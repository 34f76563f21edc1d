// `npm run paths -- --from <export> --top N`: the paths real applicants took, read from the same
// telemetry exports the funnel reads (a Faro collector's NDJSON, a Loki export), next to QA's
// generated paths: the N journeys taken most, the moves they took that no generated path walks,
// and the moves after which they stopped most.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { JOURNEY_END_NODES, JOURNEY_NODE_IDS } from '../../contract';
import { readLine, type JourneySink } from '../../contract/telemetry-export/parse';
import type { QaPath } from './qa-paths';

/** The journey events of an export, by session, with the lines that could not be read. */
export class JourneyTrails implements JourneySink {
  readonly stats = { lines: 0, badEvents: 0 };
  readonly badLines: Array<{ line: number; reason: string }> = [];
  readonly trails = new Map<string, Array<{ node: string; at: number }>>();

  badLine(reason: string): void {
    this.badLines.push({ line: this.stats.lines, reason });
  }

  add(session: string, node: number, at: number): void {
    const id = JOURNEY_NODE_IDS[node];
    if (id === undefined) return;
    const trail = this.trails.get(session) ?? [];
    trail.push({ node: id, at });
    this.trails.set(session, trail);
  }

  /** Each session's journey: its nodes in time order, a node entered again in a row once. */
  journeys(): string[][] {
    return [...this.trails.values()].map((trail) =>
      [...trail]
        .sort((a, b) => a.at - b.at)
        .map((entry) => entry.node)
        .filter((node, index, nodes) => node !== nodes[index - 1]),
    );
  }
}

/** Reads an export file ('-': standard input) line by line. */
export async function readExport(file: string): Promise<JourneyTrails> {
  const trails = new JourneyTrails();
  const input = file === '-' ? process.stdin : createReadStream(file, 'utf8');
  for await (const line of createInterface({ input, crlfDelay: Infinity })) readLine(trails, line);
  return trails;
}

export const moveOf = (from: string, to: string) => `${from} → ${to}`;
const movesOf = (nodes: readonly string[]) =>
  nodes.slice(1).map((node, index) => moveOf(nodes[index]!, node));

export interface Counted {
  what: string;
  count: number;
}

/** Most first; equal counts in the order of their words, so the list is the same every time. */
function ranked(counts: Map<string, number>): Counted[] {
  return [...counts]
    .map(([what, count]) => ({ what, count }))
    .sort((a, b) => b.count - a.count || (a.what < b.what ? -1 : a.what > b.what ? 1 : 0));
}

function tally(items: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/** A journey in words: its nodes joined by arrows. */
export const journeyInWords = (nodes: readonly string[]) => nodes.join(' → ');

/** A generated path's journey: the nodes its screens belong to, each once in a row. */
export const pathJourney = (path: QaPath) =>
  path.steps.map((step) => step.node).filter((node, index, nodes) => node !== nodes[index - 1]);

export interface RealPaths {
  journeys: number;
  /** The N journeys taken most, each with the generated path that walks it exactly, if one does. */
  top: Array<Counted & { nodes: string[]; target: string | null }>;
  /** Moves real journeys took that no generated path walks. */
  uncovered: Counted[];
  /** The last move of journeys that stopped before an end node (JOURNEY_END_NODES). */
  stoppedAfter: Counted[];
}

/** What the export's journeys say next to QA's generated paths. */
export function realPaths(
  journeys: string[][],
  generated: readonly QaPath[],
  top: number,
): RealPaths {
  // The first generated path of a journey names it (several variants may walk the same one).
  const byJourney = new Map<string, string>();
  for (const path of generated) {
    const journey = journeyInWords(pathJourney(path));
    if (!byJourney.has(journey)) byJourney.set(journey, path.target);
  }
  const walked = new Set(generated.flatMap((path) => movesOf(pathJourney(path))));
  const taken = ranked(tally(journeys.map(journeyInWords))).slice(0, top);
  const stopped = journeys.filter((nodes) => {
    const last = nodes.at(-1);
    return nodes.length > 1 && last !== undefined && !JOURNEY_END_NODES.some((end) => end === last);
  });
  return {
    journeys: journeys.length,
    top: taken.map((each) => ({
      ...each,
      nodes: each.what.split(' → '),
      target: byJourney.get(each.what) ?? null,
    })),
    uncovered: ranked(tally(journeys.flatMap(movesOf).filter((move) => !walked.has(move)))),
    stoppedAfter: ranked(tally(stopped.map((nodes) => movesOf(nodes).at(-1)!))),
  };
}

/** The report as text, one line a journey or a move. */
export function realPathsInWords(found: RealPaths, file: string): string {
  const lines = [`${found.journeys} journeys in ${file}; the ${found.top.length} taken most:`];
  found.top.forEach((each, index) =>
    lines.push(
      `  ${index + 1}. ${each.count} × ${each.what}  ${each.target ? `[QA path: ${each.target}]` : '[no generated path walks it]'}`,
    ),
  );
  lines.push(
    found.uncovered.length
      ? 'Moves real journeys took that no generated path walks:'
      : 'Every move real journeys took is walked by a generated path.',
  );
  for (const each of found.uncovered) lines.push(`  ${each.count} × ${each.what}`);
  lines.push(
    found.stoppedAfter.length
      ? 'Where journeys stopped most (the last move before leaving):'
      : 'No journey stopped before its end.',
  );
  for (const each of found.stoppedAfter) lines.push(`  ${each.count} × ${each.what}`);
  return lines.join('\n');
}

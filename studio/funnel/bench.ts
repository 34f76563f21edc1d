// npm run funnel:bench [-- --journeys N] [--format faro|loki]
// Writes a file of N journeys (the four known ones of fixtures.ts, copied under new session
// ids; 100,000 by default), then times, each in a fresh process, a plain line-by-line
// JSON.parse of it and the funnel's count of it (the CLI's own reading), and reports journeys
// per second, the ratio of the two, and the funnel's peak memory (max RSS). It also checks that
// the counts scale exactly: N/4 times those of the four journeys.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readFile } from './cli';
import { FunnelCounter } from './core';
import { readLine } from '../../contract/telemetry-export/parse';
import { KNOWN, copyJourney, faroLine, logcliLine, type Journey } from './fixtures';

const self = fileURLToPath(import.meta.url);

async function writeJourneys(path: string, journeys: number, format: 'faro' | 'loki') {
  const line = format === 'faro' ? faroLine : logcliLine;
  const out = createWriteStream(path);
  let chunk: string[] = [];
  for (let i = 0; i < journeys; i++) {
    const base = KNOWN[i % KNOWN.length] as Journey;
    const journey = copyJourney(base, `${base.session}-${i}`, Math.floor(i / KNOWN.length) * 1000);
    for (let stop = 0; stop < journey.stops.length; stop++) chunk.push(line(journey, stop));
    if (chunk.length > 2000) {
      if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
      chunk = [];
    }
  }
  if (chunk.length) out.write(`${chunk.join('\n')}\n`);
  out.end();
  await once(out, 'finish');
}

/** A child's run: prints its time, peak memory and what it found as one JSON line. */
async function child(mode: string, path: string) {
  const started = performance.now();
  let found: unknown;
  if (mode === 'parse') {
    let lines = 0;
    const input = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
    const reader = createInterface({ input, crlfDelay: Infinity });
    reader.on('line', (line) => {
      if (line !== '') JSON.parse(line);
      lines++;
    });
    await once(reader, 'close');
    found = { lines };
  } else {
    const counter = new FunnelCounter();
    await readFile(counter, path);
    found = { funnel: counter.result(), stats: counter.stats };
  }
  const ms = performance.now() - started;
  process.stdout.write(
    JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, found }) + '\n',
  );
}

interface Run {
  ms: number;
  maxRssMb: number;
  found: {
    lines?: number;
    funnel?: ReturnType<FunnelCounter['result']>;
    stats?: FunnelCounter['stats'];
  };
}

function run(mode: string, path: string): Run {
  const result = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', mode, path], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) throw new Error(`${mode} run failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop() as string) as Run;
}

async function main() {
  const { values } = parseArgs({
    options: {
      journeys: { type: 'string', default: '100000' },
      format: { type: 'string', default: 'faro' },
      child: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.child) {
    await child(values.child, process.argv[process.argv.length - 1] as string);
    return;
  }
  const journeys = Number(values.journeys);
  const format = values.format === 'loki' ? 'loki' : 'faro';
  if (journeys % KNOWN.length !== 0)
    throw new Error(`--journeys must be a multiple of ${KNOWN.length}`);
  const dir = mkdtempSync(join(tmpdir(), 'funnel-bench-'));
  const path = join(dir, `journeys.${format === 'faro' ? 'ndjson' : 'jsonl'}`);
  try {
    await writeJourneys(path, journeys, format);
    const bytes = statSync(path).size;
    const best = (mode: string) => {
      const runs = [run(mode, path), run(mode, path), run(mode, path)];
      return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    };
    const parse = best('parse');
    const funnel = best('funnel');
    const counted = funnel.found.funnel;
    const copies = journeys / KNOWN.length;
    const reference = new FunnelCounter();
    for (const journey of KNOWN) {
      // The four journeys once, counted by the same code, then multiplied.
      const lines = journey.stops.map((_, index) => faroLine(journey, index));
      for (const line of lines) readLine(reference, line);
    }
    const single = reference.result();
    const exact =
      counted !== undefined &&
      counted.journeys === single.journeys * copies &&
      counted.nodes.every((node, index) => {
        const base = single.nodes[index];
        return (
          base !== undefined &&
          node.entered === base.entered * copies &&
          node.completed === base.completed * copies &&
          node.dropped === base.dropped * copies &&
          node.medianMs === base.medianMs
        );
      }) &&
      counted.edges.every(
        (edge, index) => edge.count === (single.edges[index]?.count ?? 0) * copies,
      );
    const report = {
      format,
      journeys,
      lines: parse.found.lines,
      fileMb: Math.round(bytes / 2 ** 20),
      parseSeconds: +(parse.ms / 1000).toFixed(2),
      funnelSeconds: +(funnel.ms / 1000).toFixed(2),
      journeysPerSecond: Math.round(journeys / (funnel.ms / 1000)),
      ratioToPlainParse: +(funnel.ms / parse.ms).toFixed(2),
      funnelPeakMb: Math.round(funnel.maxRssMb),
      plainParsePeakMb: Math.round(parse.maxRssMb),
      badLines: funnel.found.stats?.badLines,
      countsScaleExactly: exact,
    };
    console.log(JSON.stringify(report, null, 2));
    if (!exact || report.ratioToPlainParse > 3) process.exitCode = 1;
  } finally {
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
    else console.log(`kept ${path}`);
  }
}

await main();

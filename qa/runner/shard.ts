// QA's paths over several machines (docs/qa.md, "Across machines"): `--shard i/n` walks one
// share of the paths, each path in exactly one shard; `--merge` joins the shards' reports into
// one, as if one machine had walked them all.
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { UsageError } from '../cli';
import type { QaPath } from '../paths/qa-paths';
import type { RunResult } from './run';

export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

/** `i/n` read, 1 ≤ i ≤ n ≤ 64; a UsageError says what is wrong. */
export function parseShard(text: string): Shard {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || index < 1 || total > 64 || index > total) {
    throw new UsageError(`--shard is i/n with 1 ≤ i ≤ n ≤ 64 (such as 1/2), not "${text}"`);
  }
  return { index, total };
}

/** The shard's share of the paths: every n-th, from the i-th, in the list's order. */
export function inShard<T>(paths: readonly T[], { index, total }: Shard): T[] {
  return paths.filter((_, position) => position % total === index - 1);
}

/** The file a run writes beside its report, for --merge. */
export const RUN_FILE = 'run.json';

const caseSchema = v.looseObject({
  target: v.string(),
  status: v.picklist(['passed', 'failed', 'skipped']),
  ms: v.number(),
  screenshot: v.optional(v.string()),
});
const runSchema = v.looseObject({
  environment: v.string(),
  envFile: v.string(),
  baseUrl: v.string(),
  lang: v.picklist(['ru', 'kk']),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  ms: v.number(),
  cases: v.array(caseSchema),
});

/** A shard's run as its report folder holds it; a UsageError names the file and the field. */
export async function readRun(dir: string): Promise<RunResult> {
  const file = join(dir, RUN_FILE);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(runSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new UsageError(`${file}: ${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`);
  }
  // The cases' own fields (steps, failures) are the runner's; the schema checks what merging reads.
  const run = parsed.output as unknown as RunResult & { startedAt: string };
  return { ...run, startedAt: new Date(run.startedAt) };
}

/**
 * The shards' runs as one: every case, in the order of the full list of paths; started when the
 * first shard started, lasting as long as the longest (the shards ran side by side).
 */
export function mergeRuns(runs: readonly RunResult[], order: readonly QaPath[]): RunResult {
  const [first] = runs;
  if (!first) throw new UsageError('--merge needs at least one report folder');
  for (const run of runs) {
    if (run.lang !== first.lang || run.environment !== first.environment) {
      throw new UsageError(
        `the shards differ: ${first.lang} against ${first.environment}, and ${run.lang} against ${run.environment}`,
      );
    }
  }
  const position = new Map(order.map((path, index) => [path.target, index]));
  const cases = runs
    .flatMap((run) => run.cases)
    .sort((a, b) => (position.get(a.target) ?? Infinity) - (position.get(b.target) ?? Infinity));
  const seen = new Set<string>();
  for (const each of cases) {
    if (seen.has(each.target)) throw new UsageError(`${each.target} was walked by two shards`);
    seen.add(each.target);
  }
  return {
    ...first,
    startedAt: new Date(Math.min(...runs.map((run) => run.startedAt.getTime()))),
    ms: Math.max(...runs.map((run) => run.ms)),
    cases,
  };
}

/** Copies the shards' failure screenshots into the merged report, at the same relative paths. */
export async function copyScreenshots(
  shards: ReadonlyArray<{ dir: string; run: RunResult }>,
  reportDir: string,
): Promise<void> {
  for (const { dir, run } of shards) {
    for (const each of run.cases) {
      if (!each.screenshot) continue;
      await mkdir(dirname(join(reportDir, each.screenshot)), { recursive: true });
      await copyFile(join(dir, each.screenshot), join(reportDir, each.screenshot));
    }
  }
}

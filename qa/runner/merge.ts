// `npm run paths -- --merge DIR… [--report DIR]`: the reports of `--run --shard i/n` joined into
// one junit.xml, index.html and coverage.json, as one machine walking every path would write.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { consoleOutput, usageFailure, UsageError, type Output } from '../cli';
import { qaPaths, scenarioJourneys } from '../paths/qa-paths';
import { DEFAULT_REPORT } from './cli';
import { journeyCoverage, journeyCoverageLine } from './coverage';
import { writeReport } from './report';
import { copyScreenshots, mergeRuns, readRun } from './shard';

export const MERGE_USAGE = `Usage: npm run paths -- --merge DIR… [--report DIR]

Joins the reports of \`npm run paths -- --run --shard i/n --report DIR\` (each folder's run.json)
into one report: junit.xml with every path's testcase, index.html with their screenshots,
coverage.json over all of them.
  --report DIR   where the merged report goes (default ${DEFAULT_REPORT})
  -h, --help     this text
Exit status: 0 every path passed or was skipped, 1 a path failed, 2 a usage error or a folder
without a readable run.json (naming the file and the field).`;

export async function mergeMain(argv: string[], io: Output = consoleOutput): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        merge: { type: 'boolean' },
        report: { type: 'string', default: DEFAULT_REPORT },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
    if (values.help) {
      io.out(MERGE_USAGE);
      return 0;
    }
    if (positionals.length === 0) throw new UsageError('--merge needs the shards’ report folders');
    const shards = await Promise.all(
      positionals.map(async (dir) => ({ dir, run: await readRun(dir) })),
    );
    const lang = shards[0]!.run.lang;
    const order = [...qaPaths(lang), ...scenarioJourneys(lang)];
    const run = mergeRuns(
      shards.map((shard) => shard.run),
      order,
    );
    const walked = new Set(run.cases.map((each) => each.target));
    const coverage = journeyCoverage(
      order.filter((path) => walked.has(path.target)),
      run.cases,
    );
    await copyScreenshots(shards, values.report);
    const files = await writeReport(values.report, run, coverage);
    const failed = run.cases.filter((each) => each.status === 'failed');
    io.out(
      `${run.cases.length} paths (${lang}) from ${shards.length} shards: ${run.cases.length - failed.length} passed or skipped, ${failed.length} failed`,
    );
    io.out(`coverage: ${journeyCoverageLine(coverage)}`);
    io.out(`report: ${files.map((file) => relative(process.cwd(), resolve(file))).join(', ')}`);
    return failed.length > 0 ? 1 : 0;
  } catch (error) {
    return usageFailure(error, io, 'npm run paths -- --merge --help');
  }
}

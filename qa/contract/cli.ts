// `npm run contract -- <command>`: the API contract for a backend team (openapi) and a check of
// a running backend against it (probe). Exit 0 ok, 1 a difference found, 2 a usage error.
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { consoleOutput, usageFailure, UsageError, type Output } from '../cli';
import { loadEnvironment } from '../environments/schema';
import { OPENAPI_FILE, openApiText } from './openapi';
import { formatReport, probe } from './probe';
import { loadSandboxWords } from '../../sandbox/words';

const USAGE = `Usage: npm run contract -- <command> [options]

Commands:
  openapi                 write docs/openapi.json (OpenAPI 3.1) from contract/endpoints.ts
    --out FILE            write there instead
    --check               write nothing; exit 1 when the file differs from what would be written
  probe                   ask a running backend the contract's reads; check every answer
    --base-url URL        the backend's API origin (default: the environment's apiUrl)
    --env FILE            an environment file (qa/environments/*.json): log in as its standard
                          applicant and ask the authenticated reads too; without it only the
                          reads that need no login
    --json                print the report as JSON instead of a table
  -h, --help              this text

Exit status: 0 all well, 1 a difference (a stale file, an answer off the contract), 2 a usage
or environment-file error.

Examples:
  npm run contract -- openapi
  npm run contract -- probe --base-url http://127.0.0.1:5180
  npm run contract -- probe --env qa/environments/sandbox.json`;

export type { Output };

const OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  out: { type: 'string' },
  check: { type: 'boolean', default: false },
  'base-url': { type: 'string' },
  env: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

const COMMAND_OPTIONS = {
  openapi: ['out', 'check'],
  probe: ['base-url', 'env', 'json'],
} as const satisfies Record<string, (keyof typeof OPTIONS)[]>;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;

async function openapi({ values }: Values, io: Output): Promise<number> {
  const file = values.out ?? OPENAPI_FILE;
  // The rules' messages in the document are the catalogs' Russian, as the sandbox answers them.
  await loadSandboxWords();
  const text = await openApiText();
  const shown = relative(process.cwd(), file) || file;
  if (values.check) {
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current === text) {
      io.out(`${shown} is current.`);
      return 0;
    }
    io.err(
      `${shown} ${current === null ? 'is missing' : 'is stale'}: run npm run contract -- openapi`,
    );
    return 1;
  }
  await writeFile(file, text);
  const paths = Object.keys((JSON.parse(text) as { paths: object }).paths).length;
  io.out(`wrote ${shown}: OpenAPI 3.1, ${paths} paths`);
  return 0;
}

async function runProbe({ values }: Values, io: Output): Promise<number> {
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new UsageError(`--base-url must be an http(s) URL, not "${baseUrl}"`);
  }
  const env = values.env === undefined ? undefined : await loadEnvironment(values.env);
  if (baseUrl === undefined && env === undefined) {
    throw new UsageError('probe needs --base-url URL, --env FILE, or both');
  }
  const report = await probe({ apiUrl: baseUrl, env });
  io.out(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.ok ? 0 : 1;
}

/** Runs one command line; the exit status. */
export async function main(argv: string[], io: Output = consoleOutput): Promise<number> {
  try {
    let parsed: Values;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const [command, ...rest] = parsed.positionals;
    if (parsed.values.help) {
      io.out(USAGE);
      return 0;
    }
    if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`);
    if (command !== 'openapi' && command !== 'probe') {
      throw new UsageError(command ? `no command "${command}"` : 'which command?');
    }
    const allowed: readonly string[] = COMMAND_OPTIONS[command];
    const stray = Object.entries(parsed.values).find(
      ([option, value]) => option !== 'help' && value !== false && !allowed.includes(option),
    );
    if (stray) throw new UsageError(`${command} takes no --${stray[0]}`);
    return command === 'openapi' ? await openapi(parsed, io) : await runProbe(parsed, io);
  } catch (error) {
    return usageFailure(error, io, 'npm run contract -- --help');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}

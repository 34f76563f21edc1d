// `npm run observatory`: Mozilla's HTTP Observatory, measured from outside against the built site
// behind the real nginx with TLS, as a deployment serves it (docs/deploy.md):
// 1. a local certificate authority and a certificate for localhost (openssl), in .observatory/;
// 2. `npm run serve` in its TLS mode: the sandbox build, https on one free port, the plain-http
//    server redirecting there on another, the realtime socket over wss on a third
//    (SERVE_TLS_CERT, SERVE_TLS_KEY, HTTPS_PORT, REALTIME_TLS_PORT);
// 3. the scanner in a process that trusts that authority (NODE_EXTRA_CA_CERTS): a bare
//    self-signed certificate would cost the site 40 points as an invalid one.
// Prints the grade, the score and each test; exit 0 at or above --min-score, 1 below it, 2 on
// bad usage or when the site cannot be built, served or reached.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from './support/markdown-table.ts';

const HELP = `npm run observatory -- [--min-score N] [--json]

Builds the sandbox build, serves it with nginx over TLS (a local CA in .observatory/) with http
redirecting to https, and runs Mozilla's HTTP Observatory scanner against it.

  --min-score N  exit 1 when the score is below N (default 130)
  --json         print the scanner's result as JSON instead of a table
  --help         this text

Needs nginx with the brotli static module and openssl (Debian: apt-get install nginx
libnginx-mod-http-brotli-static openssl). Rebuilds dist/ as npm run serve does.
Exit codes: 0 score at or above --min-score, 1 below, 2 usage or environment error.`;

interface ScanResult {
  grade: string;
  score: number;
  status: number;
  testsPassed: number;
  testsQuantity: number;
  tests: { name: string; result: string; pass: boolean; modifier: number; description: string }[];
}

function usage(message: string): never {
  console.error(`observatory: ${message}\n\n${HELP}`);
  process.exit(2);
}

let options: { 'min-score'?: string; json?: boolean; help?: boolean };
try {
  options = parseArgs({
    options: {
      'min-score': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  usage((error as Error).message);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const minScore = Number(options['min-score'] ?? 130);
if (!Number.isInteger(minScore) || minScore < 0) usage('--min-score must be a whole number');

const root = resolve(import.meta.dirname, '..');
const work = join(root, '.observatory');

function openssl(...args: string[]) {
  const run = spawnSync('openssl', args, { cwd: work, encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    console.error(`observatory: openssl ${args[0]} failed: ${run.error?.message ?? run.stderr}`);
    process.exit(2);
  }
}

/** A CA the scanner is told to trust and a localhost certificate it signed (30 days). */
function localCertificates() {
  mkdirSync(work, { recursive: true });
  writeFileSync(
    join(work, 'site.ext'),
    'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\n' +
      'extendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n',
  );
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '30',
    '-subj',
    '/CN=observatory local CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'site.key',
    '-out',
    'site.csr',
    '-subj',
    '/CN=localhost',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'site.pem',
    '-days',
    '30',
    '-extfile',
    'site.ext',
  );
  return { ca: join(work, 'ca.pem'), cert: join(work, 'site.pem'), key: join(work, 'site.key') };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function redirects(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { redirect: 'manual' })).status === 301;
  } catch {
    return false;
  }
}

const { ca, cert, key } = localCertificates();
const [httpPort, httpsPort, realtimePort, sandboxPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
if (!existsSync(join(root, 'node_modules/@mdn/mdn-http-observatory')))
  usage('the @mdn/mdn-http-observatory package is missing: run npm install');

console.error(
  `observatory: building and serving on https://localhost:${httpsPort} (http ${httpPort})…`,
);
const serve = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    REALTIME_TLS_PORT: String(realtimePort),
    SANDBOX_PORT: String(sandboxPort),
    SERVE_TLS_CERT: cert,
    SERVE_TLS_KEY: key,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    if (serve.pid) process.kill(-serve.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', () => (stop(), process.exit(2)));

const deadline = Date.now() + 240_000;
while (!(await redirects(`http://127.0.0.1:${httpPort}/`))) {
  if (serve.exitCode !== null || Date.now() > deadline) {
    stop();
    console.error('observatory: npm run serve did not start (see above)');
    process.exit(2);
  }
  await new Promise((done) => setTimeout(done, 500));
}

const scan = spawnSync(
  process.execPath,
  ['scripts/support/observatory-scan.mjs', 'localhost', String(httpPort), String(httpsPort)],
  { cwd: root, env: { ...process.env, NODE_EXTRA_CA_CERTS: ca }, encoding: 'utf8' },
);
stop();
if (scan.status !== 0) {
  console.error(`observatory: the scan failed\n${scan.stderr}`);
  process.exit(2);
}
const result = JSON.parse(scan.stdout) as ScanResult;
if (options.json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(
    markdownTable(
      ['test', 'result', 'score', 'pass'],
      result.tests.map((test) => [
        test.name,
        test.result,
        test.modifier > 0 ? `+${test.modifier}` : String(test.modifier),
        test.pass ? 'yes' : 'no',
      ]),
    ),
  );
  console.log(
    `\nHTTP Observatory: ${result.grade}, score ${result.score} ` +
      `(${result.testsPassed}/${result.testsQuantity} tests passed; target ${minScore})`,
  );
}
process.exit(result.score >= minScore ? 0 : 1);

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS } from '../../../../contract';
import { parseEnvironment } from '../../../../qa/environments/schema';
import { main, type Output } from '../../../../qa/contract/cli';
import { probe, READS } from '../../../../qa/contract/probe';
import { useSandbox } from '../../sandbox/support';

const SANDBOX_ENV = resolve(import.meta.dirname, '../../../../qa/environments/sandbox.json');

const sandbox = useSandbox({}, { per: 'file' });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'probe-'));
});

function capture(): Output & { out_: string[]; err_: string[] } {
  const out_: string[] = [];
  const err_: string[] = [];
  return { out_, err_, out: (text) => out_.push(text), err: (text) => err_.push(text) };
}

/** sandbox.json with its API pointed at `apiUrl`, written to a file of its own. */
async function sandboxEnvFile(apiUrl: string, patch: Record<string, unknown> = {}) {
  const data = JSON.parse(await readFile(SANDBOX_ENV, 'utf8')) as Record<string, unknown>;
  const file = join(dir, `env-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify({ ...data, apiUrl, ...patch }));
  return file;
}

/** A backend that is the sandbox but for one path, whose answer `change` rewrites. */
async function alteredSandbox(path: string, change: (data: unknown) => unknown) {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(
        Object.entries(req.headers).flatMap(([k, v]) =>
          typeof v === 'string' && k !== 'host' ? [[k, v]] : [],
        ),
      );
      const answer = await fetch(sandbox.url + (req.url ?? '/'), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const text = await answer.text();
      const altered = new URL(req.url ?? '/', 'http://x').pathname === path;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(altered ? JSON.stringify(change(JSON.parse(text))) : text);
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

test('the probe asks the contract’s read-only calls: the GETs marked idempotent', () => {
  expect(READS.map(([name]) => name).sort()).toEqual([
    'clientInfo',
    'countries',
    'documentsList',
    'step',
  ]);
});

describe('against the sandbox', () => {
  test('without --env: the unauthenticated read matches, the authenticated ones are listed as needing --env; exit 0', async () => {
    const io = capture();
    expect(await main(['probe', '--base-url', sandbox.url], io)).toBe(0);
    const table = io.out_.join('\n');
    expect(table).toMatch(/GET \/rest\/documents\/list\/registration\s+200\s+ok/);
    for (const path of [
      '/rest/registration/step',
      '/rest/registration/countries',
      '/rest/client/info',
    ]) {
      expect(table).toMatch(new RegExp(`GET ${path}\\s+-\\s+needs --env`));
    }
  });

  test('with sandbox.json: logs in and every read answers as the contract says; exit 0', async () => {
    const io = capture();
    expect(await main(['probe', '--env', await sandboxEnvFile(sandbox.url)], io)).toBe(0);
    const table = io.out_.join('\n');
    for (const endpoint of [
      ENDPOINTS.step,
      ENDPOINTS.countries,
      ENDPOINTS.clientInfo,
      ENDPOINTS.auth,
    ]) {
      expect(table).toMatch(new RegExp(`${endpoint.method} ${endpoint.path}\\s+200\\s+ok`));
    }
    expect(table).toContain('ok: 7 calls');
  });

  test('changes nothing but the login: POSTs only to sign the consent and to log in, the applicant left on its first step', async () => {
    const sent: string[] = [];
    const recording = ((input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(input, init);
    }) as typeof fetch;
    const data = JSON.parse(await readFile(SANDBOX_ENV, 'utf8')) as object;
    // The SMS code read from the sandbox's GET /sandbox/sms, the `url` method of an environment.
    const env = parseEnvironment(
      { ...data, apiUrl: sandbox.url, sms: { method: 'url', url: '/sandbox/sms?phone={phone}' } },
      'sandbox.json',
    );
    const report = await probe({ env, fetch: recording });
    expect(report.ok).toBe(true);
    expect(sent.filter((call) => !call.startsWith('GET ')).sort()).toEqual([
      'POST /rest/auth',
      'POST /rest/documents/sign',
      'POST /rest/documents/sign',
    ]);
    expect(sent).toContain('GET /sandbox/sms');
    expect(sandbox.state.applicants.get(report.phone ?? '')?.step).toBe('iin');
  });

  test('--json prints the report as data', async () => {
    const io = capture();
    expect(await main(['probe', '--base-url', sandbox.url, '--json'], io)).toBe(0);
    const report = JSON.parse(io.out_.join('')) as {
      ok: boolean;
      rows: { endpoint: string; result: string }[];
    };
    expect(report.ok).toBe(true);
    expect(report.rows.map((row) => [row.endpoint, row.result])).toContainEqual([
      'documentsList',
      'ok',
    ]);
  });
});

/** The probe of a sandbox altered at one path: its exit status and what it printed. */
async function probeAltered(path: string, change: (data: unknown) => unknown, withEnv: boolean) {
  const backend = await alteredSandbox(path, change);
  const io = capture();
  try {
    const args = withEnv
      ? ['--env', await sandboxEnvFile(backend.url)]
      : ['--base-url', backend.url];
    return { status: await main(['probe', ...args], io), table: io.out_.join('\n') };
  } finally {
    await backend.close();
  }
}

describe('an answer off the contract', () => {
  test('exit 1, the table and the summary naming the path and the first field that differs', async () => {
    const { status, table } = await probeAltered(
      '/rest/documents/list/registration',
      (data) => {
        const list = data as { documents: { url: unknown }[] };
        if (list.documents[0]) list.documents[0].url = 5;
        return list;
      },
      false,
    );
    expect(status).toBe(1);
    expect(table).toMatch(/GET \/rest\/documents\/list\/registration\s+200\s+documents\.0\.url: /);
    expect(table).toContain('mismatch: /rest/documents/list/:id');
  });

  test('an authenticated read too: exit 1 naming /rest/client/info and its field', async () => {
    const { status, table } = await probeAltered(
      '/rest/client/info',
      (data) => ({ ...(data as object), phone: '77011234567' }),
      true,
    );
    expect(status).toBe(1);
    expect(table).toMatch(/GET \/rest\/client\/info\s+200\s+phone: /);
    expect(table).toContain('mismatch: /rest/client/info');
    expect(table).toMatch(/GET \/rest\/registration\/step\s+200\s+ok/);
  });

  test('a login that fails is a failure, the reads after it listed as not asked', async () => {
    const { status, table } = await probeAltered('/rest/auth', () => ({ token: 'x' }), true);
    expect(status).toBe(1);
    expect(table).toMatch(/POST \/rest\/auth\s+200\s+bearerToken: /);
    expect(table).toMatch(/GET \/rest\/client\/info\s+-\s+not asked: no session/);
  });
});

describe('usage errors exit 2', () => {
  test.each([
    [[], 'which command?'],
    [['probe'], 'probe needs --base-url URL, --env FILE, or both'],
    [['probe', '--base-url', 'localhost:5180'], '--base-url must be an http(s) URL'],
    [['probe', '--base-url', 'http://x', '--check'], 'probe takes no --check'],
    [['probe', '--nope'], "Unknown option '--nope'"],
  ])('%j', async (argv, message) => {
    const io = capture();
    expect(await main(argv, io)).toBe(2);
    expect(io.err_.join('\n')).toContain(message);
  });

  test('a malformed environment file: the message names the file and the field', async () => {
    const file = await sandboxEnvFile(sandbox.url, { limits: { requestMs: -1 } });
    const io = capture();
    expect(await main(['probe', '--env', file], io)).toBe(2);
    expect(io.err_.join('\n')).toContain(`${file}: limits.requestMs: `);
    const missing = capture();
    expect(await main(['probe', '--env', join(dir, 'nowhere.json')], missing)).toBe(2);
    expect(missing.err_.join('\n')).toContain(`${join(dir, 'nowhere.json')}: no such file`);
  });
});

// Issue 34: the probe and the published document agree. Prism makes a server from
// docs/openapi.json alone, as a backend team would; the probe passes against it, with the
// document's own examples (static) and with random answers made from its schemas (dynamic), and
// fails, naming the call, against a server made from a document that breaks the contract.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main, type Output } from '../../qa/contract/cli';
import { OPENAPI_FILE } from '../../qa/contract/openapi';
import { startPrism, type Prism } from './prism';

const SANDBOX_ENV = resolve(import.meta.dirname, '../../qa/environments/sandbox.json');

/** Random runs against one dynamic Prism: each asks every call again and gets new data. */
const DYNAMIC_RUNS = 6;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prism-'));
});

/** sandbox.json pointed at `apiUrl`: its standard applicant, the SMS code the phone's last digits. */
async function envFor(apiUrl: string): Promise<string> {
  const env = JSON.parse(await readFile(SANDBOX_ENV, 'utf8')) as Record<string, unknown>;
  const file = join(dir, `env-${new URL(apiUrl).port}.json`);
  await writeFile(file, JSON.stringify({ ...env, name: 'prism', apiUrl, history: undefined }));
  return file;
}

async function runProbe(apiUrl: string) {
  const lines: string[] = [];
  const io: Output = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
  const status = await main(['probe', '--env', await envFor(apiUrl)], io);
  return { status, report: lines.join('\n') };
}

type Node = Record<string, unknown>;

/** The object at `keys` under `value` (array indexes as strings); throws naming a missing one. */
function node(value: unknown, ...keys: string[]): Node {
  let at = value;
  for (const key of keys) {
    at = (at as Node | undefined)?.[key];
    if (at === null || typeof at !== 'object') throw new Error(`no object at ${keys.join(' › ')}`);
  }
  return at as Node;
}

/** docs/openapi.json changed by `edit`, written to a file of its own. */
async function documentWith(name: string, edit: (doc: Node) => void) {
  const doc = JSON.parse(await readFile(OPENAPI_FILE, 'utf8')) as Node;
  edit(doc);
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(doc));
  return file;
}

describe('prism mock docs/openapi.json', () => {
  let prism: Prism;
  beforeAll(async () => {
    prism = await startPrism(OPENAPI_FILE);
  });
  afterAll(() => prism.close());

  test('static (the document’s examples): the probe logs in and every call answers as the contract says', async () => {
    const { status, report } = await runProbe(prism.url);
    expect(report).toContain('ok: 7 calls, every answer as the contract says.');
    expect(report).toMatch(/POST \/rest\/documents\/sign \(send the SMS\)\s+202\s+ok/);
    expect(report).toMatch(/POST \/rest\/documents\/sign \(sign with the code\)\s+200\s+ok/);
    expect(status).toBe(0);
  });
});

describe('prism mock -d docs/openapi.json', () => {
  // A new seed each run, printed with any failure, so a failing run can be replayed.
  const seed = process.env.PRISM_SEED ?? String(Date.now() % 1_000_000);
  let prism: Prism;
  beforeAll(async () => {
    prism = await startPrism(OPENAPI_FILE, { dynamic: true, seed });
  });
  afterAll(() => prism.close());

  test(`random answers made from the schemas: the probe passes ${DYNAMIC_RUNS} runs in a row`, async () => {
    for (let run = 1; run <= DYNAMIC_RUNS; run++) {
      const { status, report } = await runProbe(prism.url);
      expect(status, `run ${run}, PRISM_SEED=${seed}:\n${report}`).toBe(0);
    }
  });
});

describe('a server made from a document that breaks the contract', () => {
  test('a document token for a request without the SMS code: exit 1 naming the call', async () => {
    const file = await documentWith('token-without-code', (doc) => {
      const responses = node(doc, 'paths', '/rest/documents/sign', 'post', 'responses');
      const signed = node(responses, '200');
      const media = node(signed, 'content', 'application/json');
      const { sign } = node(media, 'examples');
      responses['202'] = {
        ...signed,
        content: { 'application/json': { ...media, examples: { sendSms: sign } } },
      };
    });
    const prism = await startPrism(file);
    try {
      const { status, report } = await runProbe(prism.url);
      expect(status).toBe(1);
      expect(report).toMatch(/POST \/rest\/documents\/sign \(send the SMS\)\s+202\s+sms_sent: /);
      expect(report).toContain(
        'mismatch: /rest/documents/sign (POST /rest/documents/sign (send the SMS))',
      );
    } finally {
      await prism.close();
    }
  });

  test('ids that are not whole numbers: exit 1 naming the call and the field', async () => {
    const file = await documentWith('fractional-ids', (doc) => {
      const list = node(doc, 'components', 'schemas', 'DocumentsListResponse', 'properties');
      node(list, 'documents', 'items', 'properties').id = { type: 'number' };
      const answer = node(doc, 'paths', '/rest/documents/list/{id}', 'get', 'responses', '200');
      const examples = node(answer, 'content', 'application/json', 'examples');
      node(examples, 'registration', 'value', 'documents', '0').id = 11166976.07994923;
    });
    const prism = await startPrism(file);
    try {
      const { status, report } = await runProbe(prism.url);
      expect(status).toBe(1);
      expect(report).toMatch(
        /GET \/rest\/documents\/list\/registration\s+200\s+documents\.0\.id: /,
      );
      expect(report).toContain('mismatch: /rest/documents/list/:id');
    } finally {
      await prism.close();
    }
  });
});

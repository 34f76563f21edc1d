import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFunnel } from './run-cli';
import type { Funnel } from '../../../../studio/funnel/core';
import { useSandbox } from '../../sandbox/support';
import {
  KNOWN,
  faroLine,
  faroPayload,
  linesOf,
  logcliLine,
  T0,
  DAY,
  HANDOFF_PHONE,
} from '../../../../studio/funnel/fixtures';

const run = runFunnel;

const dir = mkdtempSync(join(tmpdir(), 'funnel-cli-'));
const file = (name: string, lines: string[]) => {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run funnel', () => {
  it('prints exactly the JSON of the funnel with --json, and what it read on stderr', async () => {
    const faro = file('faro.ndjson', ['not json', ...linesOf(KNOWN, faroLine)]);
    const { code, out, err } = await run('--from', faro, '--json');
    expect(code).toBe(0);
    const funnel = JSON.parse(out) as Funnel;
    expect(funnel.journeys).toBe(4);
    expect(funnel.nodes.find((node) => node.id === 'iin')).toEqual({
      id: 'iin',
      entered: 3,
      completed: 2,
      dropped: 1,
      medianMs: 45_000,
      p75Ms: 52_500,
      p90Ms: 57_000,
      stops: [{ reason: 'no_error', journeys: 1, details: [] }],
    });
    expect(err).toContain('1 bad lines');
    expect(err).toContain('line 1: neither JSON nor logfmt');
  });

  it('counts a Loki export the same as the Faro payloads', async () => {
    const faro = await run('--from', file('a.ndjson', linesOf(KNOWN, faroLine)), '--json');
    const loki = await run('--from', file('b.jsonl', linesOf(KNOWN, logcliLine)), '--json');
    expect(loki.out).toBe(faro.out);
  });

  it('prints a table without --json', async () => {
    const { code, out } = await run('--from', file('t.ndjson', linesOf(KNOWN, faroLine)));
    expect(code).toBe(0);
    expect(out).toContain('Journeys: 4');
    expect(out).toMatch(/^iin\s+3\s+2\s+1\s+45\.0 s\s+52\.5 s\s+57\.0 s$/m);
    expect(out).toMatch(/^login\.phone → login\.code\s+3$/m);
  });

  it('applies the filters', async () => {
    const path = file('f.ndjson', linesOf(KNOWN, faroLine));
    const journeys = async (...flags: string[]) =>
      (JSON.parse((await run('--from', path, '--json', ...flags)).out) as Funnel).journeys;
    expect(await journeys('--lang', 'kk')).toBe(1);
    expect(await journeys('--device', 'desktop')).toBe(2);
    expect(await journeys('--since', new Date(T0 + DAY).toISOString())).toBe(3);
    expect(await journeys('--until', '2025-03-02T10:00:00Z')).toBe(1);
  });

  it('counts the phones opened from the offer apart, and says how many it left out', async () => {
    const path = file('v.ndjson', linesOf([...KNOWN, HANDOFF_PHONE], faroLine));
    const table = await run('--from', path);
    expect(table.out).toContain('Journeys: 4');
    expect(table.out).toMatch(/^login\.phone → login\.code\s+3$/m);
    expect(table.out).toContain(
      "1 journey via handoff left out (phones opened from the offer's link: --via handoff)",
    );
    const phones = await run('--from', path, '--via', 'handoff');
    expect(phones.out).toContain('Journeys via handoff: 1');
    expect(phones.out).toMatch(/^login\.code\s+1\s+0\s+1\s+–\s+–\s+–$/m);
    expect(phones.out).toContain('4 journeys not via handoff left out');
    const json = await run('--from', path, '--via', 'handoff', '--json', '--lang', 'ru');
    expect((JSON.parse(json.out) as Funnel).journeys).toBe(0);
  });

  it('exits 2 with a clear message for a source it cannot read or bad arguments', async () => {
    const missing = await run('--from', join(dir, 'nowhere.ndjson'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read .*nowhere\.ndjson: ENOENT/);
    expect((await run('--from', dir)).err).toContain('is not a file');
    const closed = await run('--from', 'http://127.0.0.1:9');
    expect(closed.code).toBe(2);
    expect(closed.err).toContain('cannot read http://127.0.0.1:9/sandbox/telemetry');
    for (const argv of [[], ['--from', 'x', '--lang', 'en'], ['--from', 'x', '--since', 'May']]) {
      expect((await run(...argv)).code).toBe(2);
    }
    expect((await run('--from', 'x', '--device', 'tv')).err).toContain('mobile, tablet or desktop');
    const via = await run('--from', 'x', '--via', 'qr');
    expect(via.code).toBe(2);
    expect(via.err).toContain('--via qr: handoff');
    expect((await run('--from', 'x', '--wat')).err).toContain("Unknown option '--wat'");
  });

  it('--help explains the sources and options', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    const words = [
      '--from',
      '--json',
      '--since',
      '--until',
      '--lang',
      '--device',
      '--via',
      'jsonl',
    ];
    for (const word of words) {
      expect(out).toContain(word);
    }
  });
});

describe('npm run funnel on the sandbox collector', () => {
  const sandbox = useSandbox({}, { per: 'file' });

  it('counts what the collector received, as the NDJSON of the same payloads', async () => {
    const payloads = KNOWN.flatMap((journey) =>
      journey.stops.map((_, index) => faroPayload(journey, index)),
    );
    for (const payload of payloads) {
      const response = await fetch(`${sandbox.url}/sandbox/collect`, {
        method: 'POST',
        // As Faro's transport posts it (the sandbox reads any body as JSON).
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-api-key': 'sandbox-key' },
        body: JSON.stringify(payload),
      });
      expect(response.status).toBe(202);
    }
    // Something that is not a Faro payload: counted bad, never fatal.
    await fetch(`${sandbox.url}/sandbox/collect`, { method: 'POST', body: 'garbage' });
    const live = await run('--from', sandbox.url, '--json');
    expect(live.code).toBe(0);
    expect(live.err).toContain('1 bad lines');
    const ndjson = await run(
      '--from',
      file(
        'same.ndjson',
        payloads.map((payload) => JSON.stringify(payload)),
      ),
      '--json',
    );
    expect(live.out).toBe(ndjson.out);
    expect((JSON.parse(live.out) as Funnel).journeys).toBe(4);
  });
});

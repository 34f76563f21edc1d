import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFunnel } from './run-cli';
import { compareFunnels, type FunnelComparison } from '../../../../studio/funnel/compare';
import { COMPARISON_CSV_COLUMNS } from '../../../../studio/funnel/compare-output';
import { FunnelCounter, type FunnelFilters } from '../../../../studio/funnel/core';
import {
  DAY,
  T0,
  cohort,
  faroLine,
  linesOf,
  type Journey,
} from '../../../../studio/funnel/fixtures';
import { readLine } from '../../../../contract/telemetry-export/parse';
import { erfc, twoProportionTest, wilsonInterval } from '../../../../studio/funnel/stats';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe('the statistics, against values computed by hand', () => {
  it('gives Wilson’s 95% interval as Newcombe (1998) tabulates it', () => {
    // Newcombe, "Two-sided confidence intervals for the single proportion", Stat Med 17:857,
    // table II, method 3 (score interval without continuity correction).
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [x, n, low, high] of cases) {
      const interval = wilsonInterval(x, n);
      expect(interval && [round4(interval.low), round4(interval.high)]).toEqual([low, high]);
    }
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('tests two proportions with the pooled z-test', () => {
    // 60/100 against 75/100: pooled p = 135/200 = 0.675; SE = √(0.675·0.325·(1/100 + 1/100))
    // = √0.0043875 = 0.0662382; z = 0.15 / 0.0662382 = 2.26455; p = 2·(1 − Φ(2.26455)) = 0.02354.
    const test = twoProportionTest(60, 100, 75, 100);
    expect(test?.z).toBeCloseTo(2.26455, 5);
    expect(test?.p).toBeCloseTo(0.02354, 5);
    // The other way round: the same p, z negative.
    expect(twoProportionTest(75, 100, 60, 100)?.z).toBeCloseTo(-2.26455, 5);
    // 30/40 against 33/40: pooled 63/80; z = 0.075 / √(0.7875·0.2125·0.05) = 0.81992; p = 0.41226.
    expect(twoProportionTest(30, 40, 33, 40)?.p).toBeCloseTo(0.41226, 5);
    // All or nothing on both sides: no variance, nothing to test.
    expect(twoProportionTest(0, 50, 0, 50)).toBeNull();
    expect(twoProportionTest(50, 50, 40, 40)).toBeNull();
  });

  it('has the normal tail of the tables: erfc(1/√2) = 0.3173105, erfc(3/√2) = 0.0026998', () => {
    expect(erfc(1 / Math.SQRT2)).toBeCloseTo(0.3173105, 6);
    expect(erfc(3 / Math.SQRT2)).toBeCloseTo(0.0026998, 6);
    expect(erfc(0)).toBeCloseTo(1, 6);
    expect(erfc(-1 / Math.SQRT2)).toBeCloseTo(2 - 0.3173105, 6);
  });
});

// A: 100 journeys, 60 went on to the code after 10 s. B: 100, 75 after 20 s.
const A = cohort('a', 100, 60, 10_000, { lang: 'ru', version: '1.4.0', utm: 'google' });
const B = cohort('b', 100, 75, 20_000, { lang: 'kk', version: '1.5.0', utm: 'instagram' });
// Twenty journeys a day later, from the same source: too few to judge.
const FEW = cohort('few', 20, 10, 5_000, { start: T0 + DAY, utm: 'google' });

function countWith(journeys: readonly Journey[], filters: FunnelFilters) {
  const counter = new FunnelCounter(filters);
  for (const line of linesOf(journeys, faroLine)) readLine(counter, line);
  return counter.result();
}

describe('two funnels side by side', () => {
  const all = [...A, ...B, ...FEW];
  const compare = (a: FunnelFilters, b: FunnelFilters) =>
    compareFunnels(countWith(all, a), countWith(all, b));

  it('gives each side’s counts, shares with intervals, and the significance of B − A', () => {
    const { a, b, nodes, moves } = compare({ version: '1.4.0' }, { version: '1.5.0' });
    expect(a.journeys).toBe(100);
    expect(b.journeys).toBe(100);
    const phone = nodes.find((node) => node.id === 'login.phone');
    expect(phone?.a).toMatchObject({ entered: 100, completed: 60, dropped: 40 });
    expect(phone?.b).toMatchObject({ entered: 100, completed: 75, dropped: 25 });
    expect(phone?.a.conversion.share).toBe(0.6);
    // Wilson 60/100: (0.6 + 1.92073/100) / (1 + 3.84146/100) ∓ … = 0.5020 … 0.6906.
    expect(round4(phone?.a.conversion.interval?.low ?? -1)).toBe(0.502);
    expect(round4(phone?.a.conversion.interval?.high ?? -1)).toBe(0.6906);
    expect(round4(phone?.b.conversion.interval?.low ?? -1)).toBe(0.657);
    expect(round4(phone?.b.conversion.interval?.high ?? -1)).toBe(0.8245);
    expect(phone?.difference).toBeCloseTo(0.15, 10);
    expect(phone?.p).toBeCloseTo(0.02354, 5);
    expect(phone?.verdict).toBe('significant');
    expect(phone?.a).toMatchObject({ medianMs: 10_000, p90Ms: 10_000 });
    expect(phone?.b).toMatchObject({ medianMs: 20_000, p90Ms: 20_000 });
    expect(moves).toEqual([
      expect.objectContaining({
        from: 'login.phone',
        to: 'login.code',
        a: expect.objectContaining({ count: 60, of: 100 }),
        b: expect.objectContaining({ count: 75, of: 100 }),
        verdict: 'significant',
      }),
    ]);
    // The code form: everyone who came stopped there on both sides; nothing to test.
    const code = nodes.find((node) => node.id === 'login.code');
    expect(code?.a).toMatchObject({ entered: 60, completed: 0, dropped: 60 });
    expect(code?.verdict).toBe('untestable');
  });

  it('names each side’s largest drop-off and slowest step', () => {
    const { a, b } = compare({ lang: 'ru', until: T0 + DAY }, { lang: 'kk' });
    expect(a.largestDropOff).toEqual({ id: 'login.code', dropped: 60, entered: 60, share: 1 });
    expect(b.largestDropOff).toEqual({ id: 'login.code', dropped: 75, entered: 75, share: 1 });
    expect(a.slowest).toEqual({ id: 'login.phone', medianMs: 10_000 });
    expect(b.slowest).toEqual({ id: 'login.phone', medianMs: 20_000 });
    const few = compare({ utm: 'google', since: T0 + DAY }, { utm: 'instagram' });
    // 10 of 20 stopped on the phone form, 10 on the code: the first in journey order.
    expect(few.a.largestDropOff).toEqual({
      id: 'login.phone',
      dropped: 10,
      entered: 20,
      share: 0.5,
    });
  });

  it('says too few under 30 journeys on a side, and never judges them', () => {
    const { nodes } = compare({ since: T0 + DAY }, { lang: 'kk' });
    const phone = nodes.find((node) => node.id === 'login.phone');
    expect(phone?.a.entered).toBe(20);
    expect(phone?.verdict).toBe('too_few');
    expect(phone?.p).toBeNull();
    // The share and its interval are still given.
    expect(phone?.a.conversion.share).toBe(0.5);
  });

  it('reads the same cohorts from app version and utm source as from language', () => {
    const byLang = compare({ lang: 'ru', until: T0 + DAY }, { lang: 'kk' });
    const byVersion = compare({ version: '1.4.0' }, { version: '1.5.0' });
    const bySource = compare({ utm: 'google', until: T0 + DAY }, { utm: 'instagram' });
    expect(byVersion).toEqual(byLang);
    expect(bySource).toEqual(byLang);
  });
});

describe('npm run funnel -- --compare', () => {
  const dir = mkdtempSync(join(tmpdir(), 'funnel-compare-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'journeys.ndjson');
  writeFileSync(path, `${linesOf([...A, ...B, ...FEW], faroLine).join('\n')}\n`);

  const run = runFunnel;

  it('prints the comparison of two cohorts as JSON, exact', async () => {
    const { code, out, err } = await run(
      '--from',
      path,
      '--compare',
      '--a',
      'lang=ru,until=2025-03-02T10:00:00Z',
      '--b',
      'lang=kk',
      '--json',
    );
    expect(code).toBe(0);
    const json = JSON.parse(out) as FunnelComparison & { labels: unknown };
    expect(json.labels).toEqual({ a: 'lang=ru,until=2025-03-02T10:00:00Z', b: 'lang=kk' });
    expect(json.a.journeys).toBe(100);
    expect(json.b.journeys).toBe(100);
    expect(json.nodes[0]).toMatchObject({
      id: 'login.phone',
      a: { entered: 100, completed: 60, dropped: 40 },
      b: { entered: 100, completed: 75, dropped: 25 },
      verdict: 'significant',
    });
    expect(err).toContain('365 lines read, 335 journey events');
  });

  it('compares two periods, and says when a side has too few', async () => {
    const { out } = await run(
      '--from',
      path,
      '--compare',
      '--a',
      'since=2025-03-02T00:00:00Z',
      '--b',
      'until=2025-03-02T00:00:00Z',
    );
    expect(out).toContain('A: since=2025-03-02T00:00:00Z: 20 journeys');
    expect(out).toContain('B: until=2025-03-02T00:00:00Z: 200 journeys');
    expect(out).toContain('largest drop-off: login.code, 135 of 135 stopped there (100.0%)');
    expect(out).toContain('slowest step: login.phone, median 20.0 s to move on');
    expect(out).toMatch(/^login\.phone\s+20\s+10\s+10\s+50\.0% \[29\.9–70\.1\].*too few journeys/m);
  });

  it('writes the comparison as CSV', async () => {
    const { out } = await run(
      '--from',
      path,
      '--compare',
      '--a',
      'app-version=1.4.0',
      '--b',
      'app-version=1.5.0',
      '--csv',
    );
    const lines = out.split('\r\n');
    expect(lines[0]).toBe(COMPARISON_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      'node,login.phone,,login.phone,100,60,40,0.6000,0.5020,0.6906,10000,10000,' +
        '100,75,25,0.7500,0.6570,0.8245,20000,20000,0.1500,0.02354,significant',
    );
    expect(lines).toContainEqual(
      'move,login.phone,login.code,login.phone → login.code,100,60,,0.6000,0.5020,0.6906,,,' +
        '100,75,,0.7500,0.6570,0.8245,,,0.1500,0.02354,significant',
    );
  });

  it('exits 2 naming the side and the filter that is wrong', async () => {
    const bad = async (...argv: string[]) => {
      const result = await run('--from', path, ...argv);
      expect(result.code).toBe(2);
      return result.err;
    };
    expect(await bad('--compare', '--a', 'lang=ru')).toContain('--compare needs both sides');
    expect(await bad('--compare', '--a', 'lang=en', '--b', 'lang=kk')).toContain(
      '--a lang en: ru or kk',
    );
    expect(await bad('--compare', '--a', 'lang=ru', '--b', 'colour=red')).toContain(
      '--b colour=red: "colour=red" is not key=value',
    );
    expect(await bad('--compare', '--a', 'since=May', '--b', 'lang=kk')).toContain(
      '--a since May: not an ISO date or time',
    );
    expect(await bad('--a', 'lang=ru')).toContain('--a and --b name the sides of --compare');
    expect(await bad('--json', '--csv')).toContain('choose one');
  });
});

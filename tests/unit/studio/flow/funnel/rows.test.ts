import { describe, expect, it } from 'vitest';
import { JOURNEY_NODE_IDS } from '../../../../../contract';
import { FunnelCounter } from '../../../../../studio/funnel/core';
import { KNOWN, faroLine, linesOf } from '../../../../../studio/funnel/fixtures';
import { readLine } from '../../../../../contract/telemetry-export/parse';
import { funnelArrows, funnelPlacements } from '../../../../../studio/flow/funnel/overlay';
import {
  CSV_COLUMNS,
  duration,
  edgeShare,
  funnelCsv,
  funnelRows,
  percent,
} from '../../../../../studio/flow/funnel/rows';

/** The four known journeys of studio/funnel/fixtures.ts, counted as the worker counts them. */
function knownFunnel() {
  const counter = new FunnelCounter();
  for (const line of linesOf(KNOWN, faroLine)) readLine(counter, line);
  return counter.result();
}

const title = (id: string) => (id === 'iin' ? 'ИИН, "номер"' : `T ${id}`);

describe('the funnel table of the flow view', () => {
  const funnel = knownFunnel();
  const rows = funnelRows(funnel, JOURNEY_NODE_IDS, title);
  const row = (id: string) => rows.find((each) => each.id === id);

  it('has one row per node, in the order given, titled as the journey view names them', () => {
    expect(rows.map((each) => each.id)).toEqual([...JOURNEY_NODE_IDS]);
    expect(row('iin')?.title).toBe('ИИН, "номер"');
    expect(row('login.phone')).toEqual({
      id: 'login.phone',
      title: 'T login.phone',
      entered: 4,
      completed: 3,
      dropped: 1,
      medianMs: 20_000,
      p75Ms: 25_000,
      p90Ms: 28_000,
      stops: [{ reason: 'no_error', journeys: 1, details: [] }],
      previous: null,
      conversion: null,
    });
  });

  it('converts from the node most journeys came from', () => {
    const conversions = Object.fromEntries(
      rows.map((each) => [each.id, [each.previous, each.conversion]]),
    );
    // The nodes the known journeys pass; every other node has no way in.
    const known: Partial<Record<string, [string, number]>> = {
      'login.code': ['login.phone', 0.75],
      iin: ['login.code', 1],
      personal: ['iin', 1 / 3],
      passport: ['personal', 1],
      personal_and_passport: ['iin', 1 / 3],
      // One journey each from passport and from personal_and_passport: the earlier node wins.
      verigram: ['passport', 1],
      waiting_liveness_results: ['verigram', 1],
      liveness_failed: ['waiting_liveness_results', 0.5],
      signing_init: ['waiting_liveness_results', 0.5],
      signing_init_success: ['signing_init', 1],
      signing_result: ['signing_init_success', 1],
      personal_cabinet: ['signing_result', 1],
    };
    expect(conversions).toEqual(
      Object.fromEntries(JOURNEY_NODE_IDS.map((id) => [id, known[id] ?? [null, null]])),
    );
  });

  it('puts nodes the order does not list after those it does', () => {
    const partial = funnelRows(funnel, ['iin', 'login.phone'], title);
    expect(partial.slice(0, 3).map((each) => each.id)).toEqual([
      'iin',
      'login.phone',
      'login.code',
    ]);
    expect(partial).toHaveLength(JOURNEY_NODE_IDS.length);
  });

  it('writes the rows as CSV: a header, CRLF, quoted titles, times in ms', () => {
    const csv = funnelCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines.slice(1, 5)).toEqual([
      'login.phone,T login.phone,4,3,1,,,20000,25000,28000',
      'login.code,T login.code,3,3,0,login.phone,0.7500,30000,30000,30000',
      'iin,"ИИН, ""номер""",3,2,1,login.code,1.0000,45000,52500,57000',
      'personal,T personal,1,1,0,iin,0.3333,60000,60000,60000',
    ]);
    const line = (id: string) => lines.find((each) => each.startsWith(`${id},`));
    expect(line('passport')).toBe('passport,T passport,1,1,0,personal,1.0000,40000,40000,40000');
    expect(line('waiting_external_photo')).toBe(
      'waiting_external_photo,T waiting_external_photo,0,0,0,,,,,',
    );
    expect(lines).toHaveLength(JOURNEY_NODE_IDS.length + 2);
    expect(lines.at(-1)).toBe('');
  });

  it('gives each arrow its count and share, and each box its entered and dropped', () => {
    const edge = funnel.edges.find((each) => each.from === 'login.phone');
    expect(edge && edgeShare(funnel, edge)).toBe(0.75);
    const [phone, code] = funnelArrows(
      [
        { from: 'login.phone', to: 'login.code', label: 'code sent' },
        { from: 'waiting_external_personal', to: 'waiting_external_photo', label: 'server' },
      ],
      funnel,
      'en',
    );
    expect(phone?.label).toBe('code sent · 3 (75%)');
    expect(code?.label).toBe('server · 0');
    const [placed] = funnelPlacements(
      [
        {
          spec: {
            id: 'iin',
            title: 'IIN',
            lines: ['iin', '/login/iin'],
            count: 0,
            expanded: false,
            items: [],
            tone: 'step',
          },
          row: 2,
          lane: 0,
        },
      ],
      funnel,
      (node) => [`in ${node.entered}, out ${node.dropped}`, `why ${node.stops[0]?.reason}`],
    );
    expect(placed?.spec.lines).toEqual(['iin', '/login/iin', 'in 3, out 1', 'why no_error']);
  });

  it('says shares and times briefly in the page language', () => {
    const units = { ms: 'ms', s: 's', min: 'min' };
    expect(percent(1 / 3, 'en')).toBe('33%');
    expect(percent(null, 'ru')).toBe('–');
    expect(duration(850, 'en', units)).toBe('850 ms');
    expect(duration(52_500, 'en', units)).toBe('52.5 s');
    expect(duration(52_500, 'ru', units)).toBe('52,5 s');
    expect(duration(190_000, 'en', units)).toBe('3.2 min');
    expect(duration(null, 'en', units)).toBe('–');
  });
});

import { describe, expect, it } from 'vitest';
import { JOURNEY_NODE_IDS, type JourneyNodeId } from '../../../../contract';
import {
  FunnelCounter,
  type Funnel,
  type FunnelFilters,
  type FunnelNode,
} from '../../../../studio/funnel/core';
import {
  DAY,
  KNOWN,
  T0,
  copyJourney,
  faroLine,
  faroPayload,
  faroSignalLine,
  linesOf,
  logcliLine,
  logcliSignalLine,
  alloyLine,
  alloySignalLine,
  type Journey,
} from '../../../../studio/funnel/fixtures';
import { lineSplitter } from '../../../../studio/funnel/lines';
import { parseGoTime, parseLogfmt } from '../../../../contract/telemetry-export/logfmt';
import { readLine } from '../../../../contract/telemetry-export/parse';
import { quantileOfSorted } from '../../../../studio/funnel/quantile';

function count(lines: readonly string[], filters: FunnelFilters = {}) {
  const counter = new FunnelCounter(filters);
  for (const line of lines) readLine(counter, line);
  return { funnel: counter.result(), stats: counter.stats };
}

const node = (funnel: Funnel, id: JourneyNodeId) =>
  funnel.nodes.find((entry) => entry.id === id) as FunnelNode;

const row = (
  id: JourneyNodeId,
  entered: number,
  completed: number,
  dropped: number,
  medianMs: number | null = null,
  p75Ms: number | null = medianMs,
  p90Ms: number | null = p75Ms,
): FunnelNode => ({
  id,
  entered,
  completed,
  dropped,
  medianMs,
  p75Ms,
  p90Ms,
  // These journeys send no signals: every one that stopped left with no error.
  stops: dropped > 0 ? [{ reason: 'no_error', journeys: dropped, details: [] }] : [],
});

/** The nodes the four journeys of fixtures.ts pass, worked out by hand. */
const PASSED = [
  row('login.phone', 4, 3, 1, 20_000, 25_000, 28_000),
  row('login.code', 3, 3, 0, 30_000),
  row('iin', 3, 2, 1, 45_000, 52_500, 57_000),
  row('personal', 1, 1, 0, 60_000),
  row('passport', 1, 1, 0, 40_000),
  row('personal_and_passport', 1, 1, 0, 60_000),
  row('verigram', 2, 2, 0, 25_000, 27_500, 29_000),
  row('waiting_liveness_results', 2, 2, 0, 5_000),
  row('liveness_failed', 1, 0, 0),
  row('signing_init', 1, 1, 0, 2_000),
  row('signing_init_success', 1, 1, 0, 63_000),
  row('signing_result', 1, 1, 0, 10_000),
  row('personal_cabinet', 1, 0, 0),
];

/** The four journeys, counted: every node of the journey, those they do not pass at zero. */
const EXPECTED: Funnel = {
  journeys: 4,
  nodes: JOURNEY_NODE_IDS.map((id) => PASSED.find((entry) => entry.id === id) ?? row(id, 0, 0, 0)),
  edges: [
    { from: 'login.phone', to: 'login.code', count: 3 },
    { from: 'login.code', to: 'iin', count: 3 },
    { from: 'iin', to: 'personal', count: 1 },
    { from: 'iin', to: 'personal_and_passport', count: 1 },
    { from: 'personal', to: 'passport', count: 1 },
    { from: 'passport', to: 'verigram', count: 1 },
    { from: 'personal_and_passport', to: 'verigram', count: 1 },
    { from: 'verigram', to: 'waiting_liveness_results', count: 2 },
    { from: 'waiting_liveness_results', to: 'liveness_failed', count: 1 },
    { from: 'waiting_liveness_results', to: 'signing_init', count: 1 },
    { from: 'signing_init', to: 'signing_init_success', count: 1 },
    { from: 'signing_init_success', to: 'signing_result', count: 1 },
    { from: 'signing_result', to: 'personal_cabinet', count: 1 },
  ],
};

describe('the funnel of known journeys', () => {
  it('counts entered, completed, dropped, median, p75 and p90 per node, and every move', () => {
    const { funnel, stats } = count(linesOf(KNOWN, faroLine));
    expect(funnel).toEqual(EXPECTED);
    expect(stats).toMatchObject({ badLines: 0, badEvents: 0, events: 23 });
  });

  it('prints exactly the JSON shape of the issue', () => {
    const { funnel } = count(linesOf(KNOWN, faroLine));
    const json = JSON.parse(JSON.stringify(funnel)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['journeys', 'nodes', 'edges']);
    expect(Object.keys((json.nodes as object[])[0] as object)).toEqual([
      'id',
      'entered',
      'completed',
      'dropped',
      'medianMs',
      'p75Ms',
      'p90Ms',
      'stops',
    ]);
    expect(Object.keys((json.edges as object[])[0] as object)).toEqual(['from', 'to', 'count']);
  });

  it('gives the same counts from Loki exports (logcli jsonl and raw) as from Faro payloads', () => {
    expect(count(linesOf(KNOWN, logcliLine)).funnel).toEqual(EXPECTED);
    expect(count(linesOf(KNOWN, alloyLine)).funnel).toEqual(EXPECTED);
  });

  it('reads the sandbox collector’s records (a payload as JSON or as the text that arrived)', () => {
    const records = KNOWN.flatMap((journey) =>
      journey.stops.map((_, index) =>
        JSON.stringify({
          receivedAt: '2025-03-01T10:00:00.000Z',
          headers: {},
          body: index % 2 ? faroPayload(journey, index) : faroLine(journey, index),
        }),
      ),
    );
    expect(count(records).funnel).toEqual(EXPECTED);
  });

  it('does not depend on the order payloads arrive in', () => {
    const lines = linesOf(KNOWN, faroLine);
    const shuffled = lines.map((line, index) => ({ line, key: (index * 7919) % lines.length }));
    shuffled.sort((a, b) => a.key - b.key);
    expect(count(shuffled.map((entry) => entry.line)).funnel).toEqual(EXPECTED);
    expect(count([...lines].reverse()).funnel).toEqual(EXPECTED);
  });

  it('scales exactly on N copies of the journeys', () => {
    const N = 250;
    const copies = Array.from({ length: N }, (_, copy) =>
      KNOWN.map((journey) => copyJourney(journey, `${journey.session}-${copy}`, copy * 1000)),
    ).flat();
    const { funnel } = count(linesOf(copies, faroLine));
    // The times are the same stays N times over: the same medians; p75 and p90 move within a
    // pair of distinct values to the upper one (rank q·(n−1) of n = 2N or 3N values).
    const p75: Partial<Record<JourneyNodeId, number>> = {
      'login.phone': 30_000,
      iin: 60_000,
      verigram: 30_000,
    };
    expect(funnel).toEqual({
      journeys: EXPECTED.journeys * N,
      nodes: EXPECTED.nodes.map((entry) => ({
        ...entry,
        entered: entry.entered * N,
        completed: entry.completed * N,
        dropped: entry.dropped * N,
        p75Ms: p75[entry.id] ?? entry.p75Ms,
        p90Ms: p75[entry.id] ?? entry.p90Ms,
        stops: entry.stops.map((stop) => ({ ...stop, journeys: stop.journeys * N })),
      })),
      edges: EXPECTED.edges.map((edge) => ({ ...edge, count: edge.count * N })),
    });
  });
});

describe('the offer to take the selfie on the phone (issue 33)', () => {
  type Stop = [JourneyNodeId, number];
  const journeyOf = (from: Omit<Journey, 'stops'>, stops: Stop[]): Journey => ({
    ...from,
    stops: stops.map(([id, at]) => ({ node: id, at })),
  });
  const onComputer = (session: string, ...stops: Stop[]) =>
    journeyOf({ session, start: T0, lang: 'ru', device: 'desktop' }, stops);
  const journeys = [
    // The phone's selfie moved the computer on by itself, 90 s after the offer opened.
    onComputer(
      'phone',
      ['passport', 0],
      ['verigram.handoff', 40_000],
      ['waiting_liveness_results', 130_000],
      ['signing_init', 135_000],
    ),
    // Took the selfie on the computer after all, 20 s later.
    onComputer(
      'here',
      ['passport', 0],
      ['verigram.handoff', 30_000],
      ['verigram', 50_000],
      ['waiting_liveness_results', 80_000],
    ),
    // Left at the offer.
    onComputer('left', ['passport', 0], ['verigram.handoff', 60_000]),
  ];

  // The phones opened from the offer's link: sessions of their own, every event `via` handoff.
  const onPhone = (session: string, ...stops: Stop[]) =>
    journeyOf({ session, start: T0 + 45_000, lang: 'ru', device: 'mobile', via: 'handoff' }, stops);
  const phones = [
    // The first computer's phone: logged in, put on the photo by the server's step, selfie.
    onPhone(
      'phone of phone',
      ['login.phone', 0],
      ['login.code', 15_000],
      ['verigram', 35_000],
      ['waiting_liveness_results', 80_000],
      ['signing_init', 85_000],
    ),
    // The third computer's phone: asked for the code and never typed it.
    onPhone('phone of left', ['login.phone', 0], ['login.code', 20_000]),
  ];
  const all = [...journeys, ...phones];

  it('counts who was offered the phone, who went on from it and where, and who stopped there', () => {
    const { funnel, stats } = count(linesOf(all, faroLine));
    expect(funnel.journeys).toBe(3);
    expect(node(funnel, 'verigram.handoff')).toEqual(
      row('verigram.handoff', 3, 2, 1, 55_000, 72_500, 83_000),
    );
    expect(funnel.edges).toEqual(
      expect.arrayContaining([
        { from: 'passport', to: 'verigram.handoff', count: 3 },
        { from: 'verigram.handoff', to: 'waiting_liveness_results', count: 1 },
        { from: 'verigram.handoff', to: 'verigram', count: 1 },
      ]),
    );
    // The phones are the same applicants' second devices: not journeys of their own here.
    expect(node(funnel, 'login.phone')).toEqual(row('login.phone', 0, 0, 0));
    expect(stats.otherVia).toBe(2);
  });

  it('counts the phones opened from the offer apart: how far each got on the phone', () => {
    const { funnel, stats } = count(linesOf(all, faroLine), { via: 'handoff' });
    expect(funnel.journeys).toBe(2);
    expect(stats.otherVia).toBe(3);
    expect(funnel.nodes.filter((each) => each.entered > 0)).toEqual([
      row('login.phone', 2, 2, 0, 17_500, 18_750, 19_500),
      row('login.code', 2, 1, 1, 20_000),
      row('verigram', 1, 1, 0, 45_000),
      row('waiting_liveness_results', 1, 1, 0, 5_000),
      row('signing_init', 1, 0, 1),
    ]);
    expect(funnel.edges).toEqual([
      { from: 'login.phone', to: 'login.code', count: 2 },
      { from: 'login.code', to: 'verigram', count: 1 },
      { from: 'verigram', to: 'waiting_liveness_results', count: 1 },
      { from: 'waiting_liveness_results', to: 'signing_init', count: 1 },
    ]);
  });

  it('reads the way in from Loki exports as from Faro payloads', () => {
    for (const via of [undefined, 'handoff'] as const) {
      const filters = via ? { via } : {};
      const faro = count(linesOf(all, faroLine), filters).funnel;
      expect(count(linesOf(all, logcliLine), filters).funnel).toEqual(faro);
      expect(count(linesOf(all, alloyLine), filters).funnel).toEqual(faro);
    }
  });

  it('takes the way in of a journey from its first event', () => {
    // A computer's session that later opened the link in a tab of its own stays the computer's.
    const later: Journey = { ...phones[1]!, session: 'left', start: T0 + 70_000 };
    const { funnel } = count(linesOf([...journeys, later], faroLine));
    expect(funnel.journeys).toBe(3);
    expect(node(funnel, 'login.code').entered).toBe(1);
  });
});

describe('a journey that loops', () => {
  const looped: Journey = {
    session: 'loop',
    start: T0,
    lang: 'ru',
    device: 'mobile',
    stops: [
      { node: 'verigram', at: 0 },
      { node: 'waiting_liveness_results', at: 1_000 },
      { node: 'liveness_failed', at: 3_000 },
      { node: 'verigram', at: 10_000 },
      { node: 'waiting_liveness_results', at: 14_000 },
      { node: 'signing_init', at: 15_000 },
    ],
  };

  it('enters a node once per session, times every stay, and drops where it stopped', () => {
    const { funnel } = count(linesOf([looped], faroLine));
    expect(funnel.journeys).toBe(1);
    expect(node(funnel, 'verigram')).toEqual(row('verigram', 1, 1, 0, 2_500, 3_250, 3_700));
    expect(node(funnel, 'liveness_failed')).toEqual(row('liveness_failed', 1, 1, 0, 7_000));
    expect(node(funnel, 'signing_init')).toEqual(row('signing_init', 1, 0, 1));
    expect(funnel.edges).toContainEqual({
      from: 'verigram',
      to: 'waiting_liveness_results',
      count: 1,
    });
    expect(funnel.edges).toContainEqual({ from: 'liveness_failed', to: 'verigram', count: 1 });
  });
});

describe('filters', () => {
  const lines = linesOf(KNOWN, faroLine);

  it('keeps the journeys that started in a language or on a kind of device', () => {
    const kk = count(lines, { lang: 'kk' }).funnel;
    expect(kk.journeys).toBe(1);
    expect(node(kk, 'iin')).toEqual(row('iin', 1, 0, 1));
    expect(count(lines, { lang: 'ru' }).funnel.journeys).toBe(3);
    expect(count(lines, { device: 'desktop' }).funnel.journeys).toBe(2);
    expect(count(lines, { device: 'tablet' }).funnel.nodes[0]).toEqual(row('login.phone', 1, 0, 1));
    expect(count(lines, { device: 'mobile', lang: 'kk' }).funnel.journeys).toBe(0);
  });

  it('keeps the events from --since (inclusive) until --until (exclusive)', () => {
    expect(count(lines, { since: T0 + DAY }).funnel.journeys).toBe(3);
    const first = count(lines, { until: T0 + DAY });
    expect(first.funnel.journeys).toBe(1);
    expect(node(first.funnel, 'personal_cabinet').entered).toBe(1);
    expect(first.stats.outOfRange).toBe(12);
    expect(count(lines, { since: T0 + DAY, until: T0 + 2 * DAY }).funnel.journeys).toBe(1);
  });
});

describe('bad input', () => {
  it('counts bad lines and events, reports where, and counts the rest', () => {
    const lines = [
      '{"meta": {"session"',
      'plain words, not a record',
      '',
      '[1, 2]',
      ...linesOf(KNOWN, faroLine),
      JSON.stringify({
        meta: { session: { id: 'x' } },
        events: [{ name: 'journey_node', attributes: { node: 'nowhere', at_ms: '1', lang: 'ru' } }],
      }),
      JSON.stringify({ meta: {}, events: [{ name: 'journey_node', attributes: {} }] }),
      JSON.stringify({
        meta: { session: { id: 'y' } },
        events: [{ name: 'faro.view', attributes: {} }],
      }),
    ];
    const { funnel, stats } = count(lines);
    expect(funnel).toEqual(EXPECTED);
    expect(stats).toMatchObject({ lines: lines.length, badLines: 3, badEvents: 2, events: 23 });
    expect(stats.badSamples.map((sample) => sample.line)).toEqual([1, 2, 4]);
  });
});

describe('pieces', () => {
  it('quantiles as Loki’s quantile_over_time: linear between the nearest ranks', () => {
    expect(quantileOfSorted([], 0.5)).toBeUndefined();
    expect(quantileOfSorted([7], 0.75)).toBe(7);
    expect(quantileOfSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileOfSorted([1, 2, 3, 4], 0.75)).toBe(3.25);
  });

  it('reads Alloy’s logfmt: quoted values with escapes, Go timestamps', () => {
    const fields = parseLogfmt(
      'a=1 b="two words" c="say \\"hi\\"" d= e',
      new Set(['a', 'b', 'c', 'd']),
    );
    expect(Object.fromEntries(fields ?? [])).toEqual({
      a: '1',
      b: 'two words',
      c: 'say "hi"',
      d: '',
    });
    expect(parseGoTime('2025-03-01 10:00:00.123456789 +0500 +05')).toBe(
      Date.parse('2025-03-01T05:00:00.123Z'),
    );
    expect(parseGoTime('2025-03-01 10:00:00 +0000 UTC')).toBe(Date.parse('2025-03-01T10:00:00Z'));
  });

  it('stops reading logfmt at the last wanted key, with or without the optional ones before it', () => {
    const wanted = new Set(['a', 'b', 'c']);
    const optional = new Set(['b']);
    // What follows the last key is never read: a broken quote there does not matter.
    const withB = parseLogfmt('a=1 b=2 c=3 d="broken', wanted, optional);
    expect(Object.fromEntries(withB ?? [])).toEqual({ a: '1', b: '2', c: '3' });
    const withoutB = parseLogfmt('a=1 c=3 d="broken', wanted, optional);
    expect(Object.fromEntries(withoutB ?? [])).toEqual({ a: '1', c: '3' });
    expect(parseLogfmt('a=1 c=3 d="broken', wanted)).toBeUndefined();
  });

  it('splits text chunks into lines whatever the chunk edges', () => {
    const text = linesOf(KNOWN, faroLine).join('\r\n');
    for (const size of [1, 7, 4096]) {
      const counter = new FunnelCounter();
      const splitter = lineSplitter((line) => readLine(counter, line));
      for (let at = 0; at < text.length; at += size) splitter.push(text.slice(at, at + size));
      splitter.end();
      expect(counter.result()).toEqual(EXPECTED);
    }
  });
});

describe('why they stopped (issue 47)', () => {
  type Stop = [JourneyNodeId, number];
  const journey = (session: string, stops: Stop[], signals: Journey['signals'] = []): Journey => ({
    session,
    start: T0,
    lang: 'ru',
    device: 'mobile',
    stops: stops.map(([id, at]) => ({ node: id, at })),
    signals,
  });
  const toPersonal: Stop[] = [
    ['login.phone', 0],
    ['login.code', 10_000],
    ['iin', 20_000],
    ['personal', 30_000],
  ];
  const journeys = [
    // The server refused two fields (422) and the applicant left.
    journey('refused', toPersonal, [
      { node: 'personal', at: 50_000, signal: 'field_error', detail: 'lastName,birthDate' },
    ]),
    // The form's own check refused the birth date twice: the field counts once.
    journey('checked', toPersonal, [
      { node: 'personal', at: 40_000, signal: 'field_error', detail: 'birthDate' },
      { node: 'personal', at: 45_000, signal: 'field_error', detail: 'birthDate,birthDate' },
    ]),
    // The submit timed out, after a refused field: the last thing seen is the timeout.
    journey('timeout', toPersonal, [
      { node: 'personal', at: 40_000, signal: 'field_error', detail: 'iin' },
      { node: 'personal', at: 60_000, signal: 'call_timeout', detail: 'submitForm' },
    ]),
    // Offline on the IIN; the signal of an earlier node does not follow the applicant.
    journey(
      'offline',
      [
        ['login.phone', 0],
        ['iin', 20_000],
      ],
      [
        { node: 'login.phone', at: 5_000, signal: 'field_error', detail: 'phone' },
        { node: 'iin', at: 25_000, signal: 'offline', detail: 'submitForm' },
      ],
    ),
    // The selfie failed with the camera refused, twice; then left.
    journey(
      'camera',
      [
        ['passport', 0],
        ['verigram', 10_000],
      ],
      [
        { node: 'verigram', at: 20_000, signal: 'liveness_error', detail: 'CameraNotAllowedError' },
        { node: 'verigram', at: 30_000, signal: 'liveness_error', detail: 'CameraNotAllowedError' },
      ],
    ),
    // Refused on the IIN, went on, came back to it and left with no error: no_error.
    journey(
      'back',
      [
        ['iin', 0],
        ['personal', 20_000],
        ['iin', 40_000],
      ],
      [{ node: 'iin', at: 10_000, signal: 'field_error', detail: 'iin' }],
    ),
    // Lost realtime while waiting for the photo's result, and a signal of a node it never entered.
    journey(
      'realtime',
      [
        ['verigram', 0],
        ['waiting_liveness_results', 5_000],
      ],
      [
        { node: 'waiting_liveness_results', at: 9_000, signal: 'realtime_lost' },
        { node: 'signing_init', at: 9_500, signal: 'call_failed', detail: 'fetchStep:500' },
      ],
    ),
  ];

  const expected = {
    personal: [
      {
        reason: 'field_error',
        journeys: 2,
        details: [
          { detail: 'birthDate', journeys: 2 },
          { detail: 'lastName', journeys: 1 },
        ],
      },
      { reason: 'call_timeout', journeys: 1, details: [{ detail: 'submitForm', journeys: 1 }] },
    ],
    iin: [
      { reason: 'no_error', journeys: 1, details: [] },
      { reason: 'offline', journeys: 1, details: [{ detail: 'submitForm', journeys: 1 }] },
    ],
    verigram: [
      {
        reason: 'liveness_error',
        journeys: 1,
        details: [{ detail: 'CameraNotAllowedError', journeys: 1 }],
      },
    ],
    waiting_liveness_results: [{ reason: 'realtime_lost', journeys: 1, details: [] }],
  };

  it('counts the last signal of the node each stopped journey ended on, by reason and detail', () => {
    const { funnel, stats } = count(linesOf(journeys, faroLine, faroSignalLine));
    expect(stats.badEvents).toBe(0);
    for (const [id, stops] of Object.entries(expected)) {
      const counted = node(funnel, id as JourneyNodeId);
      expect(counted.stops, id).toEqual(stops);
      expect(stops.reduce((sum, stop) => sum + stop.journeys, 0)).toBe(counted.dropped);
    }
    // No one stopped on the phone form or on signing_init: no reasons there.
    expect(node(funnel, 'login.phone').stops).toEqual([]);
    expect(node(funnel, 'signing_init').stops).toEqual([]);
    // Signals are no journey events: a session of signals alone is no journey.
    expect(funnel.journeys).toBe(journeys.length);
  });

  it('reads the signals from Loki exports as from Faro payloads, in any order', () => {
    const faro = count(linesOf(journeys, faroLine, faroSignalLine)).funnel;
    expect(count(linesOf(journeys, logcliLine, logcliSignalLine)).funnel).toEqual(faro);
    expect(count(linesOf(journeys, alloyLine, alloySignalLine)).funnel).toEqual(faro);
    expect(count(linesOf(journeys, faroLine, faroSignalLine).reverse()).funnel).toEqual(faro);
  });

  it('counts a signal that breaks its schema as a bad event (a value where a name goes)', () => {
    const bad = journey(
      'bad',
      [['iin', 0]],
      [{ node: 'iin', at: 1_000, signal: 'field_error', detail: 'iin=870412300415' }],
    );
    const { funnel, stats } = count(linesOf([bad], faroLine, faroSignalLine));
    expect(stats.badEvents).toBe(1);
    expect(node(funnel, 'iin').stops).toEqual([{ reason: 'no_error', journeys: 1, details: [] }]);
  });
});

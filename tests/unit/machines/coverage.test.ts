import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import {
  countCoverage,
  coverageShortfalls,
  guardOutcomeId,
  pairId,
} from '../../../machines/graph/coverage';

// The model suite's gate (docs/qa.md, "Coverage"), counted on a machine small enough to count
// by hand: two states, three transitions, one named guard.
const machine = setup({ guards: { ready: () => true } }).createMachine({
  id: 'm',
  initial: 'a',
  states: {
    a: { on: { GO: 'b', STAY: { guard: 'ready' } } },
    b: { on: { BACK: 'a' } },
  },
});

const GO = 'm.a|GO|0';
const STAY = 'm.a|STAY|0';
const BACK = 'm.b|BACK|0';

/** A run that went a → b only, with the guard answering true once. */
const observed = {
  nodes: new Set(['m.a', 'm.b']),
  transitions: new Set([GO]),
  pairs: new Set([pairId(GO, BACK)]),
  guards: new Map([['m:ready', new Set([true])]]),
};

describe('model coverage', () => {
  test('counts states, transitions, the pairs that can follow one another and guard outcomes', () => {
    const counted = countCoverage([machine], observed);
    expect(counted.states).toEqual({ covered: 2, total: 2, missing: [] });
    expect(counted.transitions).toEqual({ covered: 1, total: 3, missing: [STAY, BACK] });
    // GO leaves b active: BACK may follow. STAY stays in a: GO or STAY. BACK: GO or STAY. 5 pairs.
    expect(counted.pairs.total).toBe(5);
    expect(counted.pairs.covered).toBe(1);
    expect(counted.pairs.missing.sort()).toEqual(
      [pairId(STAY, GO), pairId(STAY, STAY), pairId(BACK, GO), pairId(BACK, STAY)].sort(),
    );
    expect(counted.guards).toEqual({
      covered: 1,
      total: 2,
      missing: [guardOutcomeId('m:ready', false)],
    });
  });

  test('the gate names every transition not covered and each count under its target', () => {
    const shortfalls = coverageShortfalls([machine], observed, {
      states: 1,
      transitions: 1,
      pairs: 0.2,
      guards: 1,
    });
    expect(shortfalls).toHaveLength(2);
    expect(shortfalls[0]).toContain('transitions: 1/3 covered (33.3%), the target is 100.0%');
    expect(shortfalls[0]).toContain(STAY);
    expect(shortfalls[0]).toContain(BACK);
    expect(shortfalls[1]).toContain('guards: 1/2 covered (50.0%)');
    expect(shortfalls[1]).toContain('m:ready is false');
  });

  test('a run that covers everything passes the gate', () => {
    const everything = {
      nodes: new Set(['m.a', 'm.b']),
      transitions: new Set([GO, STAY, BACK]),
      pairs: new Set([
        pairId(GO, BACK),
        pairId(STAY, GO),
        pairId(STAY, STAY),
        pairId(BACK, GO),
        pairId(BACK, STAY),
      ]),
      guards: new Map([['m:ready', new Set([true, false])]]),
    };
    expect(
      coverageShortfalls([machine], everything, { states: 1, transitions: 1, pairs: 1, guards: 1 }),
    ).toEqual([]);
  });
});

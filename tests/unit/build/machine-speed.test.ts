import { describe, expect, test } from 'vitest';
import { describeMachine, machineSpeed, median } from '../../../scripts/support/machine-speed.ts';

// The measuring scripts report the machine's speed beside their figures (Lighthouse's benchmark
// index): DevTools' calibration calls 1000 a mid-tier phone and 264 a low-tier one, and a
// slowdown of N divides the machine's index by N.

describe('machineSpeed', () => {
  test('takes the median of the journeys and divides it by the slowdown', () => {
    expect(machineSpeed([1278, 986, 1100], 4)).toEqual({
      benchmarkIndexes: [1278, 986, 1100],
      benchmarkIndex: 1100,
      cpuSlowdown: 4,
      emulatedIndex: 275,
    });
  });

  test('an even count takes the mean of the middle two, rounded', () => {
    expect(machineSpeed([1000, 1001], 4)).toMatchObject({
      benchmarkIndex: 1001,
      emulatedIndex: 250,
    });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('no measurement is an error, not a zero', () => {
    expect(() => machineSpeed([], 4)).toThrow('no benchmark index was measured');
  });
});

describe('describeMachine', () => {
  test.each([
    [
      [1000],
      'benchmark index 1000 (median); 4× slower makes it 250, slower than a low-tier phone (264)',
    ],
    [
      [1100],
      'benchmark index 1100 (median); 4× slower makes it 275, between a low-tier phone (264) and a mid-tier one (1000)',
    ],
    [
      [4000],
      'benchmark index 4000 (median); 4× slower makes it 1000, a mid-tier phone (1000) or faster',
    ],
  ])('%j at 4×', (indexes, text) => {
    expect(describeMachine(machineSpeed(indexes, 4))).toBe(`this machine: Lighthouse ${text}`);
  });
});

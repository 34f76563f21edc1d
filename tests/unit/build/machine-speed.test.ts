import { describe, expect, test } from 'vitest';
import {
  cpuSlowdownFor,
  describeMachine,
  machineSpeed,
  median,
  slowdownText,
} from '../../../scripts/support/machine-speed.ts';

// The measuring scripts report the machine's speed beside their figures (Lighthouse's benchmark
// index) and can keep the emulated phone fixed: DevTools' calibration calls 1000 a mid-tier
// phone and 264 a low-tier one, and a slowdown of N divides the machine's index by N.

const at4 = (...indexes: number[]) =>
  indexes.map((benchmarkIndex) => ({ benchmarkIndex, cpuSlowdown: 4 }));

describe('machineSpeed', () => {
  test('takes the median of the journeys and divides it by the slowdown', () => {
    expect(machineSpeed(at4(1278, 986, 1100))).toEqual({
      samples: at4(1278, 986, 1100),
      benchmarkIndex: 1100,
      emulatedIndex: 275,
    });
  });

  test('an even count takes the mean of the middle two, rounded', () => {
    expect(machineSpeed(at4(1000, 1001))).toMatchObject({
      benchmarkIndex: 1001,
      emulatedIndex: 250,
    });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('the emulated phone is each journey’s index over its own slowdown', () => {
    const speed = machineSpeed([
      { benchmarkIndex: 1320, cpuSlowdown: 5 },
      { benchmarkIndex: 792, cpuSlowdown: 3 },
      { benchmarkIndex: 1056, cpuSlowdown: 4 },
    ]);
    expect(speed.emulatedIndex).toBe(264);
    expect(speed.benchmarkIndex).toBe(1056);
  });

  test('no measurement is an error, not a zero', () => {
    expect(() => machineSpeed([])).toThrow('no benchmark index was measured');
  });
});

describe('cpuSlowdownFor', () => {
  test('without a phone to emulate, the fixed slowdown', () => {
    expect(cpuSlowdownFor(2000, undefined, 4)).toBe(4);
  });

  test.each([
    [1056, 264, 4],
    [1019, 264, 3.86],
    [1267, 264, 4.8],
    [3000, 1000, 3],
  ])('a machine of %d emulating a phone of %d: %d×', (index, phone, slowdown) => {
    expect(cpuSlowdownFor(index, phone, 4)).toBe(slowdown);
  });

  test('a machine slower than the phone runs unthrottled', () => {
    expect(cpuSlowdownFor(800, 1000, 4)).toBe(1);
  });
});

describe('describeMachine', () => {
  test.each([
    [
      1000,
      'benchmark index 1000 (median); 4× slower made it 250, slower than a low-tier phone (264)',
    ],
    [
      1100,
      'benchmark index 1100 (median); 4× slower made it 275, between a low-tier phone (264) and a mid-tier one (1000)',
    ],
    [
      4000,
      'benchmark index 4000 (median); 4× slower made it 1000, a mid-tier phone (1000) or faster',
    ],
  ])('%d at 4×', (index, text) => {
    expect(describeMachine(machineSpeed(at4(index)))).toBe(`this machine: Lighthouse ${text}`);
  });

  test('calibrated journeys give their range of slowdowns', () => {
    const samples = [
      { benchmarkIndex: 1019, cpuSlowdown: 3.86 },
      { benchmarkIndex: 1267, cpuSlowdown: 4.8 },
      { benchmarkIndex: 1056, cpuSlowdown: 4 },
    ];
    expect(slowdownText({ samples })).toBe('3.86–4.8×');
    expect(describeMachine(machineSpeed(samples))).toContain('3.86–4.8× slower made it 264,');
  });
});

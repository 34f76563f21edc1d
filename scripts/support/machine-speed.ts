// How fast the measuring machine was, so that a figure taken under an emulated CPU slowdown can
// be read: the same build's step waits moved 30–50% from one hour to the next on a shared
// machine (docs/performance.md). Lighthouse's benchmark index is what it records for the same
// reason; DevTools' CPU calibration calls 1000 a mid-tier phone (a Pixel 5) and 264 a low-tier
// one (a Moto G4 Power 2022). A slowdown of N divides the machine's index by N.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

export const MID_TIER_PHONE_INDEX = 1000;
export const LOW_TIER_PHONE_INDEX = 264;

export interface MachineSpeed {
  /** Lighthouse's benchmark index, unthrottled, one per measurement (journey or run). */
  benchmarkIndexes: number[];
  /** Their median. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** The phone the slowdown made of this machine: the median index over the slowdown. */
  emulatedIndex: number;
}

/**
 * Lighthouse's benchmark index of this machine, measured in `page` (about a second), which must
 * not be throttled yet: a page with nothing loaded, before the journey starts.
 */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  if (typeof index !== 'number' || !Number.isFinite(index))
    throw new Error(`the benchmark index came back as ${String(index)}`);
  return index;
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function machineSpeed(benchmarkIndexes: number[], cpuSlowdown: number): MachineSpeed {
  if (benchmarkIndexes.length === 0) throw new Error('no benchmark index was measured');
  const benchmarkIndex = Math.round(median(benchmarkIndexes));
  return {
    benchmarkIndexes,
    benchmarkIndex,
    cpuSlowdown,
    emulatedIndex: Math.round(benchmarkIndex / cpuSlowdown),
  };
}

/** One line for a report: the machine's index, and which phone the slowdown made of it. */
export function describeMachine({ benchmarkIndex, cpuSlowdown, emulatedIndex }: MachineSpeed) {
  const phone =
    emulatedIndex < LOW_TIER_PHONE_INDEX
      ? `slower than a low-tier phone (${LOW_TIER_PHONE_INDEX})`
      : emulatedIndex < MID_TIER_PHONE_INDEX
        ? `between a low-tier phone (${LOW_TIER_PHONE_INDEX}) and a mid-tier one (${MID_TIER_PHONE_INDEX})`
        : `a mid-tier phone (${MID_TIER_PHONE_INDEX}) or faster`;
  return (
    `this machine: Lighthouse benchmark index ${benchmarkIndex} (median); ` +
    `${cpuSlowdown}× slower makes it ${emulatedIndex}, ${phone}`
  );
}

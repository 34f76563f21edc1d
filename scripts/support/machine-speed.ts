// How fast the measuring machine was, so that a figure taken under an emulated CPU slowdown can
// be read, or taken on the same phone whatever the machine: the same build's step waits moved
// 30–50% from one hour to the next on a shared machine (docs/performance.md). Lighthouse's
// benchmark index is what it records for the same reason; DevTools' CPU calibration calls 1000 a
// mid-tier phone (a Pixel 5) and 264 a low-tier one (a Moto G4 Power 2022). A slowdown of N
// divides the machine's index by N.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

const MID_TIER_PHONE_INDEX = 1000;
const LOW_TIER_PHONE_INDEX = 264;

/** One journey's (or Lighthouse run's) machine: its index, unthrottled, and the slowdown used. */
export interface MachineSample {
  benchmarkIndex: number;
  cpuSlowdown: number;
}

export interface MachineSpeed {
  samples: MachineSample[];
  /** The median of the samples' indexes. */
  benchmarkIndex: number;
  /** The phone the slowdowns made of the machine: the median of index ÷ slowdown. */
  emulatedIndex: number;
}

/**
 * Lighthouse's benchmark index of this machine, measured in `page` (about a second), which must
 * not be throttled yet: a page with nothing loaded, before the journey starts.
 */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  if (typeof index !== 'number' || !Number.isFinite(index) || index <= 0)
    throw new Error(`the benchmark index came back as ${String(index)}`);
  return index;
}

/**
 * The CPU slowdown of a journey: `fixed` (the issue's 4×), or, given the index of a phone to
 * emulate, the machine's index over it, to two decimals (DevTools' calibration does the same),
 * and never below 1: a machine slower than the phone cannot be sped up.
 */
export function cpuSlowdownFor(
  benchmarkIndex: number,
  phoneIndex: number | undefined,
  fixed: number,
): number {
  if (phoneIndex === undefined) return fixed;
  return Math.max(1, Math.round((benchmarkIndex / phoneIndex) * 100) / 100);
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function machineSpeed(samples: MachineSample[]): MachineSpeed {
  if (samples.length === 0) throw new Error('no benchmark index was measured');
  return {
    samples,
    benchmarkIndex: Math.round(median(samples.map((sample) => sample.benchmarkIndex))),
    emulatedIndex: Math.round(
      median(samples.map((sample) => sample.benchmarkIndex / sample.cpuSlowdown)),
    ),
  };
}

/** The slowdowns of the samples as a heading says them: «4×», or «3.86–4.8×». */
export function slowdownText({ samples }: Pick<MachineSpeed, 'samples'>): string {
  const slowdowns = samples.map((sample) => sample.cpuSlowdown);
  const low = Math.min(...slowdowns);
  const high = Math.max(...slowdowns);
  return low === high ? `${low}×` : `${low}–${high}×`;
}

/** One line for a report: the machine's index, and which phone the slowdown made of it. */
export function describeMachine(speed: MachineSpeed): string {
  const { benchmarkIndex, emulatedIndex } = speed;
  const phone =
    emulatedIndex < LOW_TIER_PHONE_INDEX
      ? `slower than a low-tier phone (${LOW_TIER_PHONE_INDEX})`
      : emulatedIndex < MID_TIER_PHONE_INDEX
        ? `between a low-tier phone (${LOW_TIER_PHONE_INDEX}) and a mid-tier one (${MID_TIER_PHONE_INDEX})`
        : `a mid-tier phone (${MID_TIER_PHONE_INDEX}) or faster`;
  return (
    `this machine: Lighthouse benchmark index ${benchmarkIndex} (median); ` +
    `${slowdownText(speed)} slower made it ${emulatedIndex}, ${phone}`
  );
}

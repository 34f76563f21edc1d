// The property suite's budget and, to replay a failure, its seed: `npm run test:property --
// --seed N [--path P] [--runs N]` passes them as PROPERTY_SEED, PROPERTY_PATH, PROPERTY_RUNS.
import type { Parameters } from 'fast-check';

/** Walks a property tries by default: enough to find a two-event fault every time (docs/qa.md). */
export const DEFAULT_RUNS = 200;

const number = (name: string): number | undefined => {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw new Error(`${name}=${value}: not a whole number`);
  return Number(value);
};

/** fast-check's parameters for the suite's properties. */
export function propertyParameters<Ts extends unknown[] = [number[]]>(): Parameters<Ts> {
  const seed = number('PROPERTY_SEED');
  const path = process.env.PROPERTY_PATH || undefined;
  return {
    numRuns: number('PROPERTY_RUNS') ?? DEFAULT_RUNS,
    ...(seed === undefined ? {} : { seed }),
    ...(path === undefined ? {} : { path }),
    // The seed and path of a failure, to replay it with npm run test:property -- --seed=N --path=P.
    verbose: 1,
  };
}

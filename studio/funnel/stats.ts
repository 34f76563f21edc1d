// The statistics of two funnels side by side (issue 47): a conversion's 95% interval (Wilson's
// score interval, right at 0 and 1 and on small counts where the normal one is not) and the
// two-proportion z-test of a difference (pooled, two-sided), as PostHog and Mixpanel report them.

/** z for a two-sided 95% interval: Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;

/** Below this many journeys on either side a difference is not judged: too few. */
export const MIN_JOURNEYS = 30;

/** A difference is significant when its two-sided p-value is below this. */
export const ALPHA = 0.05;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's 95% score interval of `successes` out of `n`; null for no trials. */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ProportionTest {
  /** The z statistic of B's share minus A's. */
  z: number;
  /** The two-sided p-value. */
  p: number;
}

/**
 * The pooled two-proportion z-test of x1/n1 against x2/n2; null when it cannot be made (a side
 * with no trials, or both shares 0 or both 1: no variance, no difference).
 */
export function twoProportionTest(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): ProportionTest | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const pooled = (x1 + x2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (variance <= 0) return null;
  const z = (x2 / n2 - x1 / n1) / Math.sqrt(variance);
  return { z, p: Math.min(1, 2 * normalUpperTail(Math.abs(z))) };
}

/** P(Z > z) for the standard normal: erfc(z/√2)/2. */
export function normalUpperTail(z: number): number {
  return erfc(z / Math.SQRT2) / 2;
}

/**
 * The complementary error function, with a relative error below 1.2·10⁻⁷ everywhere (Numerical
 * Recipes' Chebyshev fit, `erfcc`): p-values are reported to 4 significant digits at most.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * The q-quantile of sorted values, as Prometheus and Loki compute `quantile_over_time`
 * (rank q·(n−1), linear between the two nearest values), so the funnel's median and p75 are
 * those of the LogQL queries in docs/telemetry.md. Undefined for no values.
 */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number): number | undefined {
  const n = sorted.length;
  if (n === 0) return undefined;
  const rank = q * (n - 1);
  const lower = Math.floor(rank);
  const upper = Math.min(lower + 1, n - 1);
  const weight = rank - lower;
  return (sorted[lower] as number) * (1 - weight) + (sorted[upper] as number) * weight;
}

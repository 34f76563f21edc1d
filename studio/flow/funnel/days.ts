// The funnel's dates are days in Almaty (UTC+5, the applicants' time), as the product team
// reads a date: a `<input type="date">` value becomes the bounds of the count.
import type { FunnelFilters } from '../../funnel/core';

const ALMATY = '+05:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** From the start of `since` to the end of `until` (either may be empty: no bound). */
export function dayRange(since: string, until: string): Pick<FunnelFilters, 'since' | 'until'> {
  return {
    ...(since ? { since: Date.parse(`${since}T00:00:00${ALMATY}`) } : {}),
    ...(until ? { until: Date.parse(`${until}T00:00:00${ALMATY}`) + DAY_MS } : {}),
  };
}

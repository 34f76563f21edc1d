// What waits for telemetry's start (it starts in a pause of the visitor's) must not be lost when
// the page is left first: a full navigation of the site (the signing page's return, a link to
// another page) would drop it. Left before it could go, it is kept for the tab and taken up by
// the next page of the site, which sends it once its telemetry is up.
// No schema library here: the telemetry view's list is on every page before it is interactive.

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The items an earlier page of the tab left waiting under `key` (each checked with `isItem`, gone
 * from storage once read), and from now on, this page's still waiting when it is left (`waiting`)
 * kept there for the next one.
 */
export function carryOver<T>(
  key: string,
  isItem: (item: unknown) => item is T,
  waiting: () => readonly T[],
): T[] {
  const storage = tabStorage();
  if (!storage) return [];
  let carried: T[] = [];
  try {
    const stored = storage.getItem(key);
    storage.removeItem(key);
    const parsed: unknown = stored === null ? [] : JSON.parse(stored);
    if (Array.isArray(parsed) && parsed.every(isItem)) carried = parsed;
  } catch {
    // Unreadable: nothing was carried.
  }
  addEventListener('pagehide', () => {
    const left = waiting();
    try {
      if (left.length > 0) storage.setItem(key, JSON.stringify(left));
    } catch {
      // Storage full or blocked: what waited goes with the page.
    }
  });
  return carried;
}

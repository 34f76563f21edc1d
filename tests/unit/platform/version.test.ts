import { describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('../../../src/platform/version');
}

function deploying(...versions: (string | null)[]) {
  return vi.fn(async () => {
    const version = versions.length > 1 ? versions.shift() : versions[0];
    return version === null
      ? new Response('<!doctype html>', { status: 404 })
      : new Response(JSON.stringify({ version }), { status: 200 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('new build detection', () => {
  it('flags a new build when the deployed version changes, and then reloads on navigation', async () => {
    const { watchVersion, isNewBuildAvailable, newBuildReload } = await freshModule();
    const fetchVersion = deploying('2026.03.01-a', '2026.03.01-a', '2026.03.02-b');
    const watch = watchVersion({ fetch: fetchVersion, intervalMs: 60_000 });
    expect(await watch.check()).toBe(false);
    expect(newBuildReload('https://qazcredit.kz/about')).toBeNull();
    expect(await watch.check()).toBe(true);
    expect(isNewBuildAvailable()).toBe(true);
    expect(newBuildReload('https://qazcredit.kz/about')).toEqual({
      kind: 'reload',
      href: 'https://qazcredit.kz/about',
    });
    watch.stop();
    expect(fetchVersion.mock.calls[0]![0]).toBe('/version.json');
  });

  it('reloads once per deployed version per tab, even when the reload brings the stale page back', async () => {
    const tab = new Map<string, string>();
    const storage = {
      getItem: (key: string) => tab.get(key) ?? null,
      setItem: (key: string, value: string) => void tab.set(key, value),
    };
    const href = 'https://qazcredit.kz/about';
    // First page load: the HTML (build a) is cached, version.json says b.
    let module = await freshModule();
    let watch = module.watchVersion({ fetch: deploying('b'), current: 'a' });
    await watch.check();
    expect(module.newBuildReload(href, storage)).toEqual({ kind: 'reload', href });
    watch.stop();
    // The reload served the same stale build a: the tab stays put on every later navigation.
    module = await freshModule();
    watch = module.watchVersion({ fetch: deploying('b'), current: 'a' });
    await watch.check();
    expect(module.newBuildReload(href, storage)).toBeNull();
    expect(module.newBuildReload('https://qazcredit.kz/media', storage)).toBeNull();
    watch.stop();
    // A newer deploy c is worth one more reload.
    module = await freshModule();
    watch = module.watchVersion({ fetch: deploying('c'), current: 'a' });
    await watch.check();
    expect(module.newBuildReload(href, storage)).toEqual({ kind: 'reload', href });
    watch.stop();
  });

  it('compares against the running build when it knows its version', async () => {
    const { watchVersion } = await freshModule();
    const watch = watchVersion({ fetch: deploying('b'), current: 'a' });
    expect(await watch.check()).toBe(true);
    watch.stop();
  });

  it('ignores hosts without a version file', async () => {
    const { watchVersion, isNewBuildAvailable } = await freshModule();
    const watch = watchVersion({ fetch: deploying(null) });
    expect(await watch.check()).toBe(false);
    expect(isNewBuildAvailable()).toBe(false);
    watch.stop();
  });

  it('polls every 60 s by default', async () => {
    vi.useFakeTimers();
    const { watchVersion } = await freshModule();
    const fetchVersion = deploying('a');
    const watch = watchVersion({ fetch: fetchVersion });
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    watch.stop();
    vi.useRealTimers();
  });
});

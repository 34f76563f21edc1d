// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  installChunkReloadGuard,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  reloadOnceForChunkError,
} from '../../../src/platform/reload-guard';

const chunkFailure = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://qazcredit.kz/assets/photo-3f2a1c.js',
  );
const chunkError = chunkFailure();

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('chunk-load failures', () => {
  it('are recognised in the wording of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/lk.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reload the page once, and not again within 10 s', () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    // SPEC §9: page reload guard 10000 ms.
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadOnceForChunkError(chunkFailure(), { storage, reload, now: () => now })).toBe(true);
    now += 9_999;
    expect(reloadOnceForChunkError(chunkFailure(), { storage, reload, now: () => now })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadOnceForChunkError(chunkFailure(), { storage, reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('give an error boundary the same answer on every render of one failure', () => {
    const storage = memory();
    const reload = vi.fn();
    const failure = chunkFailure();
    expect(reloadOnceForChunkError(failure, { storage, reload })).toBe(true);
    expect(reloadOnceForChunkError(failure, { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memory(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reload while offline: the browser would show its own error page', () => {
    const reload = vi.fn();
    const offline = { storage: memory(), reload, online: () => false };
    expect(reloadOnceForChunkError(chunkError, offline)).toBe(false);
    const uninstall = installChunkReloadGuard(window, offline);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: chunkError,
    });
    window.dispatchEvent(event);
    uninstall();
    expect(reload).not.toHaveBeenCalled();
    // Vite then tries the import itself: the module may be there already.
    expect(event.defaultPrevented).toBe(true);
  });

  it("handle Vite's preload error event", () => {
    const reload = vi.fn();
    const uninstall = installChunkReloadGuard(window, { storage: memory(), reload });
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: chunkError,
    });
    window.dispatchEvent(event);
    uninstall();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });
});

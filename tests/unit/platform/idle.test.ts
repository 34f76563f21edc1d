// @vitest-environment jsdom
// Work nobody asked for (the next screens fetched ahead, telemetry's start) waits for the browser
// to be idle (telemetry also for a pause in the visitor's typing), and a browser without requestIdleCallback (Safari) still gets it a moment later;
// a visitor whose browser asks to save data (Chromium's data saver) is spared it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savesData, whenIdle, whenQuiet } from '../../../src/platform/idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task when the browser says it is idle, at the latest after the timeout', () => {
    const idle: { task: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => {
      idle.push({ task, ...options });
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, { timeout: 3000 });
    expect(task).not.toHaveBeenCalled();
    expect(idle[0]!.timeout).toBe(3000);
    idle[0]!.task();
    expect(task).toHaveBeenCalledOnce();
  });

  it('is cancelled before the browser gets idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(() => {})();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, runs after the fallback delay unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task, { fallbackMs: 500 });
    whenIdle(cancelled, { fallbackMs: 500 })();
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenQuiet (telemetry starts in a pause of the visitor, issue 31)', () => {
  const key = () => dispatchEvent(new KeyboardEvent('keydown', { key: '7' }));

  it('waits while the visitor types, and runs a second after the last key, when idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenQuiet(task, { quietMs: 1000 });
    for (let typed = 0; typed < 20; typed++) {
      vi.advanceTimersByTime(300);
      key();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    // The pause has come; then the browser's next idle moment (here the fallback's second).
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledOnce();
    key();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs by the deadline for a visitor who never pauses, and not at all once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenQuiet(task, { quietMs: 1000, maxWaitMs: 5000 });
    whenQuiet(cancelled, { quietMs: 1000, maxWaitMs: 5000 })();
    for (let typed = 0; typed < 30; typed++) {
      vi.advanceTimersByTime(200);
      key();
    }
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('savesData', () => {
  it('is true only when the connection says so', () => {
    expect(savesData({ connection: { saveData: true } })).toBe(true);
    expect(savesData({ connection: { saveData: false } })).toBe(false);
    // Firefox and Safari have no Network Information: nothing says to save data.
    expect(savesData({})).toBe(false);
  });
});

// @vitest-environment jsdom
// Telemetry is sent when the browser is idle, never in the middle of a screen's render or a
// key; a page being hidden sends at once, and sends what was waiting, so no event is lost.
import { describe, expect, it, vi } from 'vitest';
import { idleSend } from '../../../src/platform/idle-send';

function page(state: DocumentVisibilityState = 'visible') {
  const target = new EventTarget() as Document;
  let visibility = state;
  Object.defineProperty(target, 'visibilityState', { get: () => visibility });
  return {
    document: target,
    hide() {
      visibility = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

function idleQueue() {
  const tasks: (() => void)[] = [];
  const idle = vi.fn((task: () => void) => {
    tasks.push(task);
    return () => {
      const at = tasks.indexOf(task);
      if (at >= 0) tasks.splice(at, 1);
    };
  });
  return { idle, runAll: () => tasks.splice(0).forEach((task) => task()) };
}

describe('telemetry sent when the browser is idle', () => {
  it('holds a batch until the browser is idle, then sends it once', async () => {
    const { document } = page();
    const { idle, runAll } = idleQueue();
    const send = vi.fn(async () => {});
    const sent = idleSend(send, { page: document, idle })(['view changed']);
    expect(send).not.toHaveBeenCalled();
    runAll();
    await sent;
    expect(send).toHaveBeenCalledExactlyOnceWith(['view changed']);
  });

  it('sends at once on a hidden page, and sends what waits when the page is hidden', async () => {
    const tab = page();
    const { idle } = idleQueue();
    const send = vi.fn(async () => {});
    const sendIdle = idleSend(send, { page: tab.document, idle });
    const waiting = sendIdle(['journey step']);
    tab.hide();
    await waiting;
    expect(send).toHaveBeenCalledExactlyOnceWith(['journey step']);
    await sendIdle(['page left']);
    expect(send).toHaveBeenLastCalledWith(['page left']);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('passes a failed send on to the caller', async () => {
    const tab = page('hidden');
    const failure = new Error('offline');
    const send = vi.fn(() => Promise.reject(failure));
    await expect(idleSend(send, { page: tab.document })(['x'])).rejects.toBe(failure);
  });
});

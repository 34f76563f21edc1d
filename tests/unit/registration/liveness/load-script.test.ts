// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadProviderScript,
  scriptProvider,
} from '../../../../src/features/registration/liveness/load-script';
import type { LivenessProvider } from '../../../../src/features/registration/liveness/provider';

// The provider's address the settings name (unit tests compile no settings in): the liveness
// script policy lets through this file only.
vi.mock('../../../../src/platform/config', () => ({
  appConfig: { livenessScriptUrl: '/sandbox/liveness/provider.js' },
}));

// A fresh address per test: a loaded script is remembered by its address.
let counter = 0;
let scriptUrl = '';
beforeEach(() => {
  counter += 1;
  scriptUrl = `/sandbox/liveness/provider.js?test=${counter}`;
});
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];
const lastScript = () => scripts().at(-1)!;
const globalProvider = (provider: LivenessProvider | undefined) =>
  ((window as unknown as { LivenessProvider?: LivenessProvider }).LivenessProvider = provider);

function fakeProvider(): LivenessProvider {
  return {
    startSession: vi.fn(() => Promise.resolve({ sessionId: 's-1' })),
    run: vi.fn(() => Promise.resolve({ bestframe: '/9j/AA==' })),
    stop: vi.fn(),
  };
}

afterEach(() => {
  globalProvider(undefined);
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('loading the provider script', () => {
  it('refuses, through its Trusted Types policy, any script but the configured provider', async () => {
    await expect(loadProviderScript('https://elsewhere.example/provider.js')).rejects.toMatchObject(
      {
        name: 'ServerConnectionError',
      },
    );
    await expect(loadProviderScript('/sandbox/other.js')).rejects.toMatchObject({
      name: 'ServerConnectionError',
    });
    expect(scripts()).toEqual([]);
  });

  it('adds the script from the configured address and hands back the provider it defines', async () => {
    const loading = loadProviderScript(scriptUrl);
    expect(lastScript().getAttribute('src')).toBe(scriptUrl);
    const provider = fakeProvider();
    globalProvider(provider);
    lastScript().dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(provider);
  });

  it('names an unreachable script ServerConnectionError and loads afresh on retry', async () => {
    const loading = loadProviderScript(scriptUrl);
    lastScript().dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({ name: 'ServerConnectionError' });
    expect(scripts()).toHaveLength(0);

    void loadProviderScript(scriptUrl).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('names a script that defines no provider NoWrapperError', async () => {
    const loading = loadProviderScript(scriptUrl);
    lastScript().dispatchEvent(new Event('load'));
    await expect(loading).rejects.toMatchObject({ name: 'NoWrapperError' });
  });

  it('names a script that does not arrive in time SlowInternetError', async () => {
    vi.useFakeTimers();
    const loading = loadProviderScript(scriptUrl, { timeoutMs: 1000 });
    const failed = expect(loading).rejects.toMatchObject({ name: 'SlowInternetError' });
    vi.advanceTimersByTime(1000);
    await failed;
  });

  it('loads the script once, when the first session starts, and delegates to it', async () => {
    const provider = scriptProvider(scriptUrl);
    expect(scripts()).toHaveLength(0);

    const session = provider.startSession({ apiBase: '', token: 'bearer' });
    const loaded = fakeProvider();
    globalProvider(loaded);
    lastScript().dispatchEvent(new Event('load'));
    await expect(session).resolves.toEqual({ sessionId: 's-1' });
    expect(loaded.startSession).toHaveBeenCalledWith({ apiBase: '', token: 'bearer' });

    await provider.startSession({ apiBase: '', token: 'bearer' });
    expect(scripts()).toHaveLength(1);
    provider.stop();
    expect(loaded.stop).toHaveBeenCalled();
  });

  it('names a session the provider does not start in time SlowInternetError (issue 13)', async () => {
    const provider = scriptProvider(scriptUrl, { sessionTimeoutMs: 1000 });
    const loaded = fakeProvider();
    vi.mocked(loaded.startSession).mockReturnValue(new Promise(() => undefined));
    globalProvider(loaded);
    vi.useFakeTimers();
    const session = provider.startSession({ apiBase: '', token: 'bearer' });
    const failed = expect(session).rejects.toMatchObject({ name: 'SlowInternetError' });
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
  });
});

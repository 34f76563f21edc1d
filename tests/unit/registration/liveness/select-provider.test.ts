import { describe, expect, it } from 'vitest';
import {
  chooseLivenessMode,
  createProvider,
  MODE_STORAGE_KEY,
} from '../../../../src/features/registration/liveness/select-provider';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const choose = (search: string, storage = memoryStorage(), isProduction = false) =>
  chooseLivenessMode({ search, storage, isProduction });

describe('choosing the liveness provider', () => {
  it('runs the external script unless asked otherwise', () => {
    expect(choose('')).toEqual({ mode: 'script', outcome: 'success' });
  });

  it('runs the in-app mock on ?liveness=mock, succeeding by default', () => {
    expect(choose('?liveness=mock')).toEqual({ mode: 'mock', outcome: 'success' });
  });

  it('makes the mock fail with the liveness error named in ?livenessError', () => {
    expect(choose('?liveness=mock&livenessError=CameraNotAllowedError')).toEqual({
      mode: 'mock',
      outcome: 'CameraNotAllowedError',
    });
    expect(choose('?liveness=mock&livenessError=NoSuchError').outcome).toBe('success');
  });

  it('keeps the mock for the tab, since the flow reaches the photo screen without the query', () => {
    const storage = memoryStorage();
    choose('?liveness=mock&livenessError=SlowInternetError', storage);
    expect(choose('', storage)).toEqual({ mode: 'mock', outcome: 'SlowInternetError' });
  });

  it('goes back to the script on ?liveness=script', () => {
    const storage = memoryStorage();
    choose('?liveness=mock', storage);
    expect(choose('?liveness=script', storage).mode).toBe('script');
    expect(storage.values.has(MODE_STORAGE_KEY)).toBe(false);
    expect(choose('', storage).mode).toBe('script');
  });

  it('ignores a damaged stored choice', () => {
    expect(choose('', memoryStorage({ [MODE_STORAGE_KEY]: '{oops' })).mode).toBe('script');
  });

  it('never runs the mock in production, whatever the query or the tab says', () => {
    const storage = memoryStorage({ [MODE_STORAGE_KEY]: '{"mode":"mock","outcome":"success"}' });
    expect(choose('?liveness=mock', storage, true).mode).toBe('script');
    expect(choose('', storage, true).mode).toBe('script');
  });

  it('builds the provider of the chosen mode behind the same interface', () => {
    const options = { scriptUrl: '/provider.js', hintText: () => '' };
    for (const mode of ['script', 'mock'] as const) {
      const { mode: built, provider } = createProvider({ mode, outcome: 'success' }, options);
      expect(built).toBe(mode);
      expect(typeof provider.startSession).toBe('function');
      expect(typeof provider.run).toBe('function');
      expect(typeof provider.stop).toBe('function');
    }
  });
});

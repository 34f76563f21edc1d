// The passport form's country list is asked once per language for the page, so a list fetched
// ahead is there when the form first renders; a failed read is asked again (the form's retry).
import { describe, expect, it, vi } from 'vitest';
import { rememberRead } from '../../../src/api/remembered';

describe('a remembered read', () => {
  it('asks once per language, and has the answer at hand once it came', async () => {
    let lang = 'ru';
    const read = vi.fn(async () => ({ lang }));
    const countries = rememberRead(read, () => lang);
    expect(countries.peek()).toBeNull();
    const first = countries();
    expect(countries()).toBe(first);
    expect(await first).toEqual({ lang: 'ru' });
    expect(countries.peek()).toEqual({ lang: 'ru' });
    lang = 'kk';
    expect(countries.peek()).toBeNull();
    expect(await countries()).toEqual({ lang: 'kk' });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failure', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('list');
    const countries = rememberRead(read, () => 'ru');
    await expect(countries()).rejects.toThrow('offline');
    expect(countries.peek()).toBeNull();
    expect(await countries()).toBe('list');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

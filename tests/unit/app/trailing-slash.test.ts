import { describe, expect, test, vi } from 'vitest';
import { stripTrailingSlash, withoutTrailingSlash } from '../../../src/app/trailing-slash';

// SPEC.md §2: "A path with a trailing slash (other than the root) is redirected to the same path
// without it."
describe('trailing slash', () => {
  test('is removed from every path but the root', () => {
    expect(withoutTrailingSlash('/login/')).toBe('/login');
    expect(withoutTrailingSlash('/kk/about/documents/')).toBe('/kk/about/documents');
    expect(withoutTrailingSlash('/about//')).toBe('/about');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('/about')).toBe('/about');
  });

  test('the address is replaced with the query and the fragment kept', () => {
    const replaceState = vi.fn();
    stripTrailingSlash(
      { pathname: '/login/', search: '?utm_source=sms', hash: '#top' },
      { replaceState, state: { key: 'k' } },
    );
    expect(replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/login?utm_source=sms#top');
  });

  test('an address without one is left alone', () => {
    const replaceState = vi.fn();
    stripTrailingSlash({ pathname: '/', search: '?a=1', hash: '' }, { replaceState, state: null });
    stripTrailingSlash({ pathname: '/about', search: '', hash: '' }, { replaceState, state: null });
    expect(replaceState).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadTagManager, tagManagerId } from '../../../src/platform/gtag';

const config = { enabled: true, id: 'GTM-K7QZ2P', mobileId: 'GTM-M0B1LE' };

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('tag manager', () => {
  it('uses the web id on the web and the mobile id in the app wrapper', () => {
    expect(tagManagerId(config, { isMobileApp: false, search: '' })).toBe('GTM-K7QZ2P');
    expect(tagManagerId(config, { isMobileApp: true, search: '' })).toBe('GTM-M0B1LE');
  });

  it('is skipped when disabled, without an id, or with ?gtm=disabled', () => {
    expect(
      tagManagerId({ ...config, enabled: false }, { isMobileApp: false, search: '' }),
    ).toBeNull();
    expect(tagManagerId({ ...config, id: '' }, { isMobileApp: false, search: '' })).toBeNull();
    expect(
      tagManagerId(config, { isMobileApp: false, search: '?utm_source=x&gtm=disabled' }),
    ).toBeNull();
  });

  it('adds the script once, with the data layer started', () => {
    expect(loadTagManager(config, { isMobileApp: false, search: '' })).toBe('GTM-K7QZ2P');
    loadTagManager(config, { isMobileApp: false, search: '' });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-K7QZ2P');
    expect(scripts[0]!.async).toBe(true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  it('loads gtag.js for a measurement id', () => {
    loadTagManager({ ...config, id: 'G-4XJ9L2' }, { isMobileApp: false, search: '' });
    expect(document.head.querySelector('script')!.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-4XJ9L2',
    );
  });

  it('adds nothing when skipped', () => {
    expect(loadTagManager(config, { isMobileApp: false, search: '?gtm=disabled' })).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../src/platform/cookies';
import {
  DEVICE_GUID_KEY,
  ensureDeviceGuid,
  ensureUid,
  pickMostCommon,
  UID_KEY,
} from '../../../src/platform/identifiers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const A = 'aaaaaaaa-1111-4111-8111-111111111111';
const B = 'bbbbbbbb-2222-4222-8222-222222222222';

function clearAll() {
  for (const name of [UID_KEY, DEVICE_GUID_KEY]) setCookie(name, '', { maxAge: 0 });
  localStorage.clear();
  sessionStorage.clear();
  window.name = '';
}

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

describe('uid', () => {
  it('is generated once and kept in the cookie and local storage', () => {
    const uid = ensureUid();
    expect(uid).toMatch(UUID);
    expect(getCookie(UID_KEY)).toBe(uid);
    expect(localStorage.getItem(UID_KEY)).toBe(uid);
    expect(ensureUid()).toBe(uid);
  });

  it('survives a cleared cookie through local storage', () => {
    localStorage.setItem(UID_KEY, A);
    expect(ensureUid()).toBe(A);
    expect(getCookie(UID_KEY)).toBe(A);
  });

  it('is written as a cookie that lives five years', () => {
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
    ensureUid();
    const written = setter.mock.calls.map(([value]) => String(value));
    expect(
      written.some((c) => c.startsWith('uid=') && c.includes(`max-age=${5 * 365 * 86400}`)),
    ).toBe(true);
  });
});

describe('device_guid', () => {
  it('is generated only when nothing is stored and then kept in all four places', () => {
    const guid = ensureDeviceGuid();
    expect(guid).toMatch(UUID);
    expect(getCookie(DEVICE_GUID_KEY)).toBe(guid);
    expect(localStorage.getItem(DEVICE_GUID_KEY)).toBe(guid);
    expect(sessionStorage.getItem(DEVICE_GUID_KEY)).toBe(guid);
    expect(JSON.parse(window.name)).toEqual({ [DEVICE_GUID_KEY]: guid });
    expect(ensureDeviceGuid()).toBe(guid);
  });

  it('keeps a value found in any single place instead of generating a new one', () => {
    sessionStorage.setItem(DEVICE_GUID_KEY, A);
    expect(ensureDeviceGuid()).toBe(A);
    expect(getCookie(DEVICE_GUID_KEY)).toBe(A);
  });

  it('takes the most common stored value and writes it back everywhere', () => {
    setCookie(DEVICE_GUID_KEY, A);
    localStorage.setItem(DEVICE_GUID_KEY, B);
    sessionStorage.setItem(DEVICE_GUID_KEY, B);
    expect(ensureDeviceGuid()).toBe(B);
    expect(getCookie(DEVICE_GUID_KEY)).toBe(B);
    expect(localStorage.getItem(DEVICE_GUID_KEY)).toBe(B);
    expect(JSON.parse(window.name)[DEVICE_GUID_KEY]).toBe(B);
  });

  it('lets the cookie win a tie', () => {
    setCookie(DEVICE_GUID_KEY, A);
    localStorage.setItem(DEVICE_GUID_KEY, B);
    expect(ensureDeviceGuid()).toBe(A);
    expect(localStorage.getItem(DEVICE_GUID_KEY)).toBe(A);
  });

  it('expires the cookie on 31 December 2040', () => {
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
    ensureDeviceGuid();
    const written = setter.mock.calls.map(([value]) => String(value));
    expect(written.find((c) => c.startsWith('device_guid='))).toContain('expires=Mon, 31 Dec 2040');
  });

  it('merges into a JSON window.name written by someone else', () => {
    window.name = JSON.stringify({ widget: 'state' });
    const guid = ensureDeviceGuid();
    expect(JSON.parse(window.name)).toEqual({ widget: 'state', [DEVICE_GUID_KEY]: guid });
  });

  it('leaves a foreign non-JSON window.name untouched', () => {
    window.name = 'payment-popup';
    ensureDeviceGuid();
    expect(window.name).toBe('payment-popup');
  });

  it('reads the id back from window.name after storage was wiped', () => {
    window.name = JSON.stringify({ [DEVICE_GUID_KEY]: B });
    expect(ensureDeviceGuid()).toBe(B);
  });
});

describe('pickMostCommon', () => {
  it('ignores empty and malformed values', () => {
    expect(pickMostCommon([undefined, '', 'x', A])).toBe(A);
    expect(pickMostCommon([undefined, undefined])).toBeUndefined();
  });
});

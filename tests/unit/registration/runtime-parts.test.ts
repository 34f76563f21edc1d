import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { callFailure } from '../../../contract';
import {
  readDrafts,
  writeDrafts,
  clearDrafts,
} from '../../../src/features/registration/runtime/drafts';
import { signingReturnFrom } from '../../../src/features/registration/runtime/signing-return';
import { realtimeOptions } from '../../../src/features/registration/runtime/realtime';
import { stepGuard } from '../../../src/features/registration/step-guard';

describe('step guard', () => {
  const gate = (answer: string | null) => ({ screenFor: vi.fn(async () => answer) });

  it('replaces a URL that is not the screen, keeping the language prefix', async () => {
    const redirect = await stepGuard(gate('/register/passport'), '/kk/register/photo').catch(
      (thrown: unknown) => thrown,
    );
    expect(isRedirect(redirect)).toBe(true);
    expect((redirect as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to: '/kk/register/passport',
      replace: true,
    });
  });

  it('asks with the path without prefix and lets the right screen (or no answer) through', async () => {
    const same = gate('/register/photo');
    await expect(stepGuard(same, '/kk/register/photo')).resolves.toBeUndefined();
    expect(same.screenFor).toHaveBeenCalledWith('/register/photo');
    await expect(stepGuard(gate(null), '/register/photo')).resolves.toBeUndefined();
  });
});

describe('signing return', () => {
  it('reads the outcome the signing page appends to signing-waiting-results', () => {
    expect(
      signingReturnFrom(
        'http://app.test/kk/register/signing-waiting-results?signing=signed&session=s1',
      ),
    ).toEqual({ session: 's1', result: 'signed' });
  });

  it('ignores other pages and malformed outcomes', () => {
    expect(signingReturnFrom('http://app.test/register/lk?signing=signed&session=s1')).toBeNull();
    expect(
      signingReturnFrom(
        'http://app.test/register/signing-waiting-results?signing=maybe&session=s1',
      ),
    ).toBeNull();
    expect(signingReturnFrom('http://app.test/register/signing-waiting-results')).toBeNull();
  });
});

describe('failed calls as the machines see them', () => {
  it('names each answer with one of the five kinds (SPEC §8 generic mapping)', () => {
    expect(callFailure(422, { message: 'bad', errors: { email: ['taken'] } })).toEqual({
      kind: 'validation',
      statusCode: 422,
      message: 'bad',
      fieldErrors: { email: ['taken'] },
    });
    expect(callFailure(503, { message: 'down' })).toMatchObject({
      kind: 'unavailable',
      statusCode: 503,
      message: 'down',
    });
    expect(callFailure(401)).toMatchObject({ kind: 'auth', message: 'Необходима авторизация' });
    expect(callFailure(undefined)).toMatchObject({ kind: 'network', statusCode: 500 });
    expect(callFailure(500)).toEqual({
      kind: 'fatal',
      statusCode: 500,
      message: 'Возникла непредвиденная ошибка',
      fieldErrors: {},
    });
  });
});

describe('drafts in session storage', () => {
  const storage = () => {
    const entries = new Map<string, string>();
    return {
      entries,
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    };
  };

  it('writes only the steps that changed and reads them back', () => {
    const store = storage();
    const personal = { firstName: 'Айгерим' };
    writeDrafts(store, { personal }, {});
    const setItem = vi.spyOn(store, 'setItem');
    writeDrafts(store, { personal, iin: { iin: '9001' } }, { personal });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readDrafts(store)).toEqual({ personal, iin: { iin: '9001' } });
    clearDrafts(store);
    expect(store.entries.size).toBe(0);
  });

  it('drops an entry that is not a draft', () => {
    const store = storage();
    store.setItem('registration.draft.personal', '{not json');
    store.setItem('registration.draft.passport', JSON.stringify({ nested: { a: 1 } }));
    expect(readDrafts(store)).toEqual({});
    expect(store.entries.has('registration.draft.personal')).toBe(false);
  });
});

describe('realtime options (SPEC §9, API contract)', () => {
  // The SPEC timings are measured with the real SDK in realtime-timing.test.ts.
  it('point the SDK at the endpoint, JSON over WebSocket only', () => {
    const options = realtimeOptions({ host: '127.0.0.1', port: 5180, tls: false });
    expect(options).toMatchObject({
      endpoint: '127.0.0.1',
      port: 5180,
      tls: false,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      fallbackHosts: [],
    });
  });
});

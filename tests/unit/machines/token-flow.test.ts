import { describe, expect, test, vi } from 'vitest';
import type { TokenStore } from '../../../machines/session/token-flow';
import {
  AuthorizationRequiredError,
  createTokenFlow,
  refreshStub,
} from '../../../machines/session/token-flow';

function memoryStore(session: string | null, refresh: string | null) {
  const tokens = { session, refresh };
  const store: TokenStore = {
    getSession: () => tokens.session,
    setSession: (token) => {
      tokens.session = token;
    },
    getRefresh: () => tokens.refresh,
    setRefresh: (token) => {
      tokens.refresh = token;
    },
    clearSession: () => {
      tokens.session = null;
    },
    clear: () => {
      tokens.session = null;
      tokens.refresh = null;
    },
  };
  return { store, tokens };
}

/** A refresh request the test answers when it wants. */
function deferredRefresh() {
  let settle!: {
    resolve(value: { accessToken: string; refreshToken: string }): void;
    reject(e: unknown): void;
  };
  const refresh = vi.fn(
    () =>
      new Promise<{ accessToken: string; refreshToken: string }>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { refresh, settle: () => settle };
}

describe('getToken', () => {
  test('uses the session token when there is one', async () => {
    const { store } = memoryStore('session-1', 'refresh-1');
    const refresh = vi.fn();
    const flow = createTokenFlow({ store, refresh, onLoggedOut: vi.fn() });
    await expect(flow.getToken()).resolves.toBe('session-1');
    expect(refresh).not.toHaveBeenCalled();
  });

  test('five concurrent callers after the session expired share exactly one refresh', async () => {
    const { store, tokens } = memoryStore(null, 'refresh-1');
    const { refresh, settle } = deferredRefresh();
    const flow = createTokenFlow({ store, refresh, onLoggedOut: vi.fn() });

    const tokensGiven = Promise.all([1, 2, 3, 4, 5].map(() => flow.getToken()));
    settle().resolve({ accessToken: 'session-2', refreshToken: 'refresh-2' });

    await expect(tokensGiven).resolves.toEqual(Array(5).fill('session-2'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual({ session: 'session-2', refresh: 'refresh-2' });
  });

  test('without any token the request fails with the authorization-required error', async () => {
    const { store } = memoryStore(null, null);
    const flow = createTokenFlow({ store, refresh: vi.fn(), onLoggedOut: vi.fn() });
    const failure = flow.getToken();
    await expect(failure).rejects.toBeInstanceOf(AuthorizationRequiredError);
    await expect(failure).rejects.toMatchObject({
      message: 'Необходима авторизация',
      statusCode: 401,
    });
  });

  test('a refused refresh is an authorization-required error', async () => {
    const { store } = memoryStore(null, 'refresh-1');
    const flow = createTokenFlow({
      store,
      refresh: () => Promise.reject(new Error('stub')),
      onLoggedOut: vi.fn(),
    });
    await expect(flow.getToken()).rejects.toBeInstanceOf(AuthorizationRequiredError);
  });
});

describe('handleAuthError', () => {
  test('deletes the session token and retries once when a refresh token exists', () => {
    const { store, tokens } = memoryStore('session-1', 'refresh-1');
    const onLoggedOut = vi.fn();
    const flow = createTokenFlow({ store, refresh: vi.fn(), onLoggedOut });
    expect(flow.handleAuthError({ token: 'session-1' })).toBe('retry');
    expect(tokens).toEqual({ session: null, refresh: 'refresh-1' });
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  test('after the retry, or with no refresh token, both tokens go and the user is logged out', () => {
    for (const [refreshToken, retried] of [
      ['refresh-1', true],
      [null, false],
    ] as const) {
      const { store, tokens } = memoryStore('session-1', refreshToken);
      const onLoggedOut = vi.fn();
      const flow = createTokenFlow({ store, refresh: vi.fn(), onLoggedOut });
      expect(flow.handleAuthError({ token: 'session-1', retried })).toBe('fail');
      expect(tokens).toEqual({ session: null, refresh: null });
      expect(onLoggedOut).toHaveBeenCalledTimes(1);
    }
  });

  test('a late failure of an old token keeps the session a refresh has just stored', () => {
    const { store, tokens } = memoryStore('session-2', 'refresh-2');
    const flow = createTokenFlow({ store, refresh: vi.fn(), onLoggedOut: vi.fn() });
    expect(flow.handleAuthError({ token: 'session-1' })).toBe('retry');
    expect(tokens.session).toBe('session-2');
  });
});

describe('authorized requests', () => {
  const isAuthError = (error: unknown) => (error as { statusCode?: number }).statusCode === 401;
  const unauthorized = () => Promise.reject(Object.assign(new Error('401'), { statusCode: 401 }));

  test('five parallel 401s refresh once and every request is retried with the new token', async () => {
    const { store } = memoryStore('expired', 'refresh-1');
    const refresh = vi.fn(async () => ({ accessToken: 'fresh', refreshToken: 'refresh-2' }));
    const flow = createTokenFlow({ store, refresh, onLoggedOut: vi.fn() });
    const request = vi.fn((token: string) =>
      token === 'fresh' ? Promise.resolve(token) : unauthorized(),
    );

    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => flow.authorized(request, isAuthError)),
    );

    expect(results).toEqual(Array(5).fill('fresh'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(10);
  });

  test('with the refresh stub that always rejects, the user is logged out once per failed request chain', async () => {
    const { store, tokens } = memoryStore('expired', 'refresh-1');
    const onLoggedOut = vi.fn();
    const flow = createTokenFlow({
      store,
      refresh: () => Promise.reject(new Error('stub')),
      onLoggedOut,
    });

    await expect(flow.authorized(unauthorized, isAuthError)).rejects.toBeInstanceOf(
      AuthorizationRequiredError,
    );
    expect(tokens).toEqual({ session: null, refresh: null });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  test('other errors pass through untouched', async () => {
    const { store, tokens } = memoryStore('session-1', 'refresh-1');
    const flow = createTokenFlow({ store, refresh: vi.fn(), onLoggedOut: vi.fn() });
    const serverError = Object.assign(new Error('500'), { statusCode: 500 });
    await expect(flow.authorized(() => Promise.reject(serverError), isAuthError)).rejects.toBe(
      serverError,
    );
    expect(tokens.session).toBe('session-1');
  });
});

describe('SPEC.md §4: "use the session token if present; otherwise obtain a new one with the refresh token ... The refresh request is currently a stub that always rejects."', () => {
  test('the stub rejects', async () => {
    await expect(refreshStub()).rejects.toThrow();
  });

  test('no session token but a refresh token: the refresh is tried, fails, both tokens go and the user is logged out', async () => {
    const { store, tokens } = memoryStore(null, 'refresh-1');
    const onLoggedOut = vi.fn();
    const refresh = vi.fn(refreshStub);
    const flow = createTokenFlow({ store, refresh, onLoggedOut });
    const request = vi.fn(async (token: string) => token);

    await expect(flow.authorized(request, () => false)).rejects.toBeInstanceOf(
      AuthorizationRequiredError,
    );
    expect(refresh).toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
    expect(tokens).toEqual({ session: null, refresh: null });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  test('the flow uses the stub unless given another refresh', async () => {
    const { store, tokens } = memoryStore(null, 'refresh-1');
    const onLoggedOut = vi.fn();
    const flow = createTokenFlow({ store, onLoggedOut });
    await expect(
      flow.authorized(
        async (token) => token,
        () => false,
      ),
    ).rejects.toBeInstanceOf(AuthorizationRequiredError);
    expect(tokens).toEqual({ session: null, refresh: null });
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });
});

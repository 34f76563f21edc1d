/**
 * The token flow of SPEC.md §4, apart from any transport so it can be tested on its own:
 *
 * - use the session token if present;
 * - otherwise obtain a new one with the refresh token, concurrent callers sharing one request;
 * - with no refresh token the request fails with an authorization-required error;
 * - on an authentication error the session token is deleted and the request is retried once if
 *   a refresh token exists; if it still fails, or none exists, both tokens are deleted, the
 *   status becomes logged out and the user goes to /login (onLoggedOut).
 */
import { AUTH_REQUIRED_MESSAGE } from '../../contract/fatal';

export interface TokenStore {
  getSession(): string | null;
  setSession(token: string): void;
  getRefresh(): string | null;
  setRefresh(token: string): void;
  /** Deletes the session token only. */
  clearSession(): void;
  /** Deletes both tokens. */
  clear(): void;
}

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * SPEC.md §4: "The refresh request is currently a stub that always rejects." The token
 * response it would carry (accessToken, refreshToken) is listed, its call is not (§7).
 */
export function refreshStub(): Promise<RefreshedTokens> {
  return Promise.reject(new Error('Token refresh is not available'));
}

export interface TokenFlowOptions {
  store: TokenStore;
  /** The refresh request (default: refreshStub, which always rejects). */
  refresh?: () => Promise<RefreshedTokens>;
  /** The app marks the session logged out and replaces the location with /login. */
  onLoggedOut: () => void;
}

/** SPEC.md §8: authorization required, 401, with the contract's message. */
export class AuthorizationRequiredError extends Error {
  override readonly name = 'AuthorizationRequiredError';
  readonly statusCode = 401;

  constructor() {
    super(AUTH_REQUIRED_MESSAGE);
  }
}

export type AuthErrorOutcome = 'retry' | 'fail';

export interface AuthFailure {
  /** The token the failed request carried: a newer one (refreshed meanwhile) is kept. */
  token?: string | null;
  /** True when this request was already retried once. */
  retried?: boolean;
}

export interface TokenFlow {
  getToken(): Promise<string>;
  handleAuthError(failure?: AuthFailure): AuthErrorOutcome;
  /**
   * Runs an authenticated request with the whole flow: a token, and on an authentication error
   * one retry with a fresh token, else logout.
   */
  authorized<T>(
    request: (token: string) => Promise<T>,
    isAuthError: (error: unknown) => boolean,
  ): Promise<T>;
}

export function createTokenFlow({
  store,
  refresh = refreshStub,
  onLoggedOut,
}: TokenFlowOptions): TokenFlow {
  let refreshing: Promise<string> | null = null;

  function refreshSession(): Promise<string> {
    refreshing ??= refresh()
      .then(({ accessToken, refreshToken }) => {
        store.setSession(accessToken);
        store.setRefresh(refreshToken);
        return accessToken;
      })
      .catch(() => {
        // A refused refresh is an authentication failure like any other 401.
        throw new AuthorizationRequiredError();
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function getToken(): Promise<string> {
    const session = store.getSession();
    if (session) return Promise.resolve(session);
    if (store.getRefresh()) return refreshSession();
    return Promise.reject(new AuthorizationRequiredError());
  }

  function handleAuthError({ token, retried = false }: AuthFailure = {}): AuthErrorOutcome {
    // Five requests that failed with the same expired token must not delete the one a
    // concurrent refresh has just stored.
    if (token === undefined || token === null || store.getSession() === token) store.clearSession();
    if (!retried && store.getRefresh()) return 'retry';
    store.clear();
    onLoggedOut();
    return 'fail';
  }

  async function authorized<T>(
    request: (token: string) => Promise<T>,
    isAuthError: (error: unknown) => boolean,
  ): Promise<T> {
    for (let retried = false; ; retried = true) {
      let token: string | null = null;
      try {
        token = await getToken();
        return await request(token);
      } catch (error) {
        const authFailed = error instanceof AuthorizationRequiredError || isAuthError(error);
        if (!authFailed || handleAuthError({ token, retried }) === 'fail') throw error;
      }
    }
  }

  return { getToken, handleAuthError, authorized };
}

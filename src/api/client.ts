// The one HTTP client of SPEC §7: /rest paths go to the API base URL, every request carries the
// visitor id and the language, authenticated calls the bearer token, and every answer is
// checked against its valibot schema before anyone reads it. Failures end as ApiError (§8).
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import { appConfig } from '../platform/config';
import type { AppError } from '../platform/fatal-error';
import type { Locale } from '../platform/locale';
import {
  logParseErrorFallback,
  reportRequestError,
  type RequestErrorReport,
} from '../platform/logger';
import { rememberSensitiveValues } from '../platform/redact';
import { ApiError, AUTH_REQUIRED_MESSAGE, DEFAULT_ERROR_MESSAGE, toApiError } from './errors';

export { ApiError, isApiError, toApiError, type ApiErrorKind, type FieldErrors } from './errors';

export type Schema = v.GenericSchema;

export interface AuthHandler {
  /** The session token; rejects with the authorization-required error when there is none. */
  getToken(): Promise<string>;
  /**
   * Called on 401/403 or a missing token: 'retry' repeats the request once. `token` is the one
   * the failed request carried (null: none could be had), so a token refreshed meanwhile by a
   * concurrent request is not thrown away; `retried` is true on the repeat's failure.
   */
  handleAuthError(failure: { token: string | null; retried: boolean }): Promise<'retry' | 'fail'>;
}

export interface ApiClientOptions {
  baseURL: string;
  getVisitorId: () => string;
  locale: () => Locale;
  auth?: AuthHandler;
  /** Trace headers for the request; given only when tracing is on. */
  tracing?: () => Record<string, string>;
  /** Any 5xx answer: the app switches to the error page. */
  onFatal: (error: AppError) => void;
  onRequestError?: (report: RequestErrorReport) => void;
  onParseError?: (details: { method: string; path: string; issues: unknown[] }) => void;
  /** For tests: the fetch the client sends through. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Sends the bearer token and credentials; 401/403 go to the auth handler. */
  auth?: boolean;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  get<S extends Schema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  post<S extends Schema>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  put<S extends Schema>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  request<S extends Schema>(
    method: Method,
    path: string,
    schema: S,
    options?: RequestOptions & { body?: unknown },
  ): Promise<v.InferOutput<S>>;
}

const REST_PREFIX = /^\/rest(?=[/?#]|$)/;

/** `/rest/…` on the API host; the path and query are kept, other paths are left as they are. */
export function rewriteRestUrl(path: string, base: string): string {
  if (!REST_PREFIX.test(path) || base === '') return path;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The server-side variant when running outside a browser (prerender, tests), else the client's. */
export function apiBaseUrl(isServer = typeof window === 'undefined'): string {
  return isServer ? appConfig.apiBaseUrlServer : appConfig.apiBaseUrl;
}

const FATAL: AppError = { statusCode: 500, message: 'Internal Server Error' };
const TECHNICAL_WORKS: AppError = { statusCode: 503, message: 'Service Unavailable' };

function isAbort(error: unknown): boolean {
  const cause = error instanceof FetchError ? error.cause : error;
  return cause instanceof Error && cause.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create(
    { retry: false },
    options.fetch ? { fetch: options.fetch } : undefined,
  );
  const reportError = options.onRequestError ?? reportRequestError;
  const reportParse = options.onParseError ?? ((details) => logParseErrorFallback({ ...details }));

  function authHandler(): AuthHandler {
    if (!options.auth) throw new Error('An authenticated call needs createApiClient({ auth })');
    return options.auth;
  }

  async function authFailed<S extends Schema>(
    method: Method,
    path: string,
    schema: S,
    request: RequestOptions & { body?: unknown },
    retried: boolean,
    token: string | null,
    cause: unknown,
  ): Promise<v.InferOutput<S>> {
    const decision = await authHandler().handleAuthError({ token, retried });
    if (decision === 'retry' && !retried) return send(method, path, schema, request, true);
    throw new ApiError('auth', 401, AUTH_REQUIRED_MESSAGE, {}, { cause });
  }

  async function send<S extends Schema>(
    method: Method,
    path: string,
    schema: S,
    request: RequestOptions & { body?: unknown },
    retried = false,
  ): Promise<v.InferOutput<S>> {
    const headers: Record<string, string> = {
      'X-VISITOR-ID': options.getVisitorId(),
      'Accept-Language': options.locale(),
      ...options.tracing?.(),
    };
    let token: string | null = null;
    if (request.auth) {
      try {
        token = await authHandler().getToken();
      } catch (cause) {
        return authFailed(method, path, schema, request, retried, null, cause);
      }
      headers.Authorization = `Bearer ${token}`;
    }

    const init: FetchOptions<'json'> = {
      method,
      headers,
      credentials: request.auth ? 'include' : 'same-origin',
      ...(request.body === undefined ? {} : { body: request.body as Record<string, unknown> }),
      ...(request.query ? { query: request.query } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    };
    const url = rewriteRestUrl(path, options.baseURL);
    // The applicant's names pass through here: telemetry and logs learn to scrub them.
    rememberSensitiveValues(request.body);

    let data: unknown;
    try {
      data = await $fetch<unknown>(url, init);
      rememberSensitiveValues(data);
    } catch (error) {
      if (isAbort(error)) throw error;
      const status = error instanceof FetchError ? error.response?.status : undefined;
      if (status === undefined) {
        reportError({ method, url: path, status: 0, message: 'Network error' });
        throw new ApiError('network', 500, DEFAULT_ERROR_MESSAGE, {}, { cause: error });
      }
      if (request.auth && (status === 401 || status === 403)) {
        return authFailed(method, path, schema, request, retried, token, error);
      }
      const apiError = toApiError(status, (error as FetchError).data, error);
      reportError({ method, url: path, status, message: apiError.message });
      if (status >= 500) options.onFatal(status === 503 ? TECHNICAL_WORKS : FATAL);
      throw apiError;
    }

    const parsed = v.safeParse(schema, data);
    if (parsed.success) return parsed.output;
    const issues = parsed.issues.map((issue) => ({
      path: v.getDotPath(issue),
      message: issue.message,
    }));
    reportParse({ method, path, issues });
    throw new ApiError('parse', 500, DEFAULT_ERROR_MESSAGE, {}, { cause: issues });
  }

  return {
    get: (path, schema, request = {}) => send('GET', path, schema, request),
    post: (path, body, schema, request = {}) => send('POST', path, schema, { ...request, body }),
    put: (path, body, schema, request = {}) => send('PUT', path, schema, { ...request, body }),
    request: (method, path, schema, request = {}) => send(method, path, schema, request),
  };
}

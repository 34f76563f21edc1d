// The one HTTP client of SPEC §7: /rest paths go to the API base URL, every request carries the
// visitor id and the language, authenticated calls the bearer token, and every answer is
// checked against its valibot schema before anyone reads it. Every attempt has a time limit and
// idempotent reads are asked again after a 5xx (policy.ts). Every failure ends as one ApiError
// (the contract's CallFailure); what it means for the flow is the machines' decision.
import { FetchError, ofetch, type FetchContext, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import { appConfig } from '../platform/config';
import { localeEntry, type Locale } from '../platform/locale';
import {
  logParseErrorFallback,
  reportRequestError,
  type RequestErrorReport,
} from '../platform/logger';
import { rememberSensitiveValues } from '../../contract/redact';
import type { AnswerOf, Endpoint, PayloadOf } from '../../contract';
import { ApiError } from './errors';
import { CALL_FIGURES, policyFor, RETRY_STATUS_CODES, type CallFigures } from './policy';

export { ApiError } from './errors';

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
  onRequestError?: (report: RequestErrorReport) => void;
  onParseError?: (details: { method: string; path: string; issues: unknown[] }) => void;
  /** Awaited before a call's first request: the app lets the browser paint the tap first. */
  beforeRequest?: () => Promise<void>;
  /** For tests: the fetch the client sends through. */
  fetch?: typeof fetch;
  /** For tests: other time limits and retry delays than policy.ts's. */
  figures?: CallFigures;
}

export interface CallOptions {
  /** Values of the path's `:name` segments. */
  params?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The language the answer is asked in (Accept-Language), when it is not the page's now: a read
   * remembered per language (the country names) is asked in the language it is kept under.
   */
  locale?: Locale;
  /**
   * Told the server's time of the answer (its Date header, ms; null when absent or not exposed
   * to the page), before the call resolves.
   */
  onServerTime?: (serverTime: number | null) => void;
}

/** The Date header of an answer in ms since the epoch, or null. */
export function serverTimeOf(headers: Headers): number | null {
  const date = headers.get('date');
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

type HasPayload = { body: Schema } | { query: Schema };

/** A call's arguments: its payload (typed by the contract's schema) when it has one, then options. */
export type CallArgs<E extends Endpoint> = E extends HasPayload
  ? [payload: PayloadOf<E>, options?: CallOptions]
  : [payload?: undefined, options?: CallOptions];

export interface ApiClient {
  /** Sends one call of the contract's ENDPOINTS; resolves with its answer, parsed. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>>;
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

/** What send() needs of one call. */
interface Request {
  endpoint: Endpoint;
  /** The endpoint's path with its `:name` segments filled. */
  path: string;
  body?: unknown;
  query?: unknown;
  signal?: AbortSignal;
  locale?: Locale;
  onServerTime?: (serverTime: number | null) => void;
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

function errorName(error: unknown): string | undefined {
  const cause = error instanceof FetchError ? error.cause : error;
  return (cause as { name?: unknown } | null | undefined)?.name as string | undefined;
}

/** The caller gave up (an actor stopped): not a failure of the call. */
const isAbort = (error: unknown) => errorName(error) === 'AbortError';
/** The attempt's time limit ran out (AbortSignal.timeout). */
const isTimeout = (error: unknown) => errorName(error) === 'TimeoutError';
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * ofetch's options for one call's attempts: each attempt gets its own time limit (ofetch's own
 * `timeout` would leave a repeat with the spent signal), on top of the caller's signal; an
 * idempotent read is repeated on RETRY_STATUS_CODES after the policy's delays, but not after a
 * timeout nor while the browser is offline (the applicant is told at once).
 */
function attempts(timeoutMs: number, retryDelaysMs: readonly number[], signal?: AbortSignal) {
  return {
    retry: retryDelaysMs.length,
    retryDelay: (context: FetchContext) => {
      const left = typeof context.options.retry === 'number' ? context.options.retry : 0;
      return retryDelaysMs[retryDelaysMs.length - left] ?? 0;
    },
    retryStatusCodes: [...RETRY_STATUS_CODES],
    onRequest: ({ options }: FetchContext) => {
      const limit = AbortSignal.timeout(timeoutMs);
      options.signal = signal ? AbortSignal.any([signal, limit]) : limit;
    },
    onRequestError: (context: FetchContext) => {
      if (isTimeout(context.error) || isOffline()) context.options.retry = false;
    },
  } satisfies FetchOptions<'json'>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create(
    { retry: false },
    options.fetch ? { fetch: options.fetch } : undefined,
  );
  const reportError = options.onRequestError ?? reportRequestError;
  const figures = options.figures ?? CALL_FIGURES;
  const reportParse = options.onParseError ?? ((details) => logParseErrorFallback({ ...details }));

  function authHandler(): AuthHandler {
    if (!options.auth) throw new Error('An authenticated call needs createApiClient({ auth })');
    return options.auth;
  }

  async function authFailed(
    request: Request,
    retried: boolean,
    token: string | null,
    cause: unknown,
  ): Promise<unknown> {
    const decision = await authHandler().handleAuthError({ token, retried });
    if (decision === 'retry' && !retried) return send(request, true);
    throw new ApiError(401, undefined, cause);
  }

  async function send(request: Request, retried = false): Promise<unknown> {
    if (!retried) await options.beforeRequest?.();
    const { endpoint, path } = request;
    const { method } = endpoint;
    const headers: Record<string, string> = {
      'X-VISITOR-ID': options.getVisitorId(),
      // SPEC §9: the API knows the languages by their backend codes, ru and kz.
      'Accept-Language': localeEntry(request.locale ?? options.locale()).backendCode,
      ...options.tracing?.(),
    };
    let token: string | null = null;
    if (endpoint.auth) {
      try {
        token = await authHandler().getToken();
      } catch (cause) {
        return authFailed(request, retried, null, cause);
      }
      headers.Authorization = `Bearer ${token}`;
    }

    const { timeoutMs, retryDelaysMs } = policyFor(endpoint, figures);
    const init: FetchOptions<'json'> = {
      method,
      headers,
      credentials: endpoint.auth ? 'include' : 'same-origin',
      ...(request.body === undefined ? {} : { body: request.body as Record<string, unknown> }),
      ...(request.query ? { query: request.query as Record<string, unknown> } : {}),
      ...attempts(timeoutMs, retryDelaysMs, request.signal),
      ...(request.onServerTime
        ? { onResponse: ({ response }) => request.onServerTime?.(serverTimeOf(response.headers)) }
        : {}),
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
      if (isTimeout(error)) {
        reportError({ method, url: path, status: 0, message: `No answer in ${timeoutMs} ms` });
        throw new ApiError('timeout', undefined, error);
      }
      const status = error instanceof FetchError ? error.response?.status : undefined;
      if (status === undefined) {
        reportError({ method, url: path, status: 0, message: 'Network error' });
        throw new ApiError(undefined, undefined, error);
      }
      if (endpoint.auth && (status === 401 || status === 403)) {
        return authFailed(request, retried, token, error);
      }
      const apiError = new ApiError(status, (error as FetchError).data, error);
      reportError({ method, url: path, status, message: apiError.message });
      throw apiError;
    }

    const parsed = v.safeParse(endpoint.answer, data);
    if (parsed.success) return parsed.output;
    const issues = parsed.issues.map((issue) => ({
      path: v.getDotPath(issue),
      message: issue.message,
    }));
    reportParse({ method, path, issues });
    // An answer off its schema: the server broke the contract, nothing the user can fix.
    throw new ApiError(500, undefined, issues);
  }

  return {
    call: <E extends Endpoint>(endpoint: E, ...[payload, call = {}]: CallArgs<E>) => {
      const isQuery = 'query' in endpoint;
      return send({
        endpoint,
        path: fillPath(endpoint.path, call.params),
        ...(payload === undefined ? {} : isQuery ? { query: payload } : { body: payload }),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.locale ? { locale: call.locale } : {}),
        ...(call.onServerTime ? { onServerTime: call.onServerTime } : {}),
      }) as Promise<AnswerOf<E>>;
    },
  };
}

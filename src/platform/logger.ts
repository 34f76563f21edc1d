// Log entries of SPEC §3/§8 and the monitoring sink: every entry goes to the console, and, when
// monitoring is on, is redacted and sent to the collector in batches (every 250 ms, at most 50
// entries a request, SPEC §9). A failing or disabled monitor never breaks the app: it is only
// written to the console.
import { appConfig } from './config';
import { redact } from '../../contract/redact';

export type LogLevel = 'error' | 'warning' | 'info';

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** Milliseconds since the epoch on the client's clock. */
  clientTimestamp: number;
  project: string;
  environment: string;
  sessionId: string | null;
  userId: string | null;
  payload: unknown;
  status?: number;
}

export const LOG_BATCH_INTERVAL_MS = 250;
export const LOG_BATCH_MAX_ITEMS = 50;
/** SPEC §9: keepalive only up to this size (browsers cap keepalive bodies at 64 KiB in total). */
export const KEEPALIVE_MAX_CHARS = 60_000;

export interface LoggerOptions {
  project: string;
  environment: string;
  /** Where batches are POSTed as `{ entries }`; null turns monitoring off. */
  logsUrl: string | null;
  send?: (url: string, body: string) => Promise<void>;
  console?: Pick<Console, 'error' | 'warn' | 'info'>;
  now?: () => number;
}

export interface Logger {
  log(level: LogLevel, message: string, payload?: unknown, status?: number): LogEntry;
  setContext(context: { sessionId?: string | null; userId?: string | null }): void;
  /** Sends what is queued now instead of waiting for the batch timer. */
  flush(): Promise<void>;
}

async function postJson(url: string, body: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: body.length <= KEEPALIVE_MAX_CHARS,
  });
  if (!response.ok) throw new Error(`Monitoring answered ${response.status}`);
}

export function createLogger(options: LoggerOptions): Logger {
  const out = options.console ?? console;
  const send = options.send ?? postJson;
  const now = options.now ?? Date.now;
  let sessionId: string | null = null;
  let userId: string | null = null;
  let queue: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const url = options.logsUrl;
    const sends: Promise<void>[] = [];
    while (url && queue.length > 0) {
      const entries = queue.slice(0, LOG_BATCH_MAX_ITEMS);
      queue = queue.slice(LOG_BATCH_MAX_ITEMS);
      sends.push(
        send(url, JSON.stringify({ entries })).catch((cause: unknown) => {
          out.warn('Monitoring failed', cause);
        }),
      );
    }
    inFlight = Promise.all([inFlight, ...sends]).then(() => undefined);
    return inFlight;
  }

  function enqueue(entry: LogEntry) {
    if (!options.logsUrl) return;
    queue.push(entry);
    if (queue.length >= LOG_BATCH_MAX_ITEMS) void flush();
    else timer ??= setTimeout(() => void flush(), LOG_BATCH_INTERVAL_MS);
  }

  return {
    log(level, message, payload, status) {
      const entry: LogEntry = {
        level,
        message,
        clientTimestamp: now(),
        project: options.project,
        environment: options.environment,
        sessionId,
        userId,
        payload: redact(payload ?? null),
        ...(status === undefined ? {} : { status }),
      };
      const write = level === 'error' ? out.error : level === 'warning' ? out.warn : out.info;
      write.call(out, `[${level}] ${message}`, entry.payload);
      enqueue(entry);
      return entry;
    },
    setContext(context) {
      if (context.sessionId !== undefined) sessionId = context.sessionId;
      if (context.userId !== undefined) userId = context.userId;
    },
    flush,
  };
}

let current: Logger = createLogger({
  project: appConfig.projectName,
  environment: appConfig.environment,
  logsUrl: appConfig.telemetry.enabled ? appConfig.logsUrl : null,
});

/** The app's logger; tests and the boot code may replace it. */
export function getLogger(): Logger {
  return current;
}

export function setLogger(logger: Logger): void {
  current = logger;
}

export function setLogContext(context: { sessionId?: string | null; userId?: string | null }) {
  current.setContext(context);
}

function errorParts(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** An error becomes an entry named after the error, with its message and stack as payload. */
export function logError(error: unknown, status?: number): LogEntry {
  const { name, message, stack } = errorParts(error);
  return current.log('error', name, { message, stack }, status);
}

export function logWarning(message: string, payload?: unknown): LogEntry {
  return current.log('warning', message, payload);
}

export function logUnhandledRejection(reason: unknown): LogEntry {
  const { name, message, stack } = errorParts(reason);
  return current.log('warning', 'UnhandledRejection', { name, message, stack });
}

/** Input that did not match its schema; the app carries on with a fallback. */
export function logParseErrorFallback(payload: unknown): LogEntry {
  return current.log('warning', 'ParseErrorFallback', payload);
}

export function logLocaleLoadFailure(payload: {
  locale: string;
  catalog?: string;
  cause?: unknown;
}) {
  const { cause, ...rest } = payload;
  return current.log('error', 'Failed locale loading', {
    ...rest,
    ...(cause === undefined ? {} : { cause: errorParts(cause) }),
  });
}

export interface RequestErrorReport {
  method: string;
  url: string;
  status: number;
  message: string;
}

/**
 * A signing redirect the app refused to follow (SPEC §8: fatal). Only its host and the reason:
 * the URL carries the applicant's signing session.
 */
export function logSigningRedirectRefused(details: { host: string | null; reason: string }) {
  return current.log('error', 'SigningRedirectRefused', details);
}

/** A failed API request, reported to monitoring with its HTTP status. */
export function reportRequestError(report: RequestErrorReport): LogEntry {
  return current.log('error', 'RequestError', report, report.status);
}

/**
 * Unhandled promise rejections are logged as warnings, not shown to the user. Entries still
 * waiting for their batch leave with the page (a keepalive request outlives it).
 */
export function installGlobalHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    logUnhandledRejection(event.reason);
  };
  const onPageHide = () => void current.flush();
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pagehide', onPageHide);
  };
}

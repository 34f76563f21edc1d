// Log entries of SPEC §3/§8 and the monitoring sink: every entry goes to the console, and, when
// monitoring is on, redacted, to telemetry as a Faro log (telemetry-api.ts; Faro batches it,
// SPEC §9). A failing or disabled monitor never breaks the app: it is only written to the console.
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

export interface LoggerOptions {
  project: string;
  environment: string;
  /** Where each entry goes besides the console; null turns monitoring off. */
  monitor: ((entry: LogEntry) => void) | null;
  console?: Pick<Console, 'error' | 'warn' | 'info'>;
  now?: () => number;
}

export interface Logger {
  log(level: LogLevel, message: string, payload?: unknown, status?: number): LogEntry;
  setContext(context: { sessionId?: string | null; userId?: string | null }): void;
}

/**
 * The entry's fields as the Faro log's context, strings as Faro sends them. The session and the
 * user travel in Faro's meta.
 */
function monitoringContext(entry: LogEntry): Record<string, string> {
  return {
    payload: JSON.stringify(entry.payload),
    ...(entry.status === undefined ? {} : { status: String(entry.status) }),
    project: entry.project,
    environment: entry.environment,
    client_timestamp: String(entry.clientTimestamp),
  };
}

/**
 * The entry to telemetry as a Faro log. Its set-up is imported with the first entry: a page
 * that logs nothing loads none of it before it is interactive.
 */
function toTelemetry(entry: LogEntry): void {
  import('./telemetry-api')
    .then((api) =>
      // Offline, Vite may hand back nothing for a module it could not fetch (reload-guard.ts).
      api.telemetryLog(entry.level, entry.message, monitoringContext(entry), entry.clientTimestamp),
    )
    .catch((cause: unknown) => console.warn('Monitoring failed', cause));
}

export function createLogger(options: LoggerOptions): Logger {
  const out = options.console ?? console;
  const now = options.now ?? Date.now;
  let sessionId: string | null = null;
  let userId: string | null = null;

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
      options.monitor?.(entry);
      return entry;
    },
    setContext(context) {
      if (context.sessionId !== undefined) sessionId = context.sessionId;
      if (context.userId !== undefined) userId = context.userId;
    },
  };
}

let current: Logger = createLogger({
  project: appConfig.projectName,
  environment: appConfig.environment,
  monitor: appConfig.telemetry.enabled ? toTelemetry : null,
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

/** Unhandled promise rejections are logged as warnings, not shown to the user. */
export function installGlobalHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    logUnhandledRejection(event.reason);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}

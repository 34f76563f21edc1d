// The whole app switches to the error page when a fatal error is raised (SPEC §2, §8).
// A tiny external store so the API client, the machines' glue and React can all reach it.
import { fatalOf, type Fatal } from '../../contract/fatal';
import { logError } from './logger';

type Listener = () => void;
let current: Fatal | null = null;
/** What the error page's retry does for the current error; a full reload when nobody said. */
let currentRetry: (() => void) | null = null;
const listeners = new Set<Listener>();

/**
 * SPEC §8: an error becomes a log entry named after it, with its message and stack. The API
 * client's 5xx page is not an Error: that request was already reported with its status.
 */
export function logFatalError(error: unknown): void {
  if (error instanceof Error) logError(error);
}

/**
 * Switches the app to the error page. `retry` is how whoever raised it starts over (the
 * registration flow asks the server for the step again, keeping the drafts); without it the
 * page's retry reloads.
 */
export function showFatalError(error: unknown, retry?: () => void): void {
  logFatalError(error);
  current = fatalOf(error);
  currentRetry = retry ?? null;
  listeners.forEach((listener) => listener());
}

/** The error page's «Попробовать ещё раз»: leaves the page and starts over. */
export function retryFatalError(reload: () => void = () => window.location.reload()): void {
  const retry = currentRetry;
  if (!retry) return reload();
  current = null;
  currentRetry = null;
  listeners.forEach((listener) => listener());
  retry();
}

export function getFatalError(): Fatal | null {
  return current;
}

export function subscribeFatalError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

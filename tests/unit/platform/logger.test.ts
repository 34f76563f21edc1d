// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLogger,
  getLogger,
  installGlobalHandlers,
  KEEPALIVE_MAX_CHARS,
  LOG_BATCH_INTERVAL_MS,
  logError,
  logLocaleLoadFailure,
  logParseErrorFallback,
  reportRequestError,
  setLogger,
  type LogEntry,
  type LoggerOptions,
} from '../../../src/platform/logger';

const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

function collecting(overrides: Partial<LoggerOptions> = {}) {
  const batches: LogEntry[][] = [];
  const send = vi.fn(async (_url: string, body: string) => {
    batches.push((JSON.parse(body) as { entries: LogEntry[] }).entries);
  });
  const logger = createLogger({
    project: 'qazcredit-web',
    environment: 'test',
    logsUrl: '/sandbox/logs',
    send,
    console: quiet,
    now: () => 1_700_000_000_000,
    ...overrides,
  });
  return { logger, batches, send };
}

const original = getLogger();
afterEach(() => {
  setLogger(original);
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('log entries', () => {
  it('carry level, message, client timestamp, project, environment, session, user and payload', async () => {
    const { logger, batches } = collecting();
    logger.setContext({ sessionId: 's-1', userId: 'u-1' });
    logger.log('error', 'RequestError', { url: '/rest/auth' }, 502);
    await logger.flush();
    expect(batches).toEqual([
      [
        {
          level: 'error',
          message: 'RequestError',
          clientTimestamp: 1_700_000_000_000,
          project: 'qazcredit-web',
          environment: 'test',
          sessionId: 's-1',
          userId: 'u-1',
          payload: { url: '/rest/auth' },
          status: 502,
        },
      ],
    ]);
  });

  it('turn an error into its name with message and stack as payload', () => {
    setLogger(collecting().logger);
    const error = new TypeError('x is undefined');
    const entry = logError(error);
    expect(entry.level).toBe('error');
    expect(entry.message).toBe('TypeError');
    expect(entry.payload).toEqual({ message: 'x is undefined', stack: error.stack });
  });

  it('log parse fallbacks and locale load failures under their names', () => {
    setLogger(collecting().logger);
    expect(logParseErrorFallback({ path: '/rest/registration/step' })).toMatchObject({
      level: 'warning',
      message: 'ParseErrorFallback',
    });
    expect(logLocaleLoadFailure({ locale: 'kk', catalog: 'shell' })).toMatchObject({
      level: 'error',
      message: 'Failed locale loading',
      payload: { locale: 'kk', catalog: 'shell' },
    });
  });

  it('never carry an IIN or a phone number in the payload', () => {
    setLogger(collecting().logger);
    const entry = reportRequestError({
      method: 'POST',
      url: '/rest/registration/iin?iin=900101300017',
      status: 422,
      message: 'ИИН 900101300017 не найден, телефон +7 (701) 234-56-78',
    });
    expect(JSON.stringify(entry)).not.toMatch(/900101300017|234-56-78/);
  });
});

describe('batching', () => {
  it('sends entries together after 250 ms', async () => {
    vi.useFakeTimers();
    const { logger, send, batches } = collecting();
    logger.log('error', 'A');
    logger.log('warning', 'B');
    // SPEC §9: error-report batching every 250 ms.
    expect(LOG_BATCH_INTERVAL_MS).toBe(250);
    await vi.advanceTimersByTimeAsync(249);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(batches[0]!.map((entry) => entry.message)).toEqual(['A', 'B']);
  });

  it('sends at most 50 entries a request, the 50th triggering a send at once', async () => {
    vi.useFakeTimers();
    const { logger, batches } = collecting();
    for (let i = 0; i < 120; i++) logger.log('error', `E${i}`);
    await vi.advanceTimersByTimeAsync(LOG_BATCH_INTERVAL_MS);
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batches.flat().map((entry) => entry.message)).toEqual(
      Array.from({ length: 120 }, (_, i) => `E${i}`),
    );
  });

  it('only writes to the console when monitoring is off', async () => {
    const { logger, send } = collecting({ logsUrl: null });
    logger.log('error', 'Offline');
    await logger.flush();
    expect(send).not.toHaveBeenCalled();
    expect(quiet.error).toHaveBeenCalledWith('[error] Offline', null);
  });

  it('only writes to the console when monitoring fails', async () => {
    const { logger } = collecting({ send: () => Promise.reject(new Error('503')) });
    logger.log('error', 'Lost');
    await expect(logger.flush()).resolves.toBeUndefined();
    expect(quiet.warn).toHaveBeenCalledWith('Monitoring failed', expect.any(Error));
  });
});

describe('keepalive (SPEC §9)', () => {
  it('is asked for a body of up to 60000 characters and not for one character more', async () => {
    expect(KEEPALIVE_MAX_CHARS).toBe(60_000);
    const requests: { length: number; keepalive: boolean | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push({ length: String(init.body).length, keepalive: init.keepalive });
        return new Response(null, { status: 204 });
      }),
    );
    try {
      const logger = createLogger({
        project: 'qazcredit-web',
        environment: 'test',
        logsUrl: '/sandbox/logs',
        console: quiet,
        now: () => 1_700_000_000_000,
      });
      const post = async (message: string) => {
        logger.log('info', message);
        await logger.flush();
        return requests[requests.length - 1]!;
      };
      // What a batch of one entry adds around its message, measured once.
      const overhead = (await post('m')).length - 1;
      const atLimit = await post('m'.repeat(60_000 - overhead));
      const overLimit = await post('m'.repeat(60_001 - overhead));
      expect(atLimit).toEqual({ length: 60_000, keepalive: true });
      expect(overLimit).toEqual({ length: 60_001, keepalive: false });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('global handlers', () => {
  it('log an unhandled rejection as a warning', () => {
    const { logger } = collecting();
    const log = vi.spyOn(logger, 'log');
    setLogger(logger);
    const uninstall = installGlobalHandlers(window);
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('socket closed') });
    window.dispatchEvent(event);
    uninstall();
    expect(log).toHaveBeenCalledWith(
      'warning',
      'UnhandledRejection',
      expect.objectContaining({ message: 'socket closed' }),
    );
  });

  it('sends the queued entries when the page is left, without waiting for the batch timer', async () => {
    const { logger, batches } = collecting();
    setLogger(logger);
    const uninstall = installGlobalHandlers(window);
    logger.log('warning', 'UnhandledRejection', { message: 'socket closed' });
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    await Promise.resolve();
    expect(batches).toEqual([[expect.objectContaining({ message: 'UnhandledRejection' })]]);
  });
});

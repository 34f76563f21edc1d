// @vitest-environment jsdom
// The log entries of SPEC §3/§8: what an entry holds and what it is named, and that a disabled
// or failing monitor leaves the entry on the console only. How an entry travels as a Faro log,
// before and after telemetry's start, is in telemetry-journey and telemetry-early.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLogger,
  getLogger,
  installGlobalHandlers,
  logError,
  logLocaleLoadFailure,
  logParseErrorFallback,
  reportRequestError,
  setLogger,
  type LogEntry,
  type LoggerOptions,
} from '../../../src/platform/logger';

const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

function monitored(overrides: Partial<LoggerOptions> = {}) {
  const monitor = vi.fn((_entry: LogEntry) => {});
  const logger = createLogger({
    project: 'qazcredit-web',
    environment: 'test',
    monitor,
    console: quiet,
    now: () => 1_700_000_000_000,
    ...overrides,
  });
  return { logger, monitor };
}

const original = getLogger();
afterEach(() => {
  setLogger(original);
  vi.clearAllMocks();
  vi.doUnmock('../../../src/platform/telemetry-api');
  vi.resetModules();
});

describe('log entries', () => {
  it('carry level, message, client timestamp, project, environment, session, user and payload', () => {
    const { logger, monitor } = monitored();
    logger.setContext({ sessionId: 's-1', userId: 'u-1' });
    logger.log('error', 'RequestError', { url: '/rest/auth' }, 502);
    expect(monitor.mock.calls).toEqual([
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
    setLogger(monitored().logger);
    const error = new TypeError('x is undefined');
    const entry = logError(error);
    expect(entry.level).toBe('error');
    expect(entry.message).toBe('TypeError');
    expect(entry.payload).toEqual({ message: 'x is undefined', stack: error.stack });
  });

  it('log parse fallbacks and locale load failures under their names', () => {
    setLogger(monitored().logger);
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
    const { logger, monitor } = monitored();
    setLogger(logger);
    const entry = reportRequestError({
      method: 'POST',
      url: '/rest/registration/iin?iin=900101300017',
      status: 422,
      message: 'ИИН 900101300017 не найден, телефон +7 (701) 234-56-78',
    });
    expect(JSON.stringify([entry, monitor.mock.calls])).not.toMatch(/900101300017|234-56-78/);
  });
});

describe('monitoring (SPEC §8)', () => {
  it('only writes to the console when monitoring is off', () => {
    const { logger } = monitored({ monitor: null });
    expect(logger.log('error', 'Offline')).toMatchObject({ message: 'Offline' });
    expect(quiet.error).toHaveBeenCalledWith('[error] Offline', null);
  });

  it('only writes to the console when monitoring fails', async () => {
    // Telemetry's set-up cannot be loaded (its chunk gone after a deploy, the network down).
    vi.doMock('../../../src/platform/telemetry-api', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { logError: logFresh } = await import('../../../src/platform/logger');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(logFresh(new Error('Lost')).message).toBe('Error');
      expect(error).toHaveBeenCalledWith(
        '[error] Error',
        expect.objectContaining({ message: 'Lost' }),
      );
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Monitoring failed', expect.any(Error)),
      );
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('global handlers', () => {
  it('log an unhandled rejection as a warning', () => {
    const { logger } = monitored();
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
});

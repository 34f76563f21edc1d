import { onTestFinished, vi } from 'vitest';
import { createLogger, getLogger, setLogger, type Logger } from '../../src/platform/logger';

/** Records what the app logs in this test (nothing sent or printed); its logger is back after. */
export function recordLogs(): Logger['log'] {
  const original = getLogger();
  onTestFinished(() => setLogger(original));
  const logger = createLogger({
    project: 'qazcredit-web',
    environment: 'test',
    monitor: null,
    console: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
  });
  const log = vi.fn(logger.log);
  setLogger({ ...logger, log });
  return log;
}

import { expect, it, vi } from 'vitest';
import { loadCatalog, LocaleLoadError } from '../../../src/platform/i18n';
import { createLogger, setLogger } from '../../../src/platform/logger';

// The Kazakh calculators catalog is unreachable, as when its chunk is gone after a deploy.
vi.mock('../../../locales/kk/calculators.po', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it("reports 'Failed locale loading' with the catalog and locale to monitoring", async () => {
  const monitor = vi.fn();
  const logger = createLogger({
    project: 'test',
    environment: 'test',
    monitor,
    console: { error: () => {}, warn: () => {}, info: () => {} },
  });
  setLogger(logger);

  await expect(loadCatalog('calculators', 'kk')).rejects.toBeInstanceOf(LocaleLoadError);
  expect(monitor.mock.calls.map(([entry]) => entry)).toEqual([
    expect.objectContaining({
      level: 'error',
      message: 'Failed locale loading',
      payload: expect.objectContaining({ catalog: 'calculators', locale: 'kk' }),
    }),
  ]);
});

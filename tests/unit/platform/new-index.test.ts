import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '../../../src/platform/config';

vi.mock('../../../src/platform/config', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return { ...actual, appConfig: { ...actual.appConfig } };
});

const { appConfig } = await import('../../../src/platform/config');
// The mock above made a writable copy of the build's settings.
const config = appConfig as { isProduction: boolean };
const { Route } = await import('../../../src/routes/{-$locale}/_redesign/new-index');

function visit(pathname: string): unknown {
  try {
    Route.options.beforeLoad!({ location: { pathname } } as never);
    return null;
  } catch (thrown) {
    return thrown;
  }
}

afterEach(() => {
  config.isProduction = false;
});

describe('SPEC.md §2 and §6: "/new-index is hidden in production"', () => {
  it('redirects /new-index to the home page in production', () => {
    config.isProduction = true;
    const ru = visit('/new-index');
    const kk = visit('/kk/new-index');
    expect(isRedirect(ru)).toBe(true);
    expect((ru as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to: '/',
      replace: true,
    });
    expect((kk as { options: { to: string } }).options.to).toBe('/kk');
  });

  it('shows it outside production', () => {
    expect(visit('/new-index')).toBeNull();
  });
});

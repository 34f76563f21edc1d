// @vitest-environment jsdom
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { hasPage } from '../../../src/features/registration/follow-screens';
import { showFatalError } from '../../../src/platform/fatal-error';
import { logCannotFindRoute, logNotFound } from '../../../src/platform/not-found';
import { Route as LocaleRoute } from '../../../src/routes/{-$locale}/route';
import { recordLogs } from '../../support/logger';

describe("SPEC.md §8: unknown route: 404 'Page not found: {path}' (also 'Cannot find route' with route name, and 'Page Not Found: {fullPath}' in the other router path)", () => {
  it('logs a path no route matches as Page not found: {path}', () => {
    const log = recordLogs();
    logNotFound('/kredity/online', undefined);
    expect(log).toHaveBeenCalledWith(
      'warning',
      'Page not found: /kredity/online',
      { path: '/kredity/online' },
      404,
    );
  });

  it('logs a route that declares itself not found as Page Not Found: {fullPath}', () => {
    const log = recordLogs();
    let thrown: unknown;
    try {
      LocaleRoute.options.beforeLoad!({
        params: { locale: 'en' },
        location: { href: '/en/about?utm_source=x#top' },
      } as never);
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
    logNotFound('/en/about', (thrown as { data?: unknown }).data);
    expect(log).toHaveBeenCalledWith(
      'warning',
      'Page Not Found: /en/about?utm_source=x#top',
      { fullPath: '/en/about?utm_source=x#top' },
      404,
    );
  });

  it('logs Cannot find route with the route name when the app asks for a page it lacks', () => {
    const log = recordLogs();
    logCannotFindRoute('register-selfie-video___kk', '/kk/register/selfie-video');
    expect(log).toHaveBeenCalledWith(
      'warning',
      'Cannot find route',
      { name: 'register-selfie-video___kk', path: '/kk/register/selfie-video' },
      404,
    );
  });

  it('knows which registration paths have a page', () => {
    const router = createAppRouter();
    expect(hasPage(router, '/register/personal')).toBe(true);
    expect(hasPage(router, '/kk/register/lk')).toBe(true);
    expect(hasPage(router, '/register/selfie-video')).toBe(false);
    expect(hasPage(router, '/en/about')).toBe(false);
  });
});

describe('SPEC.md §8: errors become entries with the error name as message and message and stack in the payload', () => {
  it('logs a fatal application error that switches the app to the error page', () => {
    const log = recordLogs();
    const error = new TypeError("Cannot read properties of undefined (reading 'step')");
    showFatalError(error);
    expect(log).toHaveBeenCalledWith(
      'error',
      'TypeError',
      { message: error.message, stack: error.stack },
      undefined,
    );
  });

  it('does not log the 5xx page again: its request was reported with its status', () => {
    const log = recordLogs();
    showFatalError({ statusCode: 500, message: 'Internal Server Error' });
    expect(log).not.toHaveBeenCalled();
  });
});

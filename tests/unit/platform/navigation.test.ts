// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyNavigationDecision,
  createNavigationChecks,
  standardNavigationChecks,
  type NavigationCheck,
  type NavigationContext,
} from '../../../src/platform/navigation';
import { clearRouteRules } from '../../../src/platform/route-rules';
import { captureUtm } from '../../../src/platform/utm';

const at = (pathname: string, routeName: string): NavigationContext => ({
  pathname,
  routeName,
  href: `http://localhost${pathname}`,
});

function stubRules(rules: { from: string; to: string }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ rules }))),
  );
}

beforeEach(() => {
  vi.unstubAllGlobals();
  clearRouteRules();
  localStorage.clear();
});

describe('createNavigationChecks', () => {
  it('runs checks in order and stops at the first decision', async () => {
    const order: string[] = [];
    const check = (
      name: string,
      decision: ReturnType<NavigationCheck['run']> = null,
    ): NavigationCheck => ({
      name,
      run: () => {
        order.push(name);
        return decision;
      },
    });
    const run = createNavigationChecks([
      check('a'),
      check('b', { kind: 'internal', to: '/' }),
      check('c'),
    ]);
    expect(await run(at('/promo', 'promo___ru'))).toEqual({ kind: 'internal', to: '/' });
    expect(order).toEqual(['a', 'b']);
  });

  it('skips a failing check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = createNavigationChecks([
      { name: 'broken', run: () => Promise.reject(new Error('boom')) },
      { name: 'redirect', run: () => ({ kind: 'external', href: 'https://hh.kz' }) },
    ]);
    expect(await run(at('/x', 'x___ru'))).toEqual({ kind: 'external', href: 'https://hh.kz' });
  });
});

describe('standardNavigationChecks', () => {
  it('sends marketing parameters, names the view, applies metadata, then checks redirects', async () => {
    const events: string[] = [];
    stubRules([{ from: '/kredit', to: '/how-to-get' }]);
    captureUtm('?utm_source=google', 1);
    const checks = standardNavigationChecks({
      utm: {
        post: async () => {
          events.push('utm post');
        },
        whenReady: async () => {},
        navigateSamePath: () => {},
        log: () => {},
      },
      applyPageMeta: ({ pathname }) => {
        events.push(`meta ${pathname}`);
      },
    });
    expect(checks.map((check) => check.name)).toEqual([
      'new build',
      'marketing parameters',
      'telemetry view',
      'page metadata',
      'route rules',
    ]);
    const run = createNavigationChecks(checks);
    expect(await run(at('/login', 'login___ru'))).toBeNull();
    expect(events).toEqual(['utm post', 'meta /login']);
    expect(await run(at('/kredit', 'kredit___ru'))).toEqual({
      kind: 'internal',
      to: '/how-to-get',
    });
  });
});

describe('applyNavigationDecision', () => {
  it('routes internal redirects and loads everything else in full', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    applyNavigationDecision({ kind: 'internal', to: '/how-to-get' }, { navigate, assign });
    applyNavigationDecision(
      { kind: 'external', href: 'https://hh.kz/employer/qazcredit' },
      { navigate, assign },
    );
    applyNavigationDecision(
      { kind: 'reload', href: 'http://localhost/about' },
      { navigate, assign },
    );
    expect(navigate).toHaveBeenCalledWith('/how-to-get');
    expect(assign.mock.calls).toEqual([
      ['https://hh.kz/employer/qazcredit'],
      ['http://localhost/about'],
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkRouteRedirect,
  clearRouteRules,
  matchRouteRule,
} from '../../../src/platform/route-rules';
import { routeRules } from '../../../scripts/build/company-assets';
import type { Company } from '../../../src/platform/company-schema';

const ORIGIN = 'https://qazcredit.kz';
// What the build publishes as /route-rules.json: the site's table and the example company's
// vacancies page (scripts/build/company-assets.ts).
const example = JSON.parse(
  readFileSync(new URL('../../../deploy/company.example.json', import.meta.url), 'utf8'),
) as Company;
const shipped = routeRules(
  JSON.parse(readFileSync(new URL('../../../deploy/route-rules.json', import.meta.url), 'utf8')),
  example,
);

function serving(body: unknown, status = 200) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

beforeEach(() => clearRouteRules());

describe('matchRouteRule with the shipped rules', () => {
  it('redirects internally', () => {
    expect(matchRouteRule(shipped.rules, '/promo', ORIGIN)).toEqual({ kind: 'internal', to: '/' });
    expect(matchRouteRule(shipped.rules, '/kredit', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/how-to-get',
    });
  });

  it('keeps the language of a prefixed path and ignores a trailing slash', () => {
    expect(matchRouteRule(shipped.rules, '/kk/kredit/', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/kk/how-to-get',
    });
    expect(matchRouteRule(shipped.rules, '/kk/promo', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/kk',
    });
  });

  it('leaves the site for an absolute target on another origin', () => {
    expect(matchRouteRule(shipped.rules, '/vakansii', ORIGIN)).toEqual({
      kind: 'external',
      href: example.careers,
    });
  });

  it('has no /vakansii rule for a company without a vacancies page', () => {
    const { careers: _, ...without } = example;
    const rules = routeRules({ rules: shipped.rules }, without).rules;
    expect(matchRouteRule(rules, '/vakansii', ORIGIN)).toBeNull();
  });

  it('does nothing for paths without a rule', () => {
    expect(matchRouteRule(shipped.rules, '/how-to-get', ORIGIN)).toBeNull();
    expect(matchRouteRule(shipped.rules, '/promotions', ORIGIN)).toBeNull();
  });

  it('treats an absolute target on this origin as internal, query kept', () => {
    const rules = [{ from: '/old', to: 'https://qazcredit.kz/login?from=old' }];
    expect(matchRouteRule(rules, '/old', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/login?from=old',
    });
  });
});

describe('checkRouteRedirect', () => {
  it('fetches the rules once and answers from the cache', async () => {
    const fetchRules = serving(shipped);
    expect(await checkRouteRedirect('/promo', { fetch: fetchRules, origin: ORIGIN })).toEqual({
      kind: 'internal',
      to: '/',
    });
    expect(await checkRouteRedirect('/about', { fetch: fetchRules, origin: ORIGIN })).toBeNull();
    expect(fetchRules).toHaveBeenCalledTimes(1);
    expect(fetchRules.mock.calls[0]![0]).toBe('/route-rules.json');
  });

  it('lets navigation go on when the rules cannot be had, and tries again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = serving({ nope: true }, 500);
    expect(await checkRouteRedirect('/promo', { fetch: broken, origin: ORIGIN })).toBeNull();
    const fixed = serving(shipped);
    expect(await checkRouteRedirect('/promo', { fetch: fixed, origin: ORIGIN })).toEqual({
      kind: 'internal',
      to: '/',
    });
  });

  it('rejects a malformed rules file as no rules', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await checkRouteRedirect('/promo', {
        fetch: serving({ rules: [{ from: 'promo', to: '/' }] }),
        origin: ORIGIN,
      }),
    ).toBeNull();
  });
});

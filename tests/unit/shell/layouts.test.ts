// @vitest-environment jsdom
// SPEC.md §2: every route uses a layout (auth, default, redesign or empty); /media is empty,
// /badbrowser auth, /new-index redesign, /login/iin, /login and all /register/* auth. A page's
// layout is the pathless route its address is matched under (src/routes/{-$locale}/_<layout>/),
// and each folder's route.tsx renders that layout of src/features/shell/layouts.tsx.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import * as layouts from '../../../src/features/shell/layouts';

const routes = resolve(import.meta.dirname, '../../../src/routes/{-$locale}');

/** SPEC §2's routes with the layout it names; the public pages it leaves open are 'default'. */
const SPEC_LAYOUTS: Record<string, 'auth' | 'default' | 'redesign' | 'empty'> = {
  '/': 'default',
  '/about': 'default',
  '/about/documents': 'default',
  '/how-to-get': 'default',
  '/how-to-return': 'default',
  '/flood-relief': 'default',
  '/info': 'default',
  '/info/contacts': 'default',
  '/info/financial-competence': 'default',
  '/info/privacy-policy': 'default',
  '/info/security': 'default',
  '/contacts': 'default',
  '/media': 'empty',
  '/badbrowser': 'auth',
  '/new-index': 'redesign',
  '/login/iin': 'auth',
  '/login': 'auth',
  '/register/personal': 'auth',
  '/register/passport': 'auth',
  '/register/personal-and-passport': 'auth',
  '/register/photo': 'auth',
  '/register/liveness-waiting-results': 'auth',
  '/register/liveness-error': 'auth',
  '/register/wait': 'auth',
  '/register/signing-init-wait': 'auth',
  '/register/signing-init-error': 'auth',
  '/register/signing-waiting-results': 'auth',
  '/register/lk': 'auth',
};

const router = createAppRouter();

/** The layout of the page the app's router has at `path` (not a catch-all), or undefined. */
function layoutOf(path: string): string | undefined {
  const [matched, params, page] = router.getMatchedRoutes(path);
  if (!page || '_splat' in params) return undefined;
  const layout = matched.find((route) => /\/_(auth|default|redesign|empty)$/.test(route.id));
  return layout?.id.split('/_').at(-1);
}

/** Every page route file of the app (development-only `dev.` files are left out of builds). */
function pageFiles(dir = routes): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    if (entry.name === 'route.tsx' || entry.name.startsWith('dev.')) return [];
    return [relative(routes, path)];
  });
}

describe('layouts of SPEC §2', () => {
  it.each(Object.entries(SPEC_LAYOUTS))('%s uses the %s layout', (path, layout) => {
    expect(layoutOf(path)).toBe(layout);
  });

  it('every page route lives under one of the four layouts', () => {
    const outside = pageFiles().filter((file) => !/^_(auth|default|redesign|empty)\//.test(file));
    expect(outside).toEqual([]);
  });

  it.each([
    ['auth', 'AuthLayout'],
    ['default', 'DefaultLayout'],
    ['redesign', 'RedesignLayout'],
    ['empty', 'EmptyLayout'],
  ] as const)('the %s folder renders %s', (folder, component) => {
    expect(typeof layouts[component]).toBe('function');
    const source = readFileSync(join(routes, `_${folder}`, 'route.tsx'), 'utf8');
    expect(source).toContain(`<${component}`);
    for (const other of Object.keys(layouts).filter((name) => name !== component)) {
      expect(source).not.toContain(`<${other}`);
    }
  });
});

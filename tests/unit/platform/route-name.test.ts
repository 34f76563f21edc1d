import { describe, expect, it, vi } from 'vitest';
import { routeName } from '../../../src/platform/locale';
import { standardNavigationChecks } from '../../../src/platform/navigation';

const views = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/platform/telemetry-view', () => ({
  setTelemetryView: (name: string) => void views.push(name),
}));

describe('route names carry a locale suffix (SPEC.md §2)', () => {
  it('names /kk/login/iin login-iin___kk and the Russian pages ___ru', () => {
    expect(routeName('/kk/login/iin')).toBe('login-iin___kk');
    expect(routeName('/login/iin')).toBe('login-iin___ru');
    expect(routeName('/')).toBe('index___ru');
    expect(routeName('/kk')).toBe('index___kk');
    expect(routeName('/register/personal-and-passport', 'kk')).toBe(
      'register-personal-and-passport___kk',
    );
  });

  it('names the telemetry view after the route with its suffix', async () => {
    const checks = standardNavigationChecks({
      utm: { post: vi.fn(), whenReady: vi.fn(), navigateSamePath: vi.fn(), log: vi.fn() },
      applyPageMeta: vi.fn(),
    });
    const view = checks.find((check) => check.name === 'telemetry view')!;
    await view.run({
      pathname: '/kk/login/iin',
      routeName: routeName('/kk/login/iin'),
      href: 'http://localhost/kk/login/iin',
    });
    expect(views).toEqual(['login-iin___kk']);
  });
});

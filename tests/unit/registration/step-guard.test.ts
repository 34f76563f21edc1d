// SPEC.md §2: "/login … users are sent here (replace navigation) when authentication fails", and
// every /register/* route has the step guard. The guard replaces the address (no history entry
// is left behind) with the screen the flow names, in the page's language.
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { stepGuard, type RegistrationGate } from '../../../src/features/registration/step-guard';

/** A gate of a visitor whose authentication failed: every flow path is /login's. */
const loggedOut: RegistrationGate = {
  screenFor: async (path) => (path === '/login' ? null : '/login'),
  clearLogin: () => {},
};

async function guarded(pathname: string) {
  try {
    await stepGuard(loggedOut, pathname);
    return null;
  } catch (thrown) {
    return thrown;
  }
}

describe('the step guard', () => {
  it.each([
    ['/register/personal', '/login'],
    ['/kk/register/lk', '/kk/login'],
    ['/login/iin', '/login'],
  ])('sends %s, after a failed authentication, to %s by a replace navigation', async (from, to) => {
    const thrown = await guarded(from);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to,
      replace: true,
    });
  });

  it('leaves /login, and pages outside the flow, where they are', async () => {
    expect(await guarded('/login')).toBeNull();
    expect(await guarded('/kk/login')).toBeNull();
    expect(await guarded('/badbrowser')).toBeNull();
  });

  it('lets a preload through (the next screen fetched ahead): the navigation is guarded when it comes', async () => {
    const asked: string[] = [];
    const gate: RegistrationGate = {
      screenFor: async (path) => (asked.push(path), '/register/personal'),
      clearLogin: () => {},
    };
    await expect(stepGuard(gate, '/kk/register/passport', true)).resolves.toBeUndefined();
    // The flow was asked (and so loaded) all the same.
    expect(asked).toEqual(['/register/passport']);
    await expect(stepGuard(gate, '/kk/register/passport')).rejects.toSatisfy(isRedirect);
  });
});

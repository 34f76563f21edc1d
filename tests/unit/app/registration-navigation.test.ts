// @vitest-environment jsdom
// SPEC.md §2 and §4: a registration address that is not the applicant's screen is replaced by
// it (no history entry left), and a push moves the applicant to the matching screen without a
// reload, in either language. The app's router with its real routes: a deep link or a reload is
// decided by the step guard; the machines' new screen moves the address through the layout's
// subscriber (follow-screens.ts), whose navigation the guard lets through without asking again.
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { screenNavigator } from '../../../src/features/registration/follow-screens';
import { NO_REGISTRATION, type RegistrationContext } from '../../../src/features/registration/gate';
import { recordLogs } from '../../support/logger';

/** A registration context whose flow shows `screen` (what the runtime's gate answers once booted). */
function flowAt(screen: string) {
  let following: string | null = null;
  const flow = {
    ...NO_REGISTRATION,
    screen,
    screenFor: async () => flow.screen,
    follow: (path: string) => void (following = path),
    isFollowing: (path: string) => {
      const answer = following === path;
      following = null;
      return answer;
    },
  };
  return flow satisfies RegistrationContext;
}

async function openAt(flow: RegistrationContext, ...entries: string[]) {
  const history = createMemoryHistory({ initialEntries: entries });
  const router = createAppRouter({ registration: () => flow, history });
  await router.load();
  return { router, history, follow: screenNavigator(router, flow) };
}

type Router = Awaited<ReturnType<typeof openAt>>['router'];

/** Resolves once the router has shown `path`. */
function shown(router: Router, path: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (router.state.resolvedLocation?.pathname !== path) return;
      stop();
      resolve();
    };
    const stop = router.subscribe('onResolved', check);
    check();
  });
}

describe('the registration address follows the machines through the step guard', () => {
  it('a deep link is replaced by the screen, keeping the language', async () => {
    const { router, history } = await openAt(flowAt('/register/personal'), '/kk/register/photo');
    expect(router.state.location.pathname).toBe('/kk/register/personal');
    expect(history.length).toBe(1);
  });

  it('a new screen replaces the address once the router hears of it, in ru and in kk', async () => {
    for (const [from, to] of [
      ['/register/personal', '/register/passport'],
      ['/kk/register/personal', '/kk/register/passport'],
    ] as const) {
      const flow = flowAt('/register/personal');
      const { router, history, follow } = await openAt(flow, '/about', from);
      flow.screen = '/register/passport';
      follow(flow.screen);
      await shown(router, to);
      // Replaced: the page before it is still the one the back button leads to.
      expect(history.length, from).toBe(2);
    }
  });

  it('the layout’s move to the screen is not asked again; a deep link after it is', async () => {
    const flow = flowAt('/register/personal');
    const { router, history, follow } = await openAt(flow, '/about', '/register/personal');
    const screenFor = vi.spyOn(flow, 'screenFor');
    flow.screen = '/register/passport';
    follow('/register/passport');
    await shown(router, '/register/passport');
    expect(screenFor).not.toHaveBeenCalled();
    expect(history.length).toBe(2);
    // Back to the form by hand (the address bar, a bookmark): the guard answers, the screen stays.
    await router.navigate({ href: '/register/personal' });
    await shown(router, '/register/passport');
    expect(screenFor).toHaveBeenCalled();
  });

  it('the address stays when it already shows the screen, and outside the flow', async () => {
    const flow = flowAt('/register/personal');
    const screenFor = vi.spyOn(flow, 'screenFor');
    const onFlowPage = await openAt(flow, '/register/personal');
    screenFor.mockClear();
    onFlowPage.follow('/register/personal');
    expect(screenFor).not.toHaveBeenCalled();

    const elsewhere = await openAt(flowAt('/register/passport'), '/about');
    elsewhere.follow('/register/passport');
    expect(elsewhere.router.state.location.pathname).toBe('/about');
  });

  it('a screen this build has no page for is logged as Cannot find route, and still shown', async () => {
    const log = recordLogs();
    const flow = flowAt('/register/personal');
    const { router, follow } = await openAt(flow, '/kk/register/personal');
    flow.screen = '/register/selfie-video';
    follow(flow.screen);
    await shown(router, '/kk/register/selfie-video');
    expect(log).toHaveBeenCalledWith(
      'warning',
      'Cannot find route',
      { name: 'register-selfie-video___kk', path: '/kk/register/selfie-video' },
      404,
    );
  });
});

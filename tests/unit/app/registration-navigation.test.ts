// @vitest-environment jsdom
// SPEC.md §2 and §4: a registration address that is not the applicant's screen is replaced by
// it (no history entry left), and a push moves the applicant to the matching screen without a
// reload, in either language. The app's router with its real routes: when the machines' screen
// changes, the step guard runs again and decides the address; nothing else moves it.
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter, registrationLink } from '../../../src/app/router';
import type { RegistrationGate } from '../../../src/features/registration/step-guard';
import { recordLogs } from '../../support/logger';

/** A gate whose flow shows `screen` (what the runtime's gate answers once booted). */
function flowAt(screen: string) {
  const gate = { screen, screenFor: async () => gate.screen, clearLogin: () => {} };
  return gate satisfies RegistrationGate;
}

async function openAt(gate: RegistrationGate, ...entries: string[]) {
  const history = createMemoryHistory({ initialEntries: entries });
  const router = createAppRouter(gate, history);
  await router.load();
  return { router, history, link: registrationLink(router) };
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
      const { router, history, link } = await openAt(flow, '/about', from);
      flow.screen = '/register/passport';
      link.screenChanged(flow.screen);
      await shown(router, to);
      // Replaced: the page before it is still the one the back button leads to.
      expect(history.length, from).toBe(2);
    }
  });

  it('the guard still decides: a screen that moved on before the navigation replaces it', async () => {
    const flow = flowAt('/register/personal');
    const { router, history, link } = await openAt(flow, '/about', '/register/personal');
    // The notice names the passport, but the flow is already at the photo when the guard asks.
    flow.screen = '/register/photo';
    link.screenChanged('/register/passport');
    await shown(router, '/register/photo');
    expect(history.length).toBe(2);
  });

  it('the address stays when it already shows the screen, and outside the flow', async () => {
    const flow = flowAt('/register/personal');
    const screenFor = vi.spyOn(flow, 'screenFor');
    const onFlowPage = await openAt(flow, '/register/personal');
    screenFor.mockClear();
    onFlowPage.link.screenChanged('/register/personal');
    expect(screenFor).not.toHaveBeenCalled();

    const elsewhere = await openAt(flowAt('/register/passport'), '/about');
    elsewhere.link.screenChanged('/register/passport');
    expect(elsewhere.router.state.location.pathname).toBe('/about');
  });

  it('a screen this build has no page for is logged as Cannot find route, and still shown', async () => {
    const log = recordLogs();
    const flow = flowAt('/register/personal');
    const { router, link } = await openAt(flow, '/kk/register/personal');
    flow.screen = '/register/address';
    link.screenChanged(flow.screen);
    await shown(router, '/kk/register/address');
    expect(log).toHaveBeenCalledWith(
      'warning',
      'Cannot find route',
      { name: 'register-address___kk', path: '/kk/register/address' },
      404,
    );
  });
});

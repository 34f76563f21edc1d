import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { RegistrationContext } from '../../machines/registration/context';
import { screenFor } from '../../machines/registration/screen';
import type { Fakes } from './harness';
import { SPEC_ROUTES, type SpecStep } from '../support/spec';

/** The machines' named delays, in milliseconds, for the simulated clock. */
export const DELAYS = {
  pollInterval: 4000,
  quietPollInterval: 8000,
  tick: 1000,
  outcomePause: 700,
};

type Failure = { kind?: string; statusCode?: number };

const UNSUPPORTED = 'NotSupportedBrowserError';

/**
 * The rules of issue 12 checked on every step of every generated path, with the spec as the
 * oracle: the route of each step (SPEC §4), logout (SPEC §4: logged out, sent to /login, what
 * was typed forgotten), the server's word (a push naming another step is followed, forward,
 * backward or same rank, unless it was sent before the last fresh read), a 401 while the selfie
 * runs (SPEC §4 token flow: /login), an old signing return (the server's step decides).
 */
export function checkSpecRules(actual: AnyMachineSnapshot, fakes: Fakes) {
  const screen = screenFor(actual);
  const last = fakes.last;
  // SPEC §2 /badbrowser: where a browser that cannot take the selfie (SPEC §8
  // NotSupportedBrowserError) is sent, and only that browser; any other screen is the step's.
  if (screen.route === '/badbrowser') {
    expect(screen.step).toBe('verigram');
    expect((actual.context as RegistrationContext).livenessError).toBe(UNSUPPORTED);
  } else if (screen.step) expect(screen.route).toBe(SPEC_ROUTES[screen.step as SpecStep]);
  if (!last) return;
  const { event, before } = last;
  const outcome = (event as { output?: { errorName?: string } }).output;
  // Unless the server named another step while the camera ran: its word wins (below).
  const serverMoved = (before.context as RegistrationContext).step !== 'verigram';
  if (
    event.type === 'xstate.done.actor.liveness' &&
    outcome?.errorName === UNSUPPORTED &&
    !serverMoved
  ) {
    expect(screen.route).toBe('/badbrowser');
  }
  const was = screenFor(before);
  const context = actual.context as RegistrationContext;
  // Issue 33: on a computer (SPEC §3 device info) the photo screen opens with the offer to take
  // the selfie on a phone; on any device, every camera or provider error shows it too, beside
  // what to do.
  if (screen.step === 'verigram' && was.step !== 'verigram' && context.isDesktop) {
    expect(actual.hasTag('handoff')).toBe(true);
  }
  if (actual.hasTag('cameraFailed') && screen.route !== '/badbrowser') {
    expect(actual.hasTag('handoff')).toBe(true);
  }
  if (event.type === 'logout') {
    expect(screen.route).toBe('/login');
    expect(context.drafts).toEqual({});
  }
  if (event.type === 'realtime.step' && was.kind !== 'fatal') {
    const { step, sentAt } = event as unknown as { step: string; sentAt: number | null };
    const freshAt = (before.context as RegistrationContext).freshAt;
    const stale = sentAt !== null && freshAt !== null && sentAt < freshAt;
    const current = (before.context as RegistrationContext).step;
    // While the camera runs the photo stays on screen: the wait it leads to comes with the
    // capture's own outcome, and any other step the server names is followed once the check,
    // told to stop, has ended (below).
    const capturing = before.hasTag('camera');
    if (stale || capturing || step === current) {
      expect(screen).toEqual(was);
    } else if (step in SPEC_ROUTES) {
      // Back from the signing page, signing_init_success posts the outcome on its return screen.
      const back = context.signingReturn !== null && step === 'signing_init_success';
      expect(screen.route).toBe(back ? SPEC_ROUTES.signing_result : SPEC_ROUTES[step as SpecStep]);
    } else {
      expect(screen.kind).toBe('fatal');
    }
  }
  const failure = (event as { error?: Failure }).error;
  // SPEC §4 token flow: the provider refused the token and no renewal was possible.
  const signedOut = (event as { output?: { kind?: string } }).output?.kind === 'signedOut';
  if (event.type === 'xstate.done.actor.liveness' && signedOut) {
    expect(screen.route).toBe('/login');
  }
  // The server named another step while the camera ran: when the check ends, that step.
  const held = (before.context as RegistrationContext).step;
  if (event.type === 'xstate.done.actor.liveness' && !signedOut && held !== 'verigram') {
    expect(screen.route).toBe(SPEC_ROUTES[held as SpecStep]);
  }
  if (
    event.type === 'xstate.error.actor.postSigningResult' &&
    (failure?.kind === 'validation' || failure?.statusCode === 409)
  ) {
    expect(screen.kind).toBe('booting');
    expect(fakes.running()).toContain('fetchStep');
    expect(context.signingReturn).toBeNull();
  }
}

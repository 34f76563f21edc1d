import { fromPromise } from 'xstate';
import type { LivenessOutput } from '../../../../machines/liveness';
import type { TokenFlow } from '../../../../machines/session';
import { ApiError } from '../../../api/errors';
import type { Locale } from '../../../platform/locale';
import type { CameraBridge } from './camera-bridge';
import type { LivenessProvider } from './provider';
import { startLiveness } from './start-liveness';

/** How long the green or red ring stays before the next screen: long enough to be seen. */
export const OUTCOME_PAUSE_MS = 700;

export interface LivenessActorDeps {
  /** Where the provider draws (the photo screen's frame) and what the screen is told. */
  camera: CameraBridge;
  /** The provider for this session (the external script, or the mock outside production). */
  provider: () => LivenessProvider;
  tokenFlow: Pick<TokenFlow, 'getToken' | 'handleAuthError'>;
  /** Where the provider's API lives ('' = this origin). */
  apiBase: string;
  lang: () => Locale;
  outcomePauseMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * The registration machine's `liveness` actor: one selfie check (the liveness machine on the
 * provider, start-liveness.ts) in the frame the photo screen lends. A camera or provider error
 * is an outcome; the provider refusing the bearer token (ServerAuthorizationError) is an
 * authentication error and follows SPEC.md §4's token flow: the session token is deleted and
 * the check starts once more if a refresh token exists; otherwise both tokens are deleted, the
 * applicant is logged out (and sent to /login), and the actor rejects with a 401.
 */
export function livenessActor(deps: LivenessActorDeps) {
  const { camera, tokenFlow, apiBase, outcomePauseMs = OUTCOME_PAUSE_MS } = deps;
  return fromPromise<LivenessOutput, void>(async ({ signal }) => {
    for (let retried = false; ; retried = true) {
      const container = await camera.frame(signal);
      camera.reset();
      let token: string | null = null;
      const run = startLiveness(deps.provider(), container, {
        apiBase,
        lang: deps.lang(),
        token: async () => (token = await tokenFlow.getToken()),
        onHint: (hint) => camera.hint(hint),
      });
      signal.addEventListener('abort', () => run.stop(), { once: true });
      const outcome = await run.outcome;
      if (outcome.kind === 'error' && outcome.errorName === 'ServerAuthorizationError') {
        run.stop();
        if (tokenFlow.handleAuthError({ token, retried }) === 'retry') continue;
        throw new ApiError(401);
      }
      camera.settle();
      await pause(outcomePauseMs, signal);
      return outcome;
    }
  });
}

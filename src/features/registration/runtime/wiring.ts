// The one actor system: the session machine, which runs the registration machine as its child
// `registration`, both provided here with the app's implementations of their named effects (each
// module's named set: the requests, the selfie, realtime, storage), and the session actor made.
import { createActor, sendTo, type InspectionEvent } from 'xstate';
import { registrationMachine } from '../../../../machines/registration';
import { createTokenFlow, sessionMachine } from '../../../../machines/session';
import { isDesktopBrowser } from '../../../platform/device';
import { createCameraBridge } from '../liveness/camera-bridge';
import { livenessLogic } from '../liveness/liveness-logic';
import { connectivityActor } from './connectivity';
import { draftStore } from './drafts';
import { pageOf } from './page';
import { realtimeActor } from './realtime';
import { registrationActors } from './registration-actors';
import { savedSessionActions, savedSessionStore } from './saved-session';
import { sessionActors } from './session-actors';
import { signingReturnFrom } from './signing-return';
import type { RegistrationRuntimeOptions } from './types';

/** `inspect` sees every event of the system (journey-signals.ts reads why applicants stop). */
export function createSystem(
  options: RegistrationRuntimeOptions,
  { inspect }: { inspect?: (event: InspectionEvent) => void } = {},
) {
  const { tokens, location, storage, realtime, connectivity } = options;
  const page = pageOf(location);
  const camera = createCameraBridge();
  const tokenFlow = createTokenFlow({
    store: tokens,
    ...(options.refresh && { refresh: options.refresh }),
    // Called from a request, never while this function runs: session exists by then.
    onLoggedOut: () => session.send({ type: 'auth.failed' }),
  });
  const getToken = () => tokenFlow.getToken();
  const api = options.api({
    getToken,
    handleAuthError: async (failure) => tokenFlow.handleAuthError(failure),
  });
  const machine = registrationMachine.provide({
    actors: {
      ...registrationActors({
        api,
        absoluteUrl: page.url,
        // Read when the cabinet is sent, long after the session actor exists.
        potentialContractId: () => session.getSnapshot().context.potentialContractId,
        signingHosts: options.signingHosts,
      }),
      ...(realtime && { realtime: realtimeActor({ ...realtime, getToken }) }),
      liveness: livenessLogic({ ...options.liveness, camera, tokenFlow, lang: page.lang }),
      ...(connectivity && { connectivity: connectivityActor(connectivity) }),
    },
    actions: {
      replaceLocation: (_, { url }) => location.replace(url),
      listen: sendTo('realtime', (_, { channel }) => ({ type: 'realtime.listen', channel })),
    },
  });
  const drafts = draftStore(storage);
  const saved = savedSessionStore(storage);
  const hasSessionToken = tokens.getSession() !== null;
  const session = createActor(
    sessionMachine.provide({
      actors: { ...sessionActors(api), registration: machine },
      actions: {
        ...savedSessionActions(tokens, saved, drafts),
        // A full load: nothing of the session stays in the page's memory.
        leaveForLogin: () => location.replace(page.url('/login')),
      },
    }),
    {
      // This load's signing return goes to the first flow only; each flow gets its phone's drafts.
      input: {
        hasSessionToken,
        saved: hasSessionToken ? saved.read() : null,
        signingReturn: signingReturnFrom(location.href()),
        draftsOf: (phone) => drafts.read(phone),
        isDesktop: isDesktopBrowser(),
      },
      ...(inspect ? { inspect } : {}),
    },
  );
  return { api, camera, drafts, machine, session };
}

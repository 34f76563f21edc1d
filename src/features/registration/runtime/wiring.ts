// The app's side of the machines' contract: which actor and action implementation each named
// effect gets. The runtime (runtime.ts) only creates, starts and connects the actors.
import { createActor } from 'xstate';
import { registrationMachine, type RegistrationMachine } from '../../../../machines/registration';
import { sessionMachine, type TokenFlow, type TokenStore } from '../../../../machines/session';
import type { ApiClient } from '../../../api/client';
import { ENDPOINTS } from '../../../../contract';
import { localeFromPath, localizePath } from '../../../platform/locale';
import {
  realtimeActor,
  realtimeOptions,
  type RealtimeConnector,
  type RealtimeEndpoint,
} from './realtime';
import { registrationActors } from './registration-actors';
import type { RuntimeLocation, SessionActor } from './runtime';
import { sessionActors } from './session-actors';
import type { SigningHosts } from './signing-url';

/** The session machine on the real login calls, its token actions on the token store. */
export function createSessionActor(api: ApiClient, tokens: TokenStore): SessionActor {
  return createActor(
    sessionMachine.provide({
      actors: sessionActors(api),
      actions: {
        storeSessionToken: (_, { token }) => tokens.setSession(token),
        clearSession: () => tokens.clear(),
      },
    }),
    { input: { hasSessionToken: tokens.getSession() !== null } },
  );
}

export interface RegistrationWiring {
  api: ApiClient;
  tokenFlow: TokenFlow;
  location: RuntimeLocation;
  /** The ably client factory; null: no socket, the waiting steps poll. */
  realtime: RealtimeConnector | null;
  endpoint: RealtimeEndpoint;
  /** potentialContractId of the documents signed at login; null after a reload. */
  potentialContractId: () => number | null;
  /** Where the signing redirect may lead. */
  signingHosts: SigningHosts;
}

/** The registration machine with every request, the realtime subscription and the redirect. */
export function provideRegistration(wiring: RegistrationWiring): RegistrationMachine {
  const { api, tokenFlow, location, realtime, endpoint, potentialContractId, signingHosts } =
    wiring;
  // The signing page sends the browser back to an absolute URL in the applicant's language.
  const absoluteUrl = (route: string) => {
    const here = new URL(location.href());
    return new URL(localizePath(route, localeFromPath(here.pathname)), here).href;
  };
  const actors = registrationActors({
    api,
    absoluteUrl,
    potentialContractId,
    signingHosts,
  });
  return registrationMachine.provide({
    actors: realtime
      ? {
          ...actors,
          realtime: realtimeActor({
            connect: realtime,
            options: realtimeOptions(endpoint),
            getToken: () => tokenFlow.getToken(),
            catchUp: async () => (await api.call(ENDPOINTS.step)).step_name,
          }),
        }
      : actors,
    actions: { replaceLocation: (_, { url }) => location.replace(url) },
  });
}

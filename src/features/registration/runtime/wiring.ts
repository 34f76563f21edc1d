// The app's side of the machines' contract: which actor and action implementation each named
// effect gets. The session machine invokes the registration machine while logged in; the
// runtime (runtime.ts) only creates the session actor with these and reads its child.
import { createActor, sendTo } from 'xstate';
import { registrationMachine, type RegistrationMachine } from '../../../../machines/registration';
import { sessionMachine, type TokenFlow, type TokenStore } from '../../../../machines/session';
import type { ApiClient } from '../../../api/client';
import { isDesktopBrowser } from '../../../platform/device';
import { localeFromPath, localizePath, type Locale } from '../../../platform/locale';
import type { CameraBridge } from '../liveness/camera-bridge';
import { livenessLogic } from '../liveness/liveness-logic';
import type { LivenessProvider } from '../liveness/provider';
import { connectivityActor } from './connectivity';
import type { ApplicantDrafts } from './drafts';
import {
  realtimeActor,
  realtimeOptions,
  type RealtimeConnector,
  type RealtimeEndpoint,
} from './realtime';
import { registrationActors } from './registration-actors';
import { signingReturnFrom } from './signing-return';
import type { RuntimeLocation, SessionActor } from './types';
import type { SavedSessionStore } from './saved-session';
import { sessionActors } from './session-actors';
import type { SigningHosts } from './signing-url';

export interface SessionWiring {
  api: ApiClient;
  tokens: TokenStore;
  saved: SavedSessionStore;
  drafts: ApplicantDrafts;
  location: RuntimeLocation;
  /** The registration machine with its implementations (provideRegistration). */
  registration: RegistrationMachine;
}

/** The address of an app route in the language of the page the browser is on. */
function localized(location: RuntimeLocation, route: string): URL {
  const here = new URL(location.href());
  return new URL(localizePath(route, localeFromPath(here.pathname)), here);
}

/**
 * The session machine on the real login calls, its effects on cookies and localStorage, and
 * the registration flow it runs while logged in: started with this load's signing return (the
 * first flow only) and the phone's drafts.
 */
export function createSessionActor({
  api,
  tokens,
  saved,
  drafts,
  location,
  registration,
}: SessionWiring): SessionActor {
  const hasSessionToken = tokens.getSession() !== null;
  return createActor(
    sessionMachine.provide({
      actors: { ...sessionActors(api), registration },
      actions: {
        storeSession: (_, { token, saved: facts }) => {
          tokens.setSession(token);
          saved.save(facts);
          drafts.adopt(facts.phone);
        },
        clearSession: () => {
          tokens.clear();
          saved.clear();
        },
        forgetDrafts: () => drafts.remove(),
        // A full load: nothing of the session stays in the page's memory.
        leaveForLogin: () => location.replace(localized(location, '/login').href),
      },
    }),
    {
      input: {
        hasSessionToken,
        saved: hasSessionToken ? saved.read() : null,
        signingReturn: signingReturnFrom(location.href()),
        draftsOf: (phone) => drafts.read(phone),
        isDesktop: isDesktopBrowser(),
      },
    },
  );
}

export interface RegistrationWiring {
  api: ApiClient;
  tokenFlow: TokenFlow;
  location: RuntimeLocation;
  /** The ably client factory; null: no socket, the waiting steps poll. */
  realtime: RealtimeConnector | null;
  endpoint: RealtimeEndpoint;
  /** potentialContractId of the documents signed at login (kept with the session). */
  potentialContractId: () => number | null;
  camera: CameraBridge;
  /** The liveness provider for a new session. */
  livenessProvider: () => LivenessProvider;
  /** Where the provider's API lives ('' = this origin). */
  livenessApiBase: string;
  /** Where the browser's online event comes from (window); null: never. */
  connectivity: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Where the signing redirect may lead. */
  signingHosts: SigningHosts;
}

/** The registration machine with every request, realtime, the selfie and the redirect. */
export function provideRegistration(wiring: RegistrationWiring): RegistrationMachine {
  const { api, tokenFlow, location, realtime, endpoint, potentialContractId, signingHosts } =
    wiring;
  // The signing page sends the browser back to an absolute URL in the applicant's language.
  const absoluteUrl = (route: string) => localized(location, route).href;
  const pageLocale = (): Locale => localeFromPath(new URL(location.href()).pathname);
  return registrationMachine.provide({
    actors: {
      ...registrationActors({ api, absoluteUrl, potentialContractId, signingHosts }),
      ...(realtime
        ? {
            realtime: realtimeActor({
              connect: realtime,
              options: realtimeOptions(endpoint),
              getToken: () => tokenFlow.getToken(),
            }),
          }
        : {}),
      liveness: livenessLogic({
        camera: wiring.camera,
        provider: wiring.livenessProvider,
        tokenFlow,
        apiBase: wiring.livenessApiBase,
        lang: pageLocale,
      }),
      ...(wiring.connectivity ? { connectivity: connectivityActor(wiring.connectivity) } : {}),
    },
    actions: {
      replaceLocation: (_, { url }) => location.replace(url),
      listen: sendTo('realtime', (_, { channel }: { channel: string | null }) => ({
        type: 'realtime.listen',
        channel,
      })),
    },
  });
}

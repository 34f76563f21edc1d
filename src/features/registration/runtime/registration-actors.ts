import { fromPromise } from 'xstate';
import type {
  CabinetSubmission,
  FormSubmission,
  SigningRedirect,
  SigningRedirectInput,
  SigningReturn,
  StepResponse,
} from '../../../../machines/registration';
import type { ApiClient, CallOptions } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { ENDPOINTS, FORM_ENDPOINTS, type FormEndpoint, type FormStep } from '../../../../contract';
import { logSigningRedirectRefused } from '../../../platform/logger';
import { checkSigningUrl, type SigningHosts } from './signing-url';

/**
 * A call answered with a step response, with the server's time of the answer: a fresh read
 * the machine compares late pushes with.
 */
export async function readStep(
  call: (options: CallOptions) => Promise<Omit<StepResponse, 'answeredAt'>>,
): Promise<StepResponse> {
  let answeredAt: number | null = null;
  const answer = await call({ onServerTime: (time) => (answeredAt = time) });
  return { ...answer, answeredAt };
}

export interface RegistrationActorDeps {
  api: ApiClient;
  /** The absolute, localized URL of an app route (the signing page sends the browser there). */
  absoluteUrl: (route: string) => string;
  /** potentialContractId of the documents signed at login (kept with the session). */
  potentialContractId: () => number | null;
  /** Where the signing redirect may lead (appConfig.signing). */
  signingHosts: SigningHosts;
}

/**
 * Every request actor of the registration machine, on the real API client. A failed call
 * rejects with the client's ApiError (the contract's CallFailure); the machine decides.
 */
export function registrationActors({
  api,
  absoluteUrl,
  potentialContractId,
  signingHosts,
}: RegistrationActorDeps) {
  return {
    fetchStep: fromPromise<StepResponse, void>(({ signal }) =>
      readStep((options) => api.call(ENDPOINTS.step, undefined, { ...options, signal })),
    ),
    /** A form's call (the contract's FORM_ENDPOINTS) with the payload its schema produced. */
    submitForm: fromPromise<StepResponse, FormSubmission>(({ input }) => {
      const endpoint: FormEndpoint<FormStep> = FORM_ENDPOINTS[input.step];
      return readStep((options) => api.call(endpoint, input.values, options));
    }),
    fetchSigningRedirect: fromPromise<SigningRedirect, SigningRedirectInput>(async ({ input }) => {
      const answer = await api.call(ENDPOINTS.signingRedirect, {
        return_to: absoluteUrl(input.returnTo),
      });
      const verdict = checkSigningUrl(answer.redirect_url, signingHosts);
      if (!verdict.ok) {
        logSigningRedirectRefused({ host: verdict.host, reason: verdict.reason });
        // An answer the app cannot follow: the server broke the contract (SPEC.md §8: fatal).
        throw new ApiError(500, { message: 'Signing redirect refused' });
      }
      return { redirectUrl: verdict.url };
    }),
    postSigningResult: fromPromise<StepResponse, SigningReturn>(({ input }) =>
      readStep((options) =>
        api.call(
          ENDPOINTS.signingResult,
          { session: input.session, result: input.result },
          options,
        ),
      ),
    ),
    repeatSigning: fromPromise<StepResponse, void>(() =>
      readStep((options) => api.call(ENDPOINTS.signingRepeat, undefined, options)),
    ),
    submitCabinet: fromPromise<unknown, CabinetSubmission>(({ input }) =>
      api.call(ENDPOINTS.cabinet, {
        amount: input.amount,
        potential_contract_id: potentialContractId(),
      }),
    ),
  };
}

import { fromPromise } from 'xstate';
import type {
  CabinetInput,
  FormValues,
  SigningRedirect,
  SigningRedirectInput,
  SigningReturn,
  StepResponse,
} from '../../../../machines/registration';
import type { ApiClient, CallOptions } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { ENDPOINTS } from '../../../../contract';
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
    // A form's payload as the view's check produced it (contract FORM_PAYLOADS): sent as it is.
    submitIin: fromPromise<StepResponse, FormValues['iin']>(({ input }) =>
      readStep((options) => api.call(ENDPOINTS.iin, input, options)),
    ),
    submitPersonal: fromPromise<StepResponse, FormValues['personal']>(({ input }) =>
      readStep((options) => api.call(ENDPOINTS.personal, input, options)),
    ),
    submitPassport: fromPromise<StepResponse, FormValues['passport']>(({ input }) =>
      readStep((options) => api.call(ENDPOINTS.passport, input, options)),
    ),
    submitPersonalAndPassport: fromPromise<StepResponse, FormValues['personal_and_passport']>(
      ({ input }) => readStep((options) => api.call(ENDPOINTS.personalAndPassport, input, options)),
    ),
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
    submitCabinet: fromPromise<unknown, CabinetInput>(({ input }) =>
      api.call(ENDPOINTS.cabinet, {
        amount: input.amount,
        potential_contract_id: potentialContractId(),
      }),
    ),
  };
}

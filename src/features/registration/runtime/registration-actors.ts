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
import { ENDPOINTS, FORM_ENDPOINTS, type FormEndpoint, type FormStep } from '../../../../contract';
import { signingUrlToFollow, type SigningHosts } from './signing-url';

type StepCall<I> = (
  input: I,
  options: CallOptions,
  signal: AbortSignal,
) => Promise<Omit<StepResponse, 'answeredAt'>>;

/** A call answered with a step response, stamped with the server's time of the answer. */
function stepActor<I = void>(call: StepCall<I>) {
  return fromPromise<StepResponse, I>(async ({ input, signal }) => {
    let answeredAt: number | null = null;
    const answer = await call(input, { onServerTime: (time) => (answeredAt = time) }, signal);
    return { ...answer, answeredAt };
  });
}

/**
 * Every request actor of the registration machine, on the real API client. A failed call
 * rejects with the client's ApiError (the contract's CallFailure); the machine decides.
 */
export function registrationActors(deps: {
  api: ApiClient;
  /** The absolute, localized URL of an app route (the signing page sends the browser there). */
  absoluteUrl: (route: string) => string;
  /** potentialContractId of the documents signed at login (kept with the session). */
  potentialContractId: () => number | null;
  signingHosts?: SigningHosts;
}) {
  const { api } = deps;
  return {
    // Only the read is dropped when the machine leaves its state; a sent form is answered.
    fetchStep: stepActor((_, options, signal) =>
      api.call(ENDPOINTS.step, undefined, { ...options, signal }),
    ),
    submitForm: stepActor<FormSubmission>(({ step, values }, options) => {
      const endpoint: FormEndpoint<FormStep> = FORM_ENDPOINTS[step];
      return api.call(endpoint, values, options);
    }),
    fetchSigningRedirect: fromPromise<SigningRedirect, SigningRedirectInput>(async ({ input }) => {
      const answer = await api.call(ENDPOINTS.signingRedirect, {
        return_to: deps.absoluteUrl(input.returnTo),
      });
      return { redirectUrl: signingUrlToFollow(answer.redirect_url, deps.signingHosts) };
    }),
    postSigningResult: stepActor<SigningReturn>(({ session, result }, options) =>
      api.call(ENDPOINTS.signingResult, { session, result }, options),
    ),
    repeatSigning: stepActor((_, options) => api.call(ENDPOINTS.signingRepeat, undefined, options)),
    submitCabinet: fromPromise<unknown, CabinetSubmission>(({ input }) =>
      api.call(ENDPOINTS.cabinet, {
        amount: input.amount,
        potential_contract_id: deps.potentialContractId(),
      }),
    ),
  };
}

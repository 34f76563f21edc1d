import { fromPromise } from 'xstate';
import type {
  CabinetInput,
  IinValues,
  PassportValues,
  PersonalAndPassportValues,
  PersonalValues,
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

/** camelCase form values → the snake_case payloads of the API contract. */
export function iinPayload(values: IinValues) {
  return { iin: values.iin, is_resident_rk: values.isResidentRk, is_ipdl: values.isIpdl };
}

export function personalPayload(values: PersonalValues) {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    middle_name: values.middleName,
    email: values.email,
  };
}

export function passportPayload(values: PassportValues) {
  return {
    birthday: values.birthday,
    birthplace: values.birthplace,
    id_number: values.idNumber,
    issuer: values.issuer,
    period_validity: values.periodValidity,
    sex: values.sex,
    when: values.when,
    country_id: values.countryId,
  };
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
    submitIin: fromPromise<StepResponse, IinValues>(({ input }) =>
      readStep((options) => api.call(ENDPOINTS.iin, iinPayload(input), options)),
    ),
    submitPersonal: fromPromise<StepResponse, PersonalValues>(({ input }) =>
      readStep((options) => api.call(ENDPOINTS.personal, personalPayload(input), options)),
    ),
    submitPassport: fromPromise<StepResponse, PassportValues>(({ input }) =>
      readStep((options) => api.call(ENDPOINTS.passport, passportPayload(input), options)),
    ),
    submitPersonalAndPassport: fromPromise<StepResponse, PersonalAndPassportValues>(({ input }) =>
      readStep((options) =>
        api.call(
          ENDPOINTS.personalAndPassport,
          { ...personalPayload(input), ...passportPayload(input) },
          options,
        ),
      ),
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

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
import type { ApiClient } from '../../../api/client';
import {
  okResponseSchema,
  signingRedirectResponseSchema,
  stepResponseSchema,
} from '../../../../contract';
import { asMachineRequest } from './request-error';

const authed = { auth: true } as const;

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
  /** potentialContractId of the documents signed at login; null after a reload. */
  potentialContractId: () => number | null;
}

/** Every request actor of the registration machine, on the real API client. */
export function registrationActors({
  api,
  absoluteUrl,
  potentialContractId,
}: RegistrationActorDeps) {
  const step = (call: () => Promise<StepResponse>) => asMachineRequest(call);
  return {
    fetchStep: fromPromise<StepResponse, void>(({ signal }) =>
      step(() => api.get('/rest/registration/step', stepResponseSchema, { ...authed, signal })),
    ),
    submitIin: fromPromise<StepResponse, IinValues>(({ input }) =>
      step(() => api.post('/rest/registration/iin', iinPayload(input), stepResponseSchema, authed)),
    ),
    submitPersonal: fromPromise<StepResponse, PersonalValues>(({ input }) =>
      step(() =>
        api.post('/rest/registration/personal', personalPayload(input), stepResponseSchema, authed),
      ),
    ),
    submitPassport: fromPromise<StepResponse, PassportValues>(({ input }) =>
      step(() =>
        api.post('/rest/registration/passport', passportPayload(input), stepResponseSchema, authed),
      ),
    ),
    submitPersonalAndPassport: fromPromise<StepResponse, PersonalAndPassportValues>(({ input }) =>
      step(() =>
        api.post(
          '/rest/registration/personal_and_passport',
          { ...personalPayload(input), ...passportPayload(input) },
          stepResponseSchema,
          authed,
        ),
      ),
    ),
    fetchSigningRedirect: fromPromise<SigningRedirect, SigningRedirectInput>(({ input }) =>
      asMachineRequest(async () => {
        const answer = await api.get(
          '/rest/registration/signing/redirect',
          signingRedirectResponseSchema,
          { ...authed, query: { return_to: absoluteUrl(input.returnTo) } },
        );
        return { redirectUrl: answer.redirect_url };
      }),
    ),
    postSigningResult: fromPromise<StepResponse, SigningReturn>(({ input }) =>
      step(() =>
        api.post(
          '/rest/registration/signing/result',
          { session: input.session, result: input.result },
          stepResponseSchema,
          authed,
        ),
      ),
    ),
    repeatSigning: fromPromise<StepResponse, void>(() =>
      step(() =>
        api.put('/rest/registration/signing/repeat', undefined, stepResponseSchema, authed),
      ),
    ),
    submitCabinet: fromPromise<unknown, CabinetInput>(({ input }) =>
      asMachineRequest(() =>
        api.post(
          '/rest/cabinet',
          { amount: input.amount, potential_contract_id: potentialContractId() },
          okResponseSchema,
          authed,
        ),
      ),
    ),
  };
}

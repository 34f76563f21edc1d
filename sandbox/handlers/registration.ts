// The registration steps the applicant fills in; each answers the new step response.
import {
  STEP,
  ENDPOINTS,
  type CountriesResponse,
  type Endpoint,
  type StepName,
} from '../../contract';
import { stepResponse, type Applicant } from '../applicant';
import { COUNTRIES, DEFAULT_COUNTRY_ID, isCountry } from '../countries';
import { text } from '../http/i18n';
import { HttpError, json, validationFailed } from '../http/reply';
import type { Ctx, Router } from '../http/router';
import { payloadOf } from '../http/validate';
import { isUnderage, scenarioOf, stepAfterIin } from '../scenarios';
import type { Services } from '../services';
import { registrationCall, requireStep } from './registration-call';

function checkCountry(countryId: number, ctx: Ctx): void {
  if (!isCountry(countryId))
    throw validationFailed({ country_id: [text('unknownCountry', ctx.lang)] });
}

/** Scenario 0401: the first acceptable address is refused as taken; another one passes. */
function checkEmail(applicant: Applicant, email: string, ctx: Ctx): void {
  if (applicant.scenario === 'emailRejectedOnce' && !applicant.fired.has('emailRejected')) {
    applicant.fired.add('emailRejected');
    applicant.takenEmail = email;
  }
  if (applicant.takenEmail === email) {
    throw validationFailed({ email: [text('emailTaken', ctx.lang)] });
  }
}

export function registrationRoutes(router: Router, services: Services): void {
  const { flow } = services;
  const answer = (applicant: Applicant) => json(200, stepResponse(applicant));

  router.on(
    ENDPOINTS.step,
    registrationCall(services, (_ctx, applicant) => answer(applicant)),
  );

  router.on(
    ENDPOINTS.countries,
    registrationCall(services, (ctx) => {
      const countries: CountriesResponse = {
        countries: COUNTRIES.map((country) => ({ id: country.id, name: country.name[ctx.lang] })),
        default_country_id: DEFAULT_COUNTRY_ID,
      };
      return json(200, countries);
    }),
  );

  /**
   * A form step's call: answered on its own step only (409 otherwise); `next` keeps what was
   * sent and names the step that follows, and the answer is the new step response.
   */
  const onStep = (
    endpoint: Endpoint,
    step: StepName,
    next: (ctx: Ctx, applicant: Applicant) => StepName,
  ) =>
    router.on(
      endpoint,
      registrationCall(services, (ctx, applicant) => {
        requireStep(applicant, ctx, step);
        flow.enter(applicant, next(ctx, applicant));
        return answer(applicant);
      }),
    );

  onStep(ENDPOINTS.iin, STEP.iin, (ctx, applicant) => {
    const { iin } = payloadOf(ENDPOINTS.iin, ctx);
    applicant.iin = iin;
    applicant.scenario = scenarioOf(iin);
    applicant.underage = isUnderage(iin);
    return stepAfterIin(applicant.scenario);
  });

  onStep(ENDPOINTS.personal, STEP.personal, (ctx, applicant) => {
    const personal = payloadOf(ENDPOINTS.personal, ctx);
    checkEmail(applicant, personal.email, ctx);
    applicant.personal = personal;
    return STEP.passport;
  });

  onStep(ENDPOINTS.passport, STEP.passport, (ctx, applicant) => {
    if (
      applicant.scenario === 'passportUnavailableOnce' &&
      !applicant.fired.has('passportUnavailable')
    ) {
      applicant.fired.add('passportUnavailable');
      throw new HttpError(503, { message: text('technicalWorks', ctx.lang) });
    }
    const passport = payloadOf(ENDPOINTS.passport, ctx);
    checkCountry(passport.country_id, ctx);
    applicant.passport = passport;
    return STEP.verigram;
  });

  onStep(ENDPOINTS.personalAndPassport, STEP.personal_and_passport, (ctx, applicant) => {
    const payload = payloadOf(ENDPOINTS.personalAndPassport, ctx);
    checkCountry(payload.country_id, ctx);
    checkEmail(applicant, payload.email, ctx);
    const { first_name, last_name, middle_name, email, ...passport } = payload;
    applicant.personal = { first_name, last_name, middle_name, email };
    applicant.passport = passport;
    return STEP.verigram;
  });
}

// The registration steps the applicant fills in; each answers the new step response. One
// handler serves every declared form (contract/steps): it checks the payload with the form's
// schema, keeps what was sent as the client's data, and names the step that follows (the
// step's first `next`, unless the applicant's scenario chooses another).
import {
  ENDPOINTS,
  FORM_ENDPOINTS,
  FORM_STEPS,
  formDeclaration,
  nextSteps,
  STEP,
  type CountriesResponse,
  type FormStep,
  type Lang,
  type StepName,
} from '../../contract';
import { stepResponse, type Applicant } from '../applicant';
import { COUNTRIES, DEFAULT_COUNTRY_ID, isCountry } from '../countries';
import { text } from '../texts';
import { payloadOf } from '../http/validate';
import { AFTER_IIN, isUnderage, scenarioOf } from '../scenarios';
import type { Services } from '../services';
import { registrationCall, requireStep } from './registration-call';
import { refusal, validationFailed } from '../http/refusal';
import type { SandboxApp, SandboxContext } from '../http/env';
import { onCall } from '../http/contract-call';

/**
 * What the sandbox checks beyond the schema, by the kind of field: a country must be one of its
 * list; an e-mail address may be taken (scenario 0401).
 */
function checkFields(
  step: FormStep,
  payload: Record<string, unknown>,
  applicant: Applicant,
  c: SandboxContext,
) {
  for (const [name, field] of Object.entries(formDeclaration(step).fields)) {
    const value = payload[name];
    if (field.input === 'country' && typeof value === 'number' && !isCountry(value)) {
      throw validationFailed({ [name]: [text('unknownCountry', c.var.lang)] });
    }
    if (field.input === 'email' && typeof value === 'string') checkEmail(applicant, name, value, c);
  }
}

/** Scenario 0401: the first acceptable address is refused as taken; another one passes. */
function checkEmail(applicant: Applicant, name: string, email: string, c: SandboxContext): void {
  if (applicant.scenario === 'emailRejectedOnce' && !applicant.fired.has('emailRejected')) {
    applicant.fired.add('emailRejected');
    applicant.takenEmail = email;
  }
  if (applicant.takenEmail === email) {
    throw validationFailed({ [name]: [text('emailTaken', c.var.lang)] });
  }
}

/**
 * Where a sent form leads: its first declared `next`, unless the scenario says otherwise. The
 * form that gives the IIN chooses the applicant's scenario (SANDBOX.md), and its step.
 */
function nextAfterForm(
  applicant: Applicant,
  step: FormStep,
  payload: Record<string, unknown>,
): StepName {
  const { iin } = payload;
  if (typeof iin === 'string') {
    applicant.iin = iin;
    applicant.scenario = scenarioOf(iin);
    applicant.underage = isUnderage(iin);
  }
  const usual = nextSteps(step)[0] ?? step;
  return step === STEP.iin ? (AFTER_IIN[applicant.scenario] ?? usual) : usual;
}

/** Scenario 0503: the passport's first submission answers 503 (technical works). */
function formFault(applicant: Applicant, step: FormStep, lang: Lang): void {
  if (
    step === STEP.passport &&
    applicant.scenario === 'passportUnavailableOnce' &&
    !applicant.fired.has('passportUnavailable')
  ) {
    applicant.fired.add('passportUnavailable');
    throw refusal(503, { message: text('technicalWorks', lang) });
  }
}

export function registrationRoutes(app: SandboxApp, services: Services): void {
  const { flow } = services;
  const answer = (c: SandboxContext, applicant: Applicant) => c.json(stepResponse(applicant));

  onCall(
    app,
    services,
    ENDPOINTS.step,
    registrationCall(services, (c, applicant) => answer(c, applicant)),
  );

  onCall(
    app,
    services,
    ENDPOINTS.countries,
    registrationCall(services, (c) => {
      const countries: CountriesResponse = {
        countries: COUNTRIES.map((country) => ({ id: country.id, name: country.name[c.var.lang] })),
        default_country_id: DEFAULT_COUNTRY_ID,
      };
      return c.json(countries);
    }),
  );

  // Each form's call: answered on its own step only (409 otherwise).
  for (const step of FORM_STEPS) {
    const endpoint = FORM_ENDPOINTS[step];
    onCall(
      app,
      services,
      endpoint,
      registrationCall(services, (c, applicant) => {
        requireStep(applicant, c, step);
        formFault(applicant, step, c.var.lang);
        const payload: Record<string, unknown> = payloadOf(endpoint, c);
        checkFields(step, payload, applicant, c);
        Object.assign(applicant.client, payload);
        flow.enter(applicant, nextAfterForm(applicant, step, payload));
        return answer(c, applicant);
      }),
    );
  }
}

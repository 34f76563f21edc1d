// The tests' one copy of what SPEC.md and SANDBOX.md say about the registration steps, written
// from the documents, never read from the code under test. A step added to the spec changes this
// file and no other test (docs/recipes.md, recipe 1).

/**
 * SPEC.md §4: every step_name and the screens it may show. Where the spec leaves a choice open,
 * the first route is the one docs/spec.md records (verigram: the photo; signing_init_success: the
 * wait for signing) and the others are what the spec also allows.
 */
export const SPEC_SCREENS = {
  iin: ['/login/iin'],
  personal: ['/register/personal'],
  waiting_external_personal: ['/register/wait'],
  passport: ['/register/passport'],
  personal_and_passport: ['/register/personal-and-passport'],
  waiting_external_photo: ['/register/wait'],
  client_creating: ['/register/wait'],
  verigram: ['/register/photo', '/register/liveness-waiting-results'],
  waiting_liveness_results: ['/register/liveness-waiting-results'],
  liveness_failed: ['/register/liveness-error'],
  signing_init: ['/register/signing-init-wait'],
  signing_init_success: ['/register/signing-init-wait', '/register/signing-waiting-results'],
  signing_result: ['/register/signing-waiting-results'],
  signing_failed: ['/register/signing-init-error'],
  personal_cabinet: ['/register/lk'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type SpecStep = keyof typeof SPEC_SCREENS;

/** SPEC.md §4's step names. */
export const SPEC_STEPS = Object.keys(SPEC_SCREENS) as SpecStep[];

/** Each step's screen as docs/spec.md chose it (the first of SPEC_SCREENS). */
export const SPEC_ROUTES = Object.fromEntries(
  SPEC_STEPS.map((step) => [step, SPEC_SCREENS[step][0]]),
) as { [Step in SpecStep]: (typeof SPEC_SCREENS)[Step][0] };

/** The order an applicant meets the steps in (SANDBOX.md's journeys), for "earlier" and "later". */
export const SPEC_ORDER: readonly (readonly SpecStep[])[] = [
  ['iin'],
  ['personal', 'waiting_external_personal'],
  ['passport', 'personal_and_passport', 'waiting_external_photo'],
  ['client_creating'],
  ['verigram'],
  ['waiting_liveness_results'],
  ['liveness_failed', 'signing_init'],
  ['signing_init_success', 'signing_failed'],
  ['signing_result'],
  ['personal_cabinet'],
];

/** SPEC.md §7's table of calls, by method and path. */
export const SPEC_CALLS = [
  'POST /rest/auth',
  'GET /rest/registration/step',
  'POST /rest/registration/iin',
  'POST /rest/registration/personal',
  'POST /rest/registration/passport',
  'POST /rest/registration/personal_and_passport',
  'GET /rest/registration/countries',
  'GET /rest/client/info',
  'GET /rest/documents/list/:id',
  'POST /rest/documents/sign',
  'POST /rest/cabinet',
  'GET /rest/registration/signing/redirect',
  'PUT /rest/registration/signing/repeat',
  'POST /rest/registration/signing/result',
  'POST /rest/utm/apply/bulk',
] as const;

/**
 * A step_name the spec does not have, for the tests of an unknown step. Not a word the spec
 * might add: a step named after a real screen would become known the day it is added.
 */
export const UNKNOWN_STEP = 'not_a_spec_step';

/** Its screen, for a machine grown with a step the catalog does not know. */
export const UNKNOWN_STEP_ROUTE = '/register/not-a-spec-step';

/** SANDBOX.md: the serial (digits 8 to 11 of the IIN) of the scenario that leads to a step. */
export const SANDBOX_SERIALS: Partial<Record<SpecStep, string>> = {
  personal_and_passport: '0101',
  waiting_external_personal: '0102',
  waiting_external_photo: '0102',
  client_creating: '0102',
  liveness_failed: '0201',
  signing_failed: '0301',
};

/** SANDBOX.md: the steps from the selfie to the cabinet, when the photo and signing succeed. */
export const SANDBOX_PHOTO_TO_CABINET: readonly SpecStep[] = [
  'verigram',
  'waiting_liveness_results',
  'signing_init',
  'signing_init_success',
  'signing_result',
  'personal_cabinet',
];

/** SANDBOX.md's standard applicant (any other serial): the forms after the IIN, in order. */
export const SANDBOX_STANDARD_FORMS: readonly SpecStep[] = ['personal', 'passport'];

/** SANDBOX.md's standard applicant: every step after the IIN, in order. */
export const SANDBOX_STANDARD_STEPS: readonly SpecStep[] = [
  ...SANDBOX_STANDARD_FORMS,
  ...SANDBOX_PHOTO_TO_CABINET,
];

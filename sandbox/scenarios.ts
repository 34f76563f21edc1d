// The scenario an applicant runs is chosen by the serial of their IIN (SANDBOX.md).
import { iinBirthDate, STEP, todayIso, type StepName } from '../contract';

export const SCENARIOS = {
  standard: 'any other serial: the full happy path',
  combined: '0101: personal_and_passport instead of the two separate steps',
  external: '0102: waiting_external_personal → waiting_external_photo → client_creating',
  lowSimilarityOnce: '0201: liveness fails with low similarity once, a retry succeeds',
  livenessServerError: '0202: liveness fails with coid_server_error',
  signingFailsOnce: '0301: signing fails once, a repeat succeeds',
  emailRejectedOnce: '0401: the personal step answers 422 for email once',
  silent: '0501: never pushes over realtime',
  slow: '0502: every registration call answers after a delay',
  passportUnavailableOnce: '0503: the passport submission answers 503 once',
} as const;

export type Scenario = keyof typeof SCENARIOS;

const BY_SERIAL: Record<string, Scenario> = {
  '0101': 'combined',
  '0102': 'external',
  '0201': 'lowSimilarityOnce',
  '0202': 'livenessServerError',
  '0301': 'signingFailsOnce',
  '0401': 'emailRejectedOnce',
  '0501': 'silent',
  '0502': 'slow',
  '0503': 'passportUnavailableOnce',
};

/**
 * An IIN that plays each scenario (born 1990-01-01, the scenario's serial, a valid check digit),
 * and one of an applicant under 18, whom the selfie refuses (user_too_young). The tools that
 * put an applicant on a scenario (the studio's sandbox jump) read them from GET
 * /sandbox/scenarios rather than writing them again.
 */
export const SCENARIO_EXAMPLES: readonly {
  scenario: Scenario | 'underage';
  iin: string;
  what: string;
}[] = [
  { scenario: 'standard', iin: '900101300017', what: SCENARIOS.standard },
  { scenario: 'combined', iin: '900101301015', what: SCENARIOS.combined },
  { scenario: 'external', iin: '900101301025', what: SCENARIOS.external },
  { scenario: 'lowSimilarityOnce', iin: '900101302013', what: SCENARIOS.lowSimilarityOnce },
  { scenario: 'livenessServerError', iin: '900101302023', what: SCENARIOS.livenessServerError },
  { scenario: 'signingFailsOnce', iin: '900101303011', what: SCENARIOS.signingFailsOnce },
  { scenario: 'emailRejectedOnce', iin: '900101304014', what: SCENARIOS.emailRejectedOnce },
  { scenario: 'silent', iin: '900101305018', what: SCENARIOS.silent },
  { scenario: 'slow', iin: '900101305028', what: SCENARIOS.slow },
  {
    scenario: 'passportUnavailableOnce',
    iin: '900101305038',
    what: SCENARIOS.passportUnavailableOnce,
  },
  {
    scenario: 'underage',
    iin: '100515500013',
    what: 'born 2010-05-15: the selfie answers user_too_young',
  },
];

/** The serial is digits 8 to 11 of the IIN. */
export const scenarioOf = (iin: string): Scenario => BY_SERIAL[iin.slice(7, 11)] ?? 'standard';

/** Born less than 18 years before `today` (ISO dates compare as strings). */
export function isUnderage(iin: string, today: string = todayIso()): boolean {
  const birth = iinBirthDate(iin);
  if (birth === null) return false;
  const adultOn = `${String(Number(birth.slice(0, 4)) + 18).padStart(4, '0')}${birth.slice(4)}`;
  return adultOn > today;
}

/** The step each scenario's IIN leads to, where it is not the IIN's usual next step. */
export const AFTER_IIN: Partial<Record<Scenario, StepName>> = {
  combined: STEP.personal_and_passport,
  external: STEP.waiting_external_personal,
};

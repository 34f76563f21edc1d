// The scenario an applicant runs is chosen by the serial of their IIN (SANDBOX.md).
import { iinBirthDate, todayIso, type StepName } from '../contract';

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

/** The serial is digits 8 to 11 of the IIN. */
export const scenarioOf = (iin: string): Scenario => BY_SERIAL[iin.slice(7, 11)] ?? 'standard';

/** Born less than 18 years before `today` (ISO dates compare as strings). */
export function isUnderage(iin: string, today: string = todayIso()): boolean {
  const birth = iinBirthDate(iin);
  if (birth === null) return false;
  const adultOn = `${String(Number(birth.slice(0, 4)) + 18).padStart(4, '0')}${birth.slice(4)}`;
  return adultOn > today;
}

export const stepAfterIin = (scenario: Scenario): StepName =>
  scenario === 'combined'
    ? 'personal_and_passport'
    : scenario === 'external'
      ? 'waiting_external_personal'
      : 'personal';

import { randomUUID } from 'node:crypto';
import type { StepName, StepResponse } from '../contract';
import type { Scenario } from './scenarios';

/** One-time scenario faults, remembered once they have fired. */
export type OnceFault = 'emailRejected' | 'passportUnavailable' | 'lowSimilarity' | 'signingFailed';

export interface Applicant {
  phone: string;
  uuid: string;
  channel: string;
  potentialContractId: number;
  step: StepName;
  /** `context.error` of the step response. */
  error: string | null;
  /** Every step entered, oldest first, for tests and QA. */
  history: StepName[];
  iin: string | null;
  scenario: Scenario;
  underage: boolean;
  fired: Set<OnceFault>;
  /** Scenario 0401: the address the server refused. */
  takenEmail: string | null;
  /** The client's data as the forms sent it, by field (the forms' payload names). */
  client: Record<string, unknown>;
  cabinet: { amount: number; potential_contract_id: number | null } | null;
  /** Every cabinet call, refused ones included, oldest first (for tests and QA). */
  cabinetCalls: Array<{ amount: number; potential_contract_id: number | null; accepted: boolean }>;
}

export function createApplicant(phone: string, potentialContractId: number): Applicant {
  const uuid = randomUUID();
  return {
    phone,
    uuid,
    channel: `private-registration.${uuid}`,
    potentialContractId,
    step: 'iin',
    error: null,
    history: ['iin'],
    iin: null,
    scenario: 'standard',
    underage: false,
    fired: new Set(),
    takenEmail: null,
    client: {},
    cabinet: null,
    cabinetCalls: [],
  };
}

export const stepResponse = (applicant: Applicant): StepResponse => ({
  step_name: applicant.step,
  socket_channel: applicant.channel,
  uuid: applicant.uuid,
  context: { error: applicant.error },
});

/** What the control endpoint shows about an applicant. */
export const snapshot = (applicant: Applicant) => ({
  ...stepResponse(applicant),
  phone: applicant.phone,
  potential_contract_id: applicant.potentialContractId,
  history: applicant.history,
  iin: applicant.iin,
  scenario: applicant.scenario,
  underage: applicant.underage,
  fired: [...applicant.fired],
  client: applicant.client,
  cabinet: applicant.cabinet,
  cabinet_calls: applicant.cabinetCalls,
});

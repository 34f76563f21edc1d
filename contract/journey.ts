import * as v from 'valibot';
import { STEP_NAMES, type StepName } from './registration';

/** The login phases an applicant passes before the first registration step (SPEC.md §2 /login). */
export const LOGIN_PHASES = ['login.phone', 'login.code'] as const;

/**
 * The photo step (verigram) while the offer to take the selfie on a phone is open (issue 33): on
 * a computer from the start, elsewhere when asked for or after a camera error. A node of its own
 * so that the funnel tells how many applicants were offered the phone and where they went.
 */
export const HANDOFF_NODE = 'verigram.handoff' as const;

type JourneyStepName = StepName | typeof HANDOFF_NODE;

/**
 * A node of the applicant's journey: a login phase, a registration `step_name` of SPEC.md §4, or
 * the photo step's offer to continue on the phone (right after the photo step). QA's paths, the
 * product team's journey view and funnel, and the app's journey telemetry all name the nodes with
 * these ids, so a renamed step is renamed everywhere at once.
 */
export const JOURNEY_NODE_IDS: readonly ((typeof LOGIN_PHASES)[number] | JourneyStepName)[] = [
  ...LOGIN_PHASES,
  ...STEP_NAMES.flatMap((step): JourneyStepName[] =>
    step === 'verigram' ? [step, HANDOFF_NODE] : [step],
  ),
];

export type JourneyNodeId = (typeof JOURNEY_NODE_IDS)[number];

export const journeyNodeIdSchema = v.picklist(JOURNEY_NODE_IDS);

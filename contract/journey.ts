import * as v from 'valibot';
import { STEP_NAMES } from './registration';

/** The login phases an applicant passes before the first registration step (SPEC.md §2 /login). */
export const LOGIN_PHASES = ['login.phone', 'login.code'] as const;

/**
 * A node of the applicant's journey: a login phase or a registration `step_name` of SPEC.md §4.
 * QA's paths, the product team's journey view and funnel, and the app's journey telemetry all
 * name the nodes with these ids, so a renamed step is renamed everywhere at once.
 */
export const JOURNEY_NODE_IDS = [...LOGIN_PHASES, ...STEP_NAMES] as const;

export type JourneyNodeId = (typeof JOURNEY_NODE_IDS)[number];

export const journeyNodeIdSchema = v.picklist(JOURNEY_NODE_IDS);

import * as v from 'valibot';

/** The realtime message published on the applicant's channel on every step change. */
export const STEP_EVENT_NAME = 'Registration.V2.PotentialClientStep';

/** Its data. `step` stays a plain string for the same reason as the step response's. */
export const stepEventSchema = v.object({ step: v.string() });

export type StepEvent = v.InferOutput<typeof stepEventSchema>;

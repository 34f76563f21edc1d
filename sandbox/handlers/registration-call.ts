// Shared by every /rest/registration/* handler: the bearer check, scenario 0502's delay, and
// the rule that a call meant for another step answers 409 instead of moving anyone.
import { setTimeout as sleep } from 'node:timers/promises';
import type { StepName } from '../../contract';
import type { Applicant } from '../applicant';
import { text } from '../http/i18n';
import type { Reply } from '../http/reply';
import { HttpError } from '../http/reply';
import type { Ctx, Handler } from '../http/router';
import { requireApplicant, type Services } from '../services';

export function registrationCall(
  services: Services,
  handler: (ctx: Ctx, applicant: Applicant) => Reply | Promise<Reply>,
): Handler {
  return async (ctx) => {
    const applicant = requireApplicant(ctx, services);
    if (applicant.scenario === 'slow') await sleep(services.options.slowCallDelayMs);
    return handler(ctx, applicant);
  };
}

export function requireStep(applicant: Applicant, ctx: Ctx, ...steps: StepName[]): void {
  if (!steps.includes(applicant.step)) {
    throw new HttpError(409, { message: text('wrongStep', ctx.lang), step_name: applicant.step });
  }
}

// Shared by every /rest/registration/* handler: the bearer check, scenario 0502's delay, and
// the rule that a call meant for another step answers 409 instead of moving anyone.
import { setTimeout as sleep } from 'node:timers/promises';
import type { StepName } from '../../contract';
import type { Applicant } from '../applicant';
import { text } from '../texts';
import { requireApplicant, type Services } from '../services';
import { refusal } from '../http/refusal';
import type { SandboxContext, SandboxHandler } from '../http/env';

export function registrationCall(
  services: Services,
  handler: (c: SandboxContext, applicant: Applicant) => Response | Promise<Response>,
): SandboxHandler {
  return async (c: SandboxContext) => {
    const applicant = requireApplicant(c, services);
    if (applicant.scenario === 'slow') await sleep(services.options.slowCallDelayMs);
    return handler(c, applicant);
  };
}

export function requireStep(applicant: Applicant, c: SandboxContext, ...steps: StepName[]): void {
  if (!steps.includes(applicant.step)) {
    throw refusal(409, { message: text('wrongStep', c.var.lang), step_name: applicant.step });
  }
}

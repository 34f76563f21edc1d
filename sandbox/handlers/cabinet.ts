// The personal cabinet hand-off and the client info call.
import * as v from 'valibot';
import {
  clientInfoResponseSchema,
  STEP,
  ENDPOINTS,
  AUTH_COOKIE,
  maskPhone,
  type ClientInfoResponse,
  type OkResponse,
} from '../../contract';
import { text } from '../texts';
import { payloadOf } from '../http/validate';
import { bearerToken, requireApplicant, type Services } from '../services';
import { requireStep } from './registration-call';
import { validationFailed } from '../http/refusal';
import type { SandboxApp } from '../http/env';
import { onCall } from '../http/contract-call';

export function cabinetRoutes(app: SandboxApp, services: Services): void {
  onCall(app, services, ENDPOINTS.cabinet, (c) => {
    const applicant = requireApplicant(c, services);
    requireStep(applicant, c, STEP.personal_cabinet);
    const payload = payloadOf(ENDPOINTS.cabinet, c);
    const contractId = payload.potential_contract_id;
    const signed = services.store.tokens.get(bearerToken(c) ?? '')?.signedContractId ?? null;
    // Like the lender: the application must name the contract signed at this session's login.
    const refusal =
      contractId === null
        ? signed === null
          ? null
          : text('contractMissing', c.var.lang)
        : contractId === applicant.potentialContractId
          ? null
          : text('contractMismatch', c.var.lang);
    applicant.cabinetCalls.push({ ...payload, accepted: refusal === null });
    if (refusal) throw validationFailed({ potential_contract_id: [refusal] });
    applicant.cabinet = payload;
    const maxAge = Math.floor(services.options.tokenTtlMs / 1000);
    const cookie = `${AUTH_COOKIE}=${bearerToken(c) ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`;
    const answer: OkResponse = { ok: true };
    return c.json(answer, 200, { 'set-cookie': cookie });
  });

  onCall(app, services, ENDPOINTS.clientInfo, (c) => {
    const applicant = requireApplicant(c, services);
    // The names the forms sent, if they have been: the answer's schema keeps what it knows.
    const answer: ClientInfoResponse = v.parse(clientInfoResponseSchema, {
      ...applicant.client,
      phone: maskPhone(applicant.phone),
      step_name: applicant.step,
    });
    return c.json(answer);
  });
}

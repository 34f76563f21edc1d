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
import { text } from '../http/i18n';
import { json, validationFailed } from '../http/reply';
import type { Router } from '../http/router';
import { payloadOf } from '../http/validate';
import { bearerToken, requireApplicant, type Services } from '../services';
import { requireStep } from './registration-call';

export function cabinetRoutes(router: Router, services: Services): void {
  router.on(ENDPOINTS.cabinet, (ctx) => {
    const applicant = requireApplicant(ctx, services);
    requireStep(applicant, ctx, STEP.personal_cabinet);
    const payload = payloadOf(ENDPOINTS.cabinet, ctx);
    const contractId = payload.potential_contract_id;
    const signed = services.store.tokens.get(bearerToken(ctx) ?? '')?.signedContractId ?? null;
    // Like the lender: the application must name the contract signed at this session's login.
    const refusal =
      contractId === null
        ? signed === null
          ? null
          : text('contractMissing', ctx.lang)
        : contractId === applicant.potentialContractId
          ? null
          : text('contractMismatch', ctx.lang);
    applicant.cabinetCalls.push({ ...payload, accepted: refusal === null });
    if (refusal) throw validationFailed({ potential_contract_id: [refusal] });
    applicant.cabinet = payload;
    const maxAge = Math.floor(services.options.tokenTtlMs / 1000);
    const cookie = `${AUTH_COOKIE}=${bearerToken(ctx) ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`;
    const answer: OkResponse = { ok: true };
    return json(200, answer, { 'set-cookie': cookie });
  });

  router.on(ENDPOINTS.clientInfo, (ctx) => {
    const applicant = requireApplicant(ctx, services);
    // The names the forms sent, if they have been: the answer's schema keeps what it knows.
    const answer: ClientInfoResponse = v.parse(clientInfoResponseSchema, {
      ...applicant.client,
      phone: maskPhone(applicant.phone),
      step_name: applicant.step,
    });
    return json(200, answer);
  });
}

import * as v from 'valibot';
import type { StepName } from '../../../machines/registration';
import { STEPS, routeOf } from '../../../machines/registration';
import { createAppApiClient } from '../../api/app-client';
import { ENDPOINTS, iinSchema } from '../../../contract';
import { setCookie } from '../../platform/cookies';
import type { Locale } from '../../platform/locale';
import { localizePath } from '../../platform/locale';

/** A step QA can jump to; liveness_failed once per screen variant. */
export interface JumpTarget {
  id: string;
  step: StepName;
  /** context.error of the step (the liveness failure's name). */
  error?: string;
}

export const JUMP_TARGETS: readonly JumpTarget[] = STEPS.flatMap(({ step }): JumpTarget[] =>
  step === 'liveness_failed'
    ? [
        { id: 'liveness_failed.lowSimilarity', step, error: 'coiderrortype_low_similarity' },
        { id: 'liveness_failed.alreadyFixing', step, error: 'coiderrortype_coid_server_error' },
      ]
    : [{ id: step, step }],
);

/** A sandbox scenario and an IIN that plays it (GET /sandbox/scenarios, SANDBOX.md). */
const scenarioExamplesSchema = v.array(
  v.object({ scenario: v.string(), iin: iinSchema, what: v.string() }),
);
export type ScenarioExample = v.InferOutput<typeof scenarioExamplesSchema>[number];

/** The sandbox's scenarios, each with an IIN that plays it: the sandbox is their one list. */
export async function loadScenarios(): Promise<ScenarioExample[]> {
  const response = await fetch('/sandbox/scenarios');
  if (!response.ok) throw new Error(`/sandbox/scenarios: ${response.status}`);
  const parsed = v.safeParse(scenarioExamplesSchema, await response.json());
  if (!parsed.success) {
    throw new Error(`/sandbox/scenarios: not a list of scenarios (${v.summarize(parsed.issues)})`);
  }
  if (parsed.output.length === 0) throw new Error('/sandbox/scenarios: no scenario');
  return parsed.output;
}

/** SPEC.md §9: the app reads its session from this cookie (8 hours). */
const SESSION_COOKIE = 'session_token';
const SESSION_MAX_AGE = 8 * 60 * 60;

/** A phone nobody has used in this sandbox run: 770 and eight random digits. */
export function freshPhone(random: () => number = Math.random): string {
  let digits = '';
  for (let index = 0; index < 8; index += 1) digits += Math.floor(random() * 10).toString();
  return `770${digits}`;
}

export interface Jumped {
  phone: string;
  /** Where to open the app (it follows the server's step from there anyway). */
  url: string;
}

async function sandboxControl(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/**
 * A fresh test applicant placed directly on a step: logs in as a new phone through the real
 * calls (the SMS code comes from the sandbox), sends the scenario IIN, asks the sandbox to move
 * the applicant (POST /sandbox/control/jump), and leaves the session cookie for the app, which
 * then learns the step from GET /rest/registration/step like after any reload.
 */
export async function jumpToStep(
  target: JumpTarget,
  { iin, locale }: { iin: string; locale: Locale },
): Promise<Jumped> {
  const phone = freshPhone();
  const api = createAppApiClient();
  const { documents } = await api.call(ENDPOINTS.documentsList, undefined, {
    params: { id: 'registration' },
  });
  const ids = documents.map((document) => document.id);
  await api.call(ENDPOINTS.documentsSign, { phone, document_template_ids: ids });
  const sms = await fetch(`/sandbox/sms?phone=${phone}`);
  const { code } = (await sms.json()) as { code: string };
  const signed = await api.call(ENDPOINTS.documentsSign, {
    phone,
    document_template_ids: ids,
    sms_code: code,
  });
  if (!('documentToken' in signed)) throw new Error('documents/sign sent no documentToken');
  const { bearerToken } = await api.call(ENDPOINTS.auth, {
    phone,
    documentToken: signed.documentToken,
  });
  const authed = createAppApiClient({
    auth: { getToken: async () => bearerToken, handleAuthError: async () => 'fail' },
  });
  await authed.call(ENDPOINTS.iin, { iin, is_resident_rk: true, is_ipdl: false });
  await sandboxControl('/sandbox/control/jump', {
    phone,
    step: target.step,
    ...(target.error ? { error: target.error } : {}),
  });
  setCookie(SESSION_COOKIE, bearerToken, { maxAge: SESSION_MAX_AGE, path: '/', sameSite: 'lax' });
  return { phone, url: localizePath(routeOf(target.step), locale) };
}

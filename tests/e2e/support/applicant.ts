import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isFormStep, isStepName, SAMPLE_VALUES, STEP, type StepName } from '../../../contract';
import { randomNational } from './journey';

// An applicant prepared through the API, for browser tests of the screens after login: the
// steps before the one under test have their own tests.

const VISITOR = { 'X-VISITOR-ID': 'e2e-registration' };

export async function call<T>(
  request: APIRequestContext,
  method: 'post' | 'get',
  url: string,
  data?: unknown,
  token?: string,
): Promise<T> {
  const response = await request[method](url, {
    ...(data === undefined ? {} : { data }),
    headers: { ...VISITOR, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A logged-in applicant (the browser holds the session cookie) of the scenario `iin` chooses,
 * who has sent the IIN and then, through the API, every form the server named next with the
 * sample applicant (SAMPLE_VALUES) until it names `at`: at the first form unless told.
 */
export async function applicant(page: Page, iin?: string, at?: StepName) {
  const { request } = page;
  const phone = `7${randomNational()}`;
  const ids = [1, 2, 3];
  await call(request, 'post', '/rest/documents/sign', { phone, document_template_ids: ids });
  const { documentToken } = await call<{ documentToken: string }>(
    request,
    'post',
    '/rest/documents/sign',
    { phone, document_template_ids: ids, sms_code: phone.slice(-4) },
  );
  const { bearerToken: token } = await call<{ bearerToken: string }>(
    request,
    'post',
    '/rest/auth',
    {
      phone,
      documentToken,
    },
  );
  await page
    .context()
    .addCookies([{ name: 'session_token', value: token, url: test.info().project.use.baseURL! }]);
  if (iin) {
    const post = (step: string, body: unknown) =>
      call<{ step_name: string }>(request, 'post', `/rest/registration/${step}`, body, token);
    let { step_name: step } = await post(STEP.iin, { ...SAMPLE_VALUES.iin, iin });
    while (at && step !== at && isStepName(step) && isFormStep(step)) {
      ({ step_name: step } = await post(step, SAMPLE_VALUES[step]));
    }
    if (at) expect(step, `the server's step after the forms before ${at}`).toBe(at);
  }
  return {
    phone,
    token,
    step: async () =>
      (
        await call<{ step_name: string }>(
          request,
          'get',
          `/sandbox/control/applicant?phone=${phone}`,
        )
      ).step_name,
    jump: (step: string, error?: string) =>
      call(request, 'post', '/sandbox/control/jump', { phone, step, ...(error ? { error } : {}) }),
  };
}

/**
 * Gives the browser a visitor id of its own (the uid cookie, sent as X-VISITOR-ID) and faults
 * only its calls (/sandbox/control/faults with `visitor`), so tests running beside it are not
 * slowed or broken.
 */
export async function faultsForThisBrowser(
  page: Page,
  faults: { latencyMs?: number; errorRate?: number },
): Promise<string> {
  const visitor = crypto.randomUUID();
  await page
    .context()
    .addCookies([{ name: 'uid', value: visitor, url: test.info().project.use.baseURL! }]);
  const response = await page.request.post('/sandbox/control/faults', {
    data: { visitor, ...faults },
  });
  expect(response.ok()).toBe(true);
  return visitor;
}

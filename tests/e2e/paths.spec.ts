import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { shortestPathsToStates } from '../../machines/graph/paths';
import { pathInWords } from '../../machines/graph/words';
import { screenFor } from '../../machines/registration';
import { registrationModel } from '../../machines/registration/model';

// Issue 7, QA: the shortest path to every state of the registration journey (the list of
// `npm run paths`), generated from the statechart and run in the browser against the sandbox.
// Each user event of a path is done through the real screens; the server's moves come from the
// sandbox, steered by the scenario IINs of SANDBOX.md. /dev/flow, open beside the app in the
// same browser, tells which states the app's actor went through, so even the states the app
// only passes (a submit in flight, a background step of 300 ms) are checked.

const IIN = {
  plain: '900101300017',
  personalAndPassport: '900101301015',
  external: '900101301025',
  lowSimilarity: '900101302013',
  alreadyFixing: '900101302023',
  signingFails: '900101303011',
};

type Path = ReturnType<typeof shortestPathsToStates>[number]['path'];

/** The scenario whose server moves this path needs. */
function scenarioIin(words: string): string {
  if (words.includes('liveness_failed.alreadyFixing')) return IIN.alreadyFixing;
  if (words.includes('liveness_failed')) return IIN.lowSimilarity;
  if (words.includes('signing_failed')) return IIN.signingFails;
  if (words.includes('waiting_external')) return IIN.external;
  if (words.includes('personal_and_passport')) return IIN.personalAndPassport;
  return IIN.plain;
}

// A push without the failure's reason makes the app ask for it (liveness_failed.checking); the
// poll brings the reason along. Which of the two reaches the app first is the network's call.
const RACY = new Set(['liveness_failed.checking']);

// Steps the sandbox leaves by itself after SANDBOX_STEP_DELAY_MS (300 ms in these runs), entered
// only through a push or a poll. When the push comes before the app's realtime channel is
// attached, the next poll already names a later step and the app rightly moves straight there;
// the server's history then shows the step was passed, and the test says so.
const PASSED_BY_SERVER = new Map([
  [
    'waiting_external_photo',
    ['registration.waiting.step.client_creating', 'registration.verigram'],
  ],
  ['client_creating', ['registration.verigram']],
  ['signing_init', ['registration.waiting.step.signing_init_success']],
]);

/** The step a server event brings, if it brings one (a push, or a poll's answer). */
function stepOf(event: { type: string }): string | undefined {
  if (event.type === 'realtime.step') return (event as { step?: string }).step;
  return (event as { output?: { step_name?: string } }).output?.step_name;
}

const journey = shortestPathsToStates(registrationModel).filter(
  ({ target, viaFault }) => !viaFault && target !== 'booting' && !RACY.has(target),
);

const VISITOR = { 'X-VISITOR-ID': 'e2e-paths' };

async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, {
    data: body,
    headers: VISITOR,
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A fresh applicant logged in through the API; the session cookie is left for the app. */
async function logIn(page: Page): Promise<string> {
  const { request } = page;
  const phone = `7707${String(Date.now()).slice(-4)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  const ids = [1, 2, 3];
  await call(request, '/rest/documents/sign', { phone, document_template_ids: ids });
  const { documentToken } = await call<{ documentToken: string }>(request, '/rest/documents/sign', {
    phone,
    document_template_ids: ids,
    sms_code: phone.slice(-4),
  });
  const { bearerToken } = await call<{ bearerToken: string }>(request, '/rest/auth', {
    phone,
    documentToken,
  });
  await page
    .context()
    .addCookies([
      { name: 'session_token', value: bearerToken, url: test.info().project.use.baseURL! },
    ]);
  return phone;
}

const next = (page: Page) => page.getByRole('button', { name: 'Продолжить' }).click();

async function fillPersonal(page: Page) {
  await page.getByLabel('Фамилия').fill('Сапарова');
  await page.getByLabel('Имя', { exact: true }).fill('Айгерим');
  await page.getByLabel('Электронная почта').fill('aigerim@example.kz');
}

async function fillPassport(page: Page) {
  await page.getByLabel('Место рождения').fill('Алматы');
  await page.getByLabel('Номер удостоверения личности').fill('012345678');
  await page.getByLabel('Кем выдан').fill('МВД РК');
  await page.getByLabel('Дата выдачи').fill('15062020');
  await page.getByLabel('Действителен до').fill('14062030');
}

/** The route the app shows in a snapshot, as a URL test (null: no route of its own). */
function routeOf(snapshot: AnyMachineSnapshot): RegExp | null {
  const { route } = screenFor(snapshot);
  return route ? new RegExp(`${route.replace(/[/-]/g, '\\$&')}(\\?.*)?$`) : null;
}

/**
 * Does what the applicant does for a user event; the server's events need nothing. One scenario
 * IIN steers the server one way: a path that reaches a failure scenario after the one-screen
 * form (the model's shortest way) gets the two forms of that scenario for the one submit.
 */
async function act(page: Page, event: { type: string }, before: AnyMachineSnapshot, iin: string) {
  const route = routeOf(before);
  const onScreen = async () => {
    if (route) await expect(page).toHaveURL(route, { timeout: 30_000 });
  };
  switch (event.type) {
    case 'iin.submit':
      await onScreen();
      await page.getByLabel('ИИН', { exact: true }).fill(iin);
      await page.getByLabel('Да, я резидент РК').check();
      await page.getByLabel('Нет, не являюсь').check();
      return next(page);
    case 'personal.submit':
      await onScreen();
      await fillPersonal(page);
      return next(page);
    case 'passport.submit':
      await onScreen();
      await fillPassport(page);
      return next(page);
    case 'personalAndPassport.submit':
      await expect(page).toHaveURL(/\/register\/personal(-and-passport)?$/, { timeout: 30_000 });
      await fillPersonal(page);
      if (page.url().endsWith('/register/personal')) {
        await next(page);
        await expect(page).toHaveURL(/\/register\/passport$/, { timeout: 30_000 });
      }
      await fillPassport(page);
      return next(page);
    case 'liveness.succeeded':
      await onScreen();
      return page.getByRole('button', { name: 'Включить камеру' }).click();
    case 'signing.returned':
      // The app has left for the sandbox's signing page; it comes back with the outcome.
      return page.getByRole('button', { name: 'Подписать' }).click({ timeout: 30_000 });
    case 'realtime.step':
    case 'xstate.done.actor.poll':
      // In the model the server moves on to signing_result by itself; in the sandbox it does
      // once the applicant has signed on its signing page.
      if (stepOf(event) === 'signing_result') {
        return page.getByRole('button', { name: 'Подписать' }).click({ timeout: 30_000 });
      }
      return undefined;
    case 'signing.repeat':
      await onScreen();
      return page.getByRole('button', { name: 'Подписать ещё раз' }).click();
    case 'cabinet.submit':
      await onScreen();
      return page.getByRole('button', { name: /^Подать заявку/ }).click();
    default:
      return undefined;
  }
}

/** The state nodes that make the target (its active leaves that belong to a step). */
function targetNodes(path: Path): string[] {
  return path.state._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id)
    .filter((id) => !id.startsWith('registration.waiting.poll'));
}

test.describe.configure({ mode: 'parallel' });

for (const { target, path } of journey) {
  const words = pathInWords(path);
  test(`shortest path to ${target}: ${words}`, async ({ page, context }) => {
    // Two apps and two /dev/flow pages share two cores while the charts are laid out.
    test.setTimeout(180_000);
    const iin = scenarioIin(words);
    const flow = await context.newPage();
    await flow.goto('/dev/flow');
    const states = flow.getByRole('list', { name: 'Состояния registration' });

    const phone = await logIn(page);
    await page.goto('/login/iin');
    const steps = path.steps.slice(1);
    let before = path.steps[0]!.state;
    for (const step of steps) {
      await act(page, step.event, before, iin);
      before = step.state;
    }

    const applicant = async () => {
      const response = await page.request.get(`/sandbox/control/applicant?phone=${phone}`, {
        headers: VISITOR,
      });
      const body = (await response.json()) as { history?: string[]; step_name?: string };
      if (!body.history) throw new Error(`${response.status()} ${JSON.stringify(body)}`);
      return { history: body.history, step: body.step_name };
    };
    // The test ends with the app at rest: where the server goes on to the signing step by
    // itself, the app leaves for the signing page, and closing a page in the middle of that
    // load can outlast the test.
    const settle = async () => {
      await expect
        .poll(async () => (await applicant()).step, { timeout: 30_000 })
        .not.toMatch(/^(waiting_liveness_results|signing_init)$/);
      if ((await applicant()).step === 'signing_init_success') {
        await expect(page).toHaveURL(/\/sandbox\/signing\?/, { timeout: 30_000 });
        await expect(page.getByRole('button', { name: 'Подписать' })).toBeVisible();
      }
    };

    const PASSED = PASSED_BY_SERVER.get(target);
    if (PASSED) {
      const history = async () => (await applicant()).history;
      await expect.poll(history, { timeout: 30_000 }).toContain(target);
      const visited = states.locator(`li[data-state="${targetNodes(path)[0]}"]`);
      const seen = await expect(visited)
        .toHaveAttribute('data-visited', 'true', { timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!seen) {
        // The app went on to where the server is now, past the step.
        await expect(
          states
            .locator(PASSED.map((id) => `li[data-state="${id}"][data-visited]`).join(', '))
            .first(),
        ).toBeAttached({ timeout: 30_000 });
        test.info().annotations.push({
          type: 'passed by the server',
          description: `${target}: the sandbox moved on before the app heard of it`,
        });
      }
      await settle();
      return;
    }
    for (const id of targetNodes(path)) {
      await expect(states.locator(`li[data-state="${id}"]`)).toHaveAttribute(
        'data-visited',
        'true',
        { timeout: 30_000 },
      );
    }
    await settle();
  });
}

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  buttonLabels,
  scenarioJourneys,
  type PathStep,
  type QaPath,
} from '../../../../qa/paths/qa-paths';
import { walkPath, type Screen, type WalkOptions } from '../../../../qa/runner/walk';

const JOURNEYS = scenarioJourneys('ru');
const journey = (target: string) => JOURNEYS.find((each) => each.target === target) as QaPath;
const BUTTONS = buttonLabels('ru');
const SIGNING_PAGE: Screen = {
  url: 'http://site.test/sandbox/signing',
  heading: 'Подписание документов',
  text: 'Подписание документов',
  status: '',
};

/** The screen of a step as the app would show it: its heading and what SPEC.md puts on it. */
const screenOf = (step: PathStep): Screen => ({
  url: `http://site.test${step.route}`,
  heading: step.expect,
  text: `${step.expect} ${'text' in step.shows ? step.shows.text : ''}`,
  status: 'status' in step.shows ? 'Ждём ответа сервера' : '',
});

/** The control whose press ends an action, and so moves the app on, by the action's kind. */
const FINAL_CONTROL: Partial<Record<PathStep['action']['kind'], string>> = {
  phone: BUTTONS.getCode,
  code: BUTTONS.login,
  form: BUTTONS.next,
  selfie: BUTTONS.camera,
  sign: BUTTONS.sign,
  signAgain: BUTTONS.signAgain,
};

/**
 * A page that plays the app along `path`: each action's last control shows that step's screen
 * and those of the steps after it the server reaches by itself, but for the steps in `unseen`
 * (1-based), which the app skips; a step in `signingPageAt` is followed by the signing page.
 */
function appPage(
  path: QaPath,
  { unseen = [], signingPageAt = [] }: { unseen?: number[]; signingPageAt?: number[] } = {},
) {
  const recorded: Screen[] = [];
  /** The step whose action the app waits for next. */
  let awaited = 0;
  const show = (from: number) => {
    let index = from;
    for (; index < path.steps.length; index += 1) {
      const step = path.steps[index] as PathStep;
      if (index > from && step.action.kind !== 'wait') break;
      if (!unseen.includes(index + 1)) recorded.push(screenOf(step));
      if (signingPageAt.includes(index + 1)) recorded.push(SIGNING_PAGE);
    }
    awaited = index;
  };
  const pressed = (name: string) => {
    if (FINAL_CONTROL[(path.steps[awaited] as PathStep).action.kind] === name) show(awaited);
  };
  const locator = (name?: string) => ({
    click: async () => {
      if (name) pressed(name);
    },
    check: async () => {},
    fill: async () => {},
    selectOption: async () => [],
    pressSequentially: async () => {},
    isVisible: async () => name === BUTTONS.sign && recorded.at(-1) === SIGNING_PAGE,
    getByRole: (_role: string, options?: { name?: string }) => locator(options?.name),
  });
  const page = {
    addInitScript: async () => {},
    goto: async () => {
      show(0);
      return null;
    },
    evaluate: async (script: string) =>
      script.includes('sessionStorage.getItem') ? structuredClone(recorded) : recorded.at(-1),
    getByRole: (_role: string, options?: { name?: string }) => locator(options?.name),
    getByLabel: () => locator(),
  };
  return page as unknown as Page;
}

const walk = (path: QaPath, page: Page, history?: string[]) => {
  const options: WalkOptions = {
    lang: 'ru',
    applicant: { iin: '900101300017', phone: '77010000019' },
    smsCode: async () => '0019',
    history: async () => history ?? path.steps.flatMap((step) => (step.step ? [step.step] : [])),
    stepMs: 400,
  };
  return walkPath(page, path, options);
};

const outcomes = (path: QaPath, result: Awaited<ReturnType<typeof walk>>) =>
  result.steps.map(
    (step) => `${step.number} ${path.steps[step.number - 1]?.node}: ${step.outcome}`,
  );

test('a journey whose every screen shows passes with each step shown', async () => {
  const path = journey('journey.standard');
  const result = await walk(path, appPage(path));
  expect(result.failure).toBeUndefined();
  expect(new Set(result.steps.map((step) => step.outcome))).toEqual(new Set(['shown']));
});

test('the photo check and both «Готовим документы» screens unseen, the app on the signing page: passed by the server', async () => {
  const path = journey('journey.standard');
  const waiting = path.steps.findIndex((step) => step.node === 'waiting_liveness_results') + 1;
  expect(path.steps.slice(waiting, waiting + 2).map((step) => step.node)).toEqual([
    'signing_init',
    'signing_init_success',
  ]);
  const page = appPage(path, {
    unseen: [waiting, waiting + 1, waiting + 2],
    signingPageAt: [waiting + 2],
  });
  const result = await walk(path, page);
  expect(result.failure?.message).toBeUndefined();
  expect(outcomes(path, result).slice(waiting - 1, waiting + 3)).toEqual([
    `${waiting} waiting_liveness_results: passed by the server`,
    `${waiting + 1} signing_init: passed by the server`,
    `${waiting + 2} signing_init_success: passed by the server`,
    `${waiting + 3} signing_result: shown`,
  ]);
});

test('the photo check and «Готовим документы» unseen before «Документы не подписаны»: passed by the server', async () => {
  const path = journey('journey.signingFails');
  const waiting = path.steps.findIndex((step) => step.node === 'waiting_liveness_results') + 1;
  const page = appPage(path, { unseen: [waiting, waiting + 1] });
  const result = await walk(path, page);
  expect(result.failure?.message).toBeUndefined();
  expect(outcomes(path, result).slice(waiting - 1, waiting + 2)).toEqual([
    `${waiting} waiting_liveness_results: passed by the server`,
    `${waiting + 1} signing_init: passed by the server`,
    `${waiting + 2} signing_failed: shown`,
  ]);
});

test('an unseen waiting screen whose step the server never was at is a finding', async () => {
  const path = journey('journey.standard');
  const waiting = path.steps.findIndex((step) => step.node === 'waiting_liveness_results') + 1;
  const history = path.steps.flatMap((step) =>
    step.step && step.node !== 'waiting_liveness_results' ? [step.step] : [],
  );
  const result = await walk(path, appPage(path, { unseen: [waiting] }), history);
  expect(result.failure?.step).toBe(waiting);
  expect(result.failure?.expected).toContain(
    'or the server to have been at waiting_liveness_results',
  );
});

test('an unseen waiting screen with nothing after it is a finding when its time is up', async () => {
  const path = journey('journey.standard');
  const waiting = path.steps.findIndex((step) => step.node === 'waiting_liveness_results') + 1;
  // The app shows nothing after the selfie: neither the screens after it nor the signing page.
  const page = appPage(path, { unseen: [waiting, waiting + 1, waiting + 2] });
  const result = await walk(path, page);
  expect(result.failure?.step).toBe(waiting);
  expect(result.failure?.expected).toContain(
    '«Готовим документы к подписанию» after it within 400 ms',
  );
});

import { expect, type Page } from '@playwright/test';
import {
  isFormStep,
  nextSteps,
  SAMPLE_VALUES,
  STEP,
  stepDeclaration,
  type FormStep,
  type StepName,
} from '../../../contract';
import {
  buttonLabels,
  fieldLabels,
  formFills,
  headingOf,
  type FieldValue,
} from '../../../qa/paths/qa-paths';
import { wordsOf } from '../../../qa/words/catalogs';
import { SIGNING_PAGE } from '../../../sandbox/pages/signing';

// The registration journey's steps in the browser, shared by the browser tests over vite
// preview (tests/e2e) and over nginx (tests/serve). The labels are the QA paths' own
// (qa/paths/qa-paths.ts); the forms are walked from their declarations (contract/steps), so a
// step declared there is filled in here without a test naming it.

export type Lang = 'ru' | 'kk';

export const T = {
  ru: {
    prefix: '',
    ...fieldLabels('ru'),
    ...buttonLabels('ru'),
    passport: 'Удостоверение личности',
    cabinet: 'Личный кабинет',
    apply: /Подать заявку/,
    applied: 'Заявка отправлена',
    signingTitle: wordsOf('ru', SIGNING_PAGE.title),
  },
  kk: {
    prefix: '/kk',
    ...fieldLabels('kk'),
    ...buttonLabels('kk'),
    passport: 'Жеке куәлік',
    cabinet: 'Жеке кабинет',
    apply: /Өтінім беру/,
    applied: 'Өтінім жіберілді',
    signingTitle: wordsOf('kk', SIGNING_PAGE.title),
  },
} as const;

/** A fresh applicant: the sandbox keys its state by phone. */
export function randomNational(): string {
  return `701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export const path = (lang: Lang, route: string) => new RegExp(`${T[lang].prefix}${route}(\\?.*)?$`);

/** The screen of a step (SPEC.md §4), as its declaration has it, without the locale prefix. */
export const routeOf = (step: StepName): string => stepDeclaration(step).route;

/** The step the server names after a form in the standard scenario (its declared `next`). */
export function stepAfter(step: FormStep): StepName {
  const [next] = nextSteps(step);
  if (!next) throw new Error(`${step} declares no next step`);
  return next;
}

/** The screen after a form in the standard scenario. */
export const routeAfter = (step: FormStep): string => routeOf(stepAfter(step));

/** The heading of a step's screen in `lang`: a form's declared title, QA's words for the rest. */
export const headingOfStep = (step: StepName, lang: Lang): string => headingOf(routeOf(step), lang);

/**
 * What a field of the sample applicant's shows once typed: a date as дд/мм/гггг, anything else
 * as it is.
 */
export function sampleShown<S extends FormStep>(step: S, field: keyof (typeof SAMPLE_VALUES)[S]) {
  const value = String(SAMPLE_VALUES[step][field]);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return date ? `${date[3]}/${date[2]}/${date[1]}` : value;
}

/** Values a form is filled in with instead of the sample applicant's, by field name. */
export type FormValues = Readonly<Partial<Record<string, FieldValue>>>;

/** Logs in through /login with the keyboard-typed phone and the SMS code the sandbox uses. */
export async function login(page: Page, lang: Lang, national = randomNational()) {
  const t = T[lang];
  await page.goto(`${t.prefix}/login`);
  await page.getByLabel(t.phone).pressSequentially(national);
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.getCode }).click();
  await page.getByLabel(t.code, { exact: true }).fill(national.slice(-4));
  await page.getByRole('button', { name: t.login }).click();
  await expect(page).toHaveURL(path(lang, routeOf(STEP.iin)));
  return national;
}

/**
 * Fills in the form of `step` on screen as QA's paths do (formFills): every declared field by
 * its label in `lang`, with the sample applicant's value unless `values` gives another; a text
 * is typed with `type` when given (key by key), else filled at once.
 */
export async function fillForm(
  page: Page,
  lang: Lang,
  step: FormStep,
  values: FormValues = {},
  type?: (label: string, text: string) => Promise<void>,
): Promise<void> {
  for (const fill of formFills({ kind: 'form', step, values }, lang)) {
    if ('choose' in fill) {
      await page
        .getByRole('radiogroup', { name: fill.label, exact: true })
        .getByRole('radio', { name: fill.choose, exact: true })
        .check();
    } else if ('select' in fill) {
      await page.getByLabel(fill.label, { exact: true }).selectOption(fill.select);
    } else if (type) {
      await type(fill.label, fill.type);
    } else {
      await page.getByLabel(fill.label, { exact: true }).fill(fill.type);
    }
  }
}

/** Presses «Продолжить» under a form. */
export const submit = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: T[lang].next }).click();

export async function submitIin(page: Page, lang: Lang, iin: string) {
  await fillForm(page, lang, STEP.iin, { iin });
  await submit(page, lang);
}

/**
 * The step of `candidates` whose screen the address shows once it has left `from`'s (a wait
 * the server passes at once may never be seen: the walk's target is among the candidates).
 */
async function arrivedAt(
  page: Page,
  lang: Lang,
  from: StepName,
  candidates: readonly StepName[],
): Promise<StepName> {
  const shown = () =>
    candidates.find(
      (step) =>
        routeOf(step) !== routeOf(from) &&
        path(lang, routeOf(step)).test(new URL(page.url()).pathname),
    );
  await expect
    .poll(shown, { message: `a screen of ${candidates.join(', ')} after ${from}` })
    .toBeDefined();
  return shown()!;
}

export interface Walk {
  /** The form on screen where the walk starts (default: the IIN, as login leaves it). */
  from?: FormStep;
  /** Values instead of the sample applicant's, by field name, in any form (the IIN's). */
  values?: FormValues;
  /** Runs on each form's screen before it is filled in. */
  each?: (step: FormStep) => Promise<void>;
}

/**
 * Walks from the form on screen to `target`'s screen: each form the server names next (the
 * declarations' `next`, the step whose screen then shows) is filled in with the sample
 * applicant and sent; steps the server passes by itself are waited out. Returns the forms sent.
 */
export async function walkTo(
  page: Page,
  lang: Lang,
  target: StepName,
  { from = STEP.iin, values = {}, each }: Walk = {},
): Promise<FormStep[]> {
  const sent: FormStep[] = [];
  let step: StepName = from;
  while (step !== target && isFormStep(step)) {
    await expect(page).toHaveURL(path(lang, routeOf(step)));
    await expect(heading(page, headingOfStep(step, lang))).toBeVisible();
    await each?.(step);
    await fillForm(page, lang, step, values);
    await submit(page, lang);
    sent.push(step);
    step = await arrivedAt(page, lang, step, [...nextSteps(step), target]);
  }
  await expect(page).toHaveURL(path(lang, routeOf(target)), { timeout: 30_000 });
  if (isFormStep(target)) {
    await expect(heading(page, headingOfStep(target, lang))).toBeVisible();
    await each?.(target);
  }
  return sent;
}

/**
 * Turns the camera on for the selfie on this device. A computer's photo screen opens with the
 * offer to take it on a phone (issue 33): there the applicant chooses this device first.
 */
export async function openCamera(page: Page, lang: Lang) {
  const camera = page.getByRole('button', { name: T[lang].camera });
  const here = page.getByRole('button', { name: T[lang].selfieHere });
  await expect(camera.or(here)).toBeVisible();
  if (await here.isVisible()) await here.click();
  await camera.click();
}

export async function takePhoto(page: Page, lang: Lang) {
  await expect(page).toHaveURL(path(lang, routeOf(STEP.verigram)));
  await openCamera(page, lang);
}

/** On the sandbox's signing page, in the journey's language (the app's call named it): sign. */
export async function sign(page: Page, lang: Lang) {
  const button = page.getByRole('button', { name: T[lang].sign, exact: true });
  await button.waitFor({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await button.click();
}

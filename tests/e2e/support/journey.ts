import { expect, type Page } from '@playwright/test';
import { buttonLabels, fieldLabels } from '../../../qa/paths/qa-paths';

// The registration journey's steps in the browser, shared by the browser tests over vite
// preview (tests/e2e) and over nginx (tests/serve). The labels are the QA paths' own
// (qa/paths/qa-paths.ts).

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
  },
  kk: {
    prefix: '/kk',
    ...fieldLabels('kk'),
    ...buttonLabels('kk'),
    passport: 'Жеке куәлік',
    cabinet: 'Жеке кабинет',
    apply: /Өтінім беру/,
    applied: 'Өтінім жіберілді',
  },
} as const;

/** A fresh applicant: the sandbox keys its state by phone. */
export function randomNational(): string {
  return `701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export const path = (lang: Lang, route: string) => new RegExp(`${T[lang].prefix}${route}(\\?.*)?$`);

/** Logs in through /login with the keyboard-typed phone and the SMS code the sandbox uses. */
export async function login(page: Page, lang: Lang, national = randomNational()) {
  const t = T[lang];
  await page.goto(`${t.prefix}/login`);
  await page.getByLabel(t.phone).pressSequentially(national);
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.getCode }).click();
  await page.getByLabel(t.code, { exact: true }).fill(national.slice(-4));
  await page.getByRole('button', { name: t.login }).click();
  await expect(page).toHaveURL(path(lang, '/login/iin'));
  return national;
}

export async function submitIin(page: Page, lang: Lang, iin: string) {
  const t = T[lang];
  await page.getByLabel(t.iin, { exact: true }).fill(iin);
  await page.getByLabel(t.resident).check();
  await page.getByLabel(t.notIpdl).check();
  await page.getByRole('button', { name: t.next }).click();
}

export async function fillPersonal(page: Page, lang: Lang, email = 'aigerim@example.kz') {
  const t = T[lang];
  await page.getByLabel(t.lastName).fill('Сапарова');
  await page.getByLabel(t.firstName, { exact: true }).fill('Айгерим');
  await page.getByLabel(t.email).fill(email);
}

export async function fillPassport(page: Page, lang: Lang) {
  const t = T[lang];
  await page.getByLabel(t.birthday).fill('01011990');
  await page.getByRole('radio', { name: t.male, exact: true }).check();
  await page.getByLabel(t.birthplace).fill('Алматы');
  await page.getByLabel(t.idNumber).fill('012345678');
  await page.getByLabel(t.issuer).fill('МВД РК');
  await page.getByLabel(t.when).fill('15062020');
  await page.getByLabel(t.periodValidity).fill('14062030');
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
  await expect(page).toHaveURL(path(lang, '/register/photo'));
  await openCamera(page, lang);
}

export async function sign(page: Page) {
  await page.getByRole('button', { name: 'Подписать' }).click({ timeout: 30_000 });
}

import { expect, test, type Page } from '@playwright/test';
import type { Action, PathStep, QaPath } from '../../machines/graph/qa-paths';
import { buttonLabels, qaPaths, scenarioJourneys } from '../../machines/graph/qa-paths';

// Each scenario of SANDBOX.md walked to its end in the browser against the sandbox, as QA would
// follow `npm run paths` (machines/graph/qa-paths.ts, written from SPEC.md and SANDBOX.md, not
// read from the machines or /dev/flow): per step, do what `do` says, then the screen must show
// its heading and the piece of SPEC.md `shows` names; at the end, the headings seen must be the
// scenario's screens in order, each of them, passing ones included. Every path of
// `npm run paths` is the beginning of one of these journeys (checked first), so no target is
// left out. Each test takes a fresh phone of its own (the sandbox keeps an applicant per
// phone); the SMS code follows the phone, as the paths say.

const L = buttonLabels('ru');
const FIELDS = {
  phone: 'Номер мобильного телефона',
  consent: 'Я прочитал(а) документы и согласен(на) подписать их кодом из SMS',
  code: 'Код из SMS',
  iin: 'ИИН',
};
const VISITOR = { 'X-VISITOR-ID': 'e2e-paths' };

function freshPhone(): string {
  return `7701${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** The path's actions with the phone (and so the SMS code) replaced by the test's own. */
function withPhone(action: Action, phone: string): Action {
  if (action.kind === 'phone') return { kind: 'phone', phone };
  if (action.kind === 'code') return { kind: 'code', code: phone.slice(-4) };
  return action;
}

const next = (page: Page) => page.getByRole('button', { name: L.next }).click();

async function fillPersonal(page: Page) {
  await page.getByLabel('Фамилия').fill('Сапарова');
  await page.getByLabel('Имя', { exact: true }).fill('Айгерим');
  await page.getByLabel('Электронная почта').fill('aigerim@example.kz');
}

async function fillPassport(page: Page) {
  await page.getByLabel('Дата рождения').fill('01011990');
  await page.getByRole('radio', { name: 'Мужской', exact: true }).check();
  await page.getByLabel('Место рождения').fill('Алматы');
  await page.getByLabel('Номер удостоверения личности').fill('012345678');
  await page.getByLabel('Кем выдан').fill('МВД РК');
  await page.getByLabel('Дата выдачи').fill('15062020');
  await page.getByLabel('Действителен до').fill('14062030');
}

/** Does what `do` says. */
async function act(page: Page, action: Action) {
  switch (action.kind) {
    case 'open':
      return void (await page.goto(action.url));
    case 'phone':
      await page.getByLabel(FIELDS.phone).pressSequentially(action.phone.slice(1));
      await page.getByLabel(FIELDS.consent).check();
      return page.getByRole('button', { name: L.getCode }).click();
    case 'code':
      await page.getByLabel(FIELDS.code, { exact: true }).fill(action.code);
      return page.getByRole('button', { name: L.login }).click();
    case 'iin':
      await page.getByLabel(FIELDS.iin, { exact: true }).fill(action.iin);
      await page.getByLabel(L.resident).check();
      await page.getByLabel(L.notIpdl).check();
      return next(page);
    case 'personal':
      await fillPersonal(page);
      return next(page);
    case 'passport':
      await fillPassport(page);
      return next(page);
    case 'personalAndPassport':
      await fillPersonal(page);
      await fillPassport(page);
      return next(page);
    case 'selfie':
      return page.getByRole('button', { name: L.camera }).click();
    case 'retakeSelfie':
      return page.getByRole('button', { name: L.retake }).click();
    case 'sign':
      // The app has left for the sandbox's signing page.
      return page.getByRole('button', { name: L.sign, exact: true }).click({ timeout: 30_000 });
    case 'signAgain':
      return page.getByRole('button', { name: L.signAgain }).click();
    case 'wait':
      return undefined;
  }
}

const route = (step: PathStep) => new RegExp(`${step.route.replace(/[/-]/g, '\\$&')}(\\?.*)?$`);

/** A screen as the recorder saw it: its heading, the text of the page, its live regions. */
interface Seen {
  heading: string;
  text: string;
  status: string;
}

/**
 * Records every screen the pages of this tab show (reloads and the signing trip included), in
 * order: a new entry when the h1 changes, the text and live regions it showed meanwhile.
 */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e-screens';
    const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Seen[];
    const record = () => {
      const heading = document.querySelector('h1')?.textContent?.trim();
      if (!heading) return;
      const main = document.querySelector('main') ?? document.body;
      const text = main.textContent ?? '';
      const status = [...main.querySelectorAll('[role=status]')]
        .map((region) => region.textContent?.trim() ?? '')
        .join(' ');
      const last = seen.at(-1);
      if (last?.heading === heading) {
        if (!last.text.includes(text)) last.text = `${last.text}\n${text}`.slice(-20_000);
        if (status && !last.status.includes(status)) last.status = `${last.status} ${status}`;
      } else {
        seen.push({ heading, text, status });
      }
      sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  let last: Seen[] = [];
  return async () => {
    try {
      last = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('e2e-screens') ?? '[]') as Seen[],
      );
    } catch {
      // The page is navigating (to the signing page and back): what was read last stands.
    }
    return last;
  };
}

/** The screens of a path as headings, in order, one entry for a heading shown twice in a row. */
function headingsOf(path: QaPath): string[] {
  return path.steps.map((step) => step.expect).filter((h, i, all) => i === 0 || h !== all[i - 1]);
}

const JOURNEYS = scenarioJourneys('ru');

test('every path of `npm run paths` is the beginning of a scenario journey run below', () => {
  const words = (path: QaPath) => path.steps.map((step) => `${step.route} ${step.expect}`);
  for (const path of qaPaths('ru')) {
    const journey = JOURNEYS.find((candidate) => candidate.scenario.name === path.scenario.name);
    expect(journey, path.target).toBeDefined();
    expect(words(journey!).slice(0, path.steps.length), path.target).toEqual(words(path));
  }
});

test.describe.configure({ mode: 'parallel' });

for (const journey of JOURNEYS) {
  const name = journey.scenario.name;
  test(`${name} (IIN ${journey.scenario.iin}): ${headingsOf(journey).join(' → ')}`, async ({
    page,
  }) => {
    // Background steps of the sandbox and the signing page's round trip; two cores shared.
    test.setTimeout(180_000);
    const phone = freshPhone();
    const screens = await recordScreens(page);
    const main = page.getByRole('main');
    const skipped = new Set<number>();

    const history = async () => {
      const response = await page.request.get(`/sandbox/control/applicant?phone=${phone}`, {
        headers: VISITOR,
      });
      return response.ok() ? ((await response.json()) as { history: string[] }).history : [];
    };

    // Where in the recorded screens the journey has got to.
    let cursor = 0;
    const shownFrom = async (from: number, heading: string) =>
      (await screens()).findIndex((seen, index) => index >= from && seen.heading === heading);

    for (const [index, step] of journey.steps.entries()) {
      await act(page, withPhone(step.action, phone));
      if (!step.passes) {
        await expect(page).toHaveURL(route(step), { timeout: 30_000 });
        await expect(page.getByRole('heading', { level: 1, name: step.expect })).toBeVisible();
        if (step.shows.text) await expect(main).toContainText(step.shows.text);
        else await expect(main.getByRole('status').first()).not.toBeEmpty();
        cursor = Math.max(cursor, await shownFrom(cursor, step.expect));
        continue;
      }
      // A screen the server leaves by itself within a few hundred ms here. It must be shown
      // with what SPEC.md puts on it, unless the server was already past its step when the
      // app heard of it (the next screen came first): then the server's history must have it.
      // The screen that shows the app is past this one: the next one of the journey that is
      // neither this one nor the one it is leaving.
      const leaving = (await screens())[cursor]?.heading;
      const following = journey.steps
        .slice(index + 1)
        .map((each) => each.expect)
        .find((heading) => heading !== step.expect && heading !== leaving);
      let found = -1;
      await expect
        .poll(
          async () => {
            found = await shownFrom(cursor, step.expect);
            if (found >= 0) return 'shown';
            const passed = following !== undefined && (await shownFrom(cursor, following)) >= 0;
            return passed ? 'passed' : 'waiting';
          },
          { timeout: 30_000, message: `«${step.expect}» (${step.route}) or what follows it` },
        )
        .not.toBe('waiting');
      if (found >= 0) {
        const seen = (await screens())[found]!;
        if (step.shows.text) expect(seen.text, step.shows.spec).toContain(step.shows.text);
        else expect(seen.status.trim(), step.shows.spec).not.toBe('');
        cursor = found;
      } else {
        expect(await history(), `${step.step} in the server's history`).toContain(step.step);
        skipped.add(index);
        test.info().annotations.push({
          type: 'passed by the server',
          description: `${step.step}: the sandbox moved on before the app showed «${step.expect}»`,
        });
      }
    }

    // The scenario's screens, in order: what the app showed, but for pages that are not the
    // app's (the signing page), screens SPEC does not list in between (loading), and a passing
    // screen the server had already left (checked above against its history).
    const expected = journey.steps
      .filter((_, index) => !skipped.has(index))
      .map((step) => step.expect)
      .filter((heading, index, all) => index === 0 || heading !== all[index - 1]);
    const known = new Set(expected);
    const shown = (await screens())
      .map((seen) => seen.heading)
      .filter((heading) => known.has(heading))
      .filter((heading, index, all) => index === 0 || heading !== all[index - 1]);
    expect(shown.slice(0, expected.length)).toEqual(expected);
    expect((await history()).length).toBeGreaterThan(1);
  });
}

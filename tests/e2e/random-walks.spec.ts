import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_VALUES, type FormStep } from '../../contract';
import { propertyParameters } from '../property/settings';
import { SPEC_SCREENS, type SpecStep } from '../support/spec';
import { call } from './support/applicant';
import { fillForm, login, submit, T, type Lang } from './support/journey';

// The property suite's random walks (tests/property, issue 49) driven through the browser
// against the sandbox, bounded in time: an applicant logs in, then fast-check draws what happens
// next from what can happen to them: they send the form on screen, reload, go back, lose the
// network for a moment, or the server moves them (a push). After each, SPEC §4 must hold: the
// app shows a screen of the step the server says, with its heading. A failure shrinks to the
// shortest walk and prints its seed and path; PROPERTY_SEED=N PROPERTY_PATH=P replay it, as in
// `npm run test:property` (docs/qa.md, "Random walks").

/** How long each language's walks may take, shrinking a failure included (docs/qa.md). */
const BUDGET_MS = Number(process.env.WALK_BUDGET_MS ?? 60_000);

/** How long the app may take to show the server's step after one move (a call's 15 s limit). */
const SETTLE_MS = 20_000;

/** The forms of SPEC §4 an applicant sends from their screen. */
const FORMS = [
  'iin',
  'personal',
  'passport',
  'personal_and_passport',
] as const satisfies readonly (FormStep & SpecStep)[];

/**
 * The steps a push may move an applicant to, SANDBOX.md's jump: every SPEC §4 step but those
 * that send the browser to the signing page by themselves (signing_init and after it, and the
 * photo check that leads there), which leave the app.
 */
const PUSHED: readonly SpecStep[] = [
  'iin',
  'personal',
  'waiting_external_personal',
  'passport',
  'personal_and_passport',
  'client_creating',
  'verigram',
  'liveness_failed',
  'signing_failed',
  'personal_cabinet',
];

type Move =
  | { kind: 'send' }
  | { kind: 'reload' }
  | { kind: 'back' }
  | { kind: 'offline' }
  | { kind: 'push'; step: SpecStep };

const moves: fc.Arbitrary<Move> = fc.oneof(
  fc.constant<Move>({ kind: 'send' }),
  fc.constant<Move>({ kind: 'reload' }),
  fc.constant<Move>({ kind: 'back' }),
  fc.constant<Move>({ kind: 'offline' }),
  fc.constantFrom(...PUSHED).map((step): Move => ({ kind: 'push', step })),
);

const inWords = (move: Move) => (move.kind === 'push' ? `push ${move.step}` : move.kind);

/** The step the sandbox has the applicant at. */
const serverStep = async (page: Page, phone: string) =>
  (
    await call<{ step_name: SpecStep }>(
      page.request,
      'get',
      `/sandbox/control/applicant?phone=${phone}`,
    )
  ).step_name;

/** The path of the page without the language's prefix. */
function shownRoute(page: Page, lang: Lang): string {
  if (!page.url().startsWith('http')) return page.url();
  const { pathname } = new URL(page.url());
  const prefix = T[lang].prefix;
  return prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
}

/** SPEC §2: the addresses of the registration flow. */
const isFlowPath = (route: string) =>
  route === '/login' || route.startsWith('/login/') || route.startsWith('/register/');

/** The form whose screen is shown, if one is. */
const formShown = (page: Page, lang: Lang): FormStep | undefined =>
  FORMS.find((step) => (SPEC_SCREENS[step] as readonly string[]).includes(shownRoute(page, lang)));

async function take(page: Page, lang: Lang, phone: string, move: Move): Promise<void> {
  switch (move.kind) {
    case 'send': {
      const form = formShown(page, lang);
      if (!form) return;
      await fillForm(page, lang, form, form === 'iin' ? { iin: SAMPLE_VALUES.iin.iin } : {});
      await submit(page, lang);
      return;
    }
    case 'reload':
      await page.reload({ timeout: SETTLE_MS });
      return;
    case 'back':
      // Back past the flow's first screen leaves the site (a public page, the blank tab); the
      // applicant who comes back presses forward.
      await page.goBack({ timeout: SETTLE_MS });
      if (!isFlowPath(shownRoute(page, lang))) await page.goForward({ timeout: SETTLE_MS });
      return;
    case 'offline':
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      return;
    case 'push':
      await call(page.request, 'post', '/sandbox/control/jump', { phone, step: move.step });
      return;
  }
}

/** SPEC §4: the screen shown is one of the server's step's, and it has its heading. */
async function showsServerStep(page: Page, lang: Lang, phone: string): Promise<void> {
  let step: SpecStep | undefined;
  const shown = async () => {
    step = await serverStep(page, phone);
    return (SPEC_SCREENS[step] as readonly string[]).includes(shownRoute(page, lang));
  };
  await expect
    .poll(shown, { timeout: SETTLE_MS })
    .toBe(true)
    .catch(() => {
      throw new Error(
        `the server's step is ${String(step)}, the app shows ${shownRoute(page, lang)}`,
      );
    });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const lang of ['ru', 'kk'] as const) {
  test(`random walks in ${lang}: after every move the app shows the server's step`, async ({
    page,
  }) => {
    test.setTimeout(BUDGET_MS * 3 + 60_000);
    const walked: string[][] = [];
    const property = fc.asyncProperty(
      fc.array(moves, { minLength: 1, maxLength: 6 }),
      async (walk) => {
        // A new visitor each walk: nothing of the last applicant's is left in the browser.
        if (page.url().startsWith('http')) {
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        }
        await page.context().clearCookies();
        const phone = `7${await login(page, lang)}`;
        const done: string[] = [];
        walked.push(done);
        for (const move of walk) {
          await take(page, lang, phone, move);
          done.push(inWords(move));
          await showsServerStep(page, lang, phone);
        }
      },
    );
    await fc.assert(property, {
      ...propertyParameters<[Move[]]>(),
      // As many walks as the budget allows (a replay's seed and path run its walk alone).
      numRuns: 1000,
      interruptAfterTimeLimit: BUDGET_MS,
      markInterruptAsFailure: false,
    });
    test.info().annotations.push({
      type: 'walks',
      description: `${walked.length} walks, ${walked.flat().length} moves`,
    });
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/app';
import { randomNational, T, type Lang } from './support/journey';

// Issue 47: every journey counted. An applicant typing at a person's pace who leaves 0.5 s after
// one of the first three screens (the phone, the SMS code, the IIN), by closing the tab,
// reloading it or going to another site, is counted up to that screen: the collector has the
// journey's nodes, in order, under the visitor. Telemetry starts only after a pause in the
// typing; what waited for it goes out as the page is hidden. A screen is shown once the app has
// taken over the prerendered page (the project's `test`: goto waits for <html data-app-ready>).

const NODES = ['login.phone', 'login.code', 'iin'] as const;
/** A person's typing: 80 ms a key. */
const KEY_MS = 80;
/** How long the applicant stays on the last screen before leaving. */
const STAY_MS = 500;

interface Collected {
  body: {
    meta?: { user?: { id?: string } };
    events?: { name: string; attributes?: { node?: string } }[];
  };
}

/** The journey nodes the collector received for the visitor `uid`, in the order they came. */
async function nodesOf(request: APIRequestContext, uid: string): Promise<string[]> {
  const response = await request.get('/sandbox/telemetry');
  const { collect } = (await response.json()) as { collect: Collected[] };
  return collect
    .filter(({ body }) => body.meta?.user?.id === uid)
    .flatMap(({ body }) => body.events ?? [])
    .filter((event) => event.name === 'journey_node')
    .map((event) => event.attributes?.node ?? '');
}

/** Opens /login and goes through `screens` of its screens at typing pace; the visitor's uid. */
async function journey(page: Page, lang: Lang, screens: number): Promise<string> {
  const t = T[lang];
  const national = randomNational();
  await page.goto(`${t.prefix}/login`);
  await expect(page.getByLabel(t.phone)).toBeVisible();
  if (screens > 1) {
    await page.getByLabel(t.phone).pressSequentially(national, { delay: KEY_MS });
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByLabel(t.code, { exact: true })).toBeVisible();
  }
  if (screens > 2) {
    await page.getByLabel(t.code, { exact: true }).pressSequentially(national.slice(-4), {
      delay: KEY_MS,
    });
    await page.getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/login/iin$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The visitor id is given as the page boots; the collector's payloads name it.
  const uidCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'uid')?.value;
  await expect.poll(uidCookie, { message: 'the visitor id cookie' }).toBeTruthy();
  const uid = await uidCookie();
  // The applicant reads the screen for half a second, then leaves: a dwell, not a wait.
  await page.waitForTimeout(STAY_MS);
  return uid!;
}

const LEAVING = {
  'closing the tab': (page: Page) => page.close({ runBeforeUnload: true }),
  reloading: async (page: Page) => void (await page.reload()),
  // Not page.goto: the project's waits for the app, which another site is not.
  'going to another site': async (page: Page) => {
    await page.evaluate(() => location.assign('about:blank'));
    await page.waitForURL('about:blank');
  },
};

for (const lang of ['ru', 'kk'] as const) {
  for (const screens of [1, 2, 3]) {
    for (const [way, leave] of Object.entries(LEAVING)) {
      const nodes = NODES.slice(0, screens);
      test(`${lang}: a journey left 0.5 s after ${nodes.at(-1)} by ${way} is counted up to it`, async ({
        page,
        request,
      }) => {
        const uid = await journey(page, lang, screens);
        await leave(page);
        await expect.poll(() => nodesOf(request, uid), { timeout: 15_000 }).toEqual(nodes);
      });
    }
  }
}

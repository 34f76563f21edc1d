import type { Page } from '@playwright/test';
import { readRecord } from '../../contract/telemetry-export/parse';
import { FunnelCounter, type StopCount } from '../../studio/funnel/core';
import { applicant } from './support/applicant';
import { expect, test } from './support/app';
import { STEP } from '../../contract';
import { fillForm, headingOfStep, openCamera, submit, T, type Lang } from './support/journey';

// Issue 47, why they stopped: an applicant meets something on a screen and leaves (closes the
// tab). The collector's payloads of that visitor, counted by the funnel's own code, say the
// journey stopped on that screen's node for that reason: a 422, the form's own check, a
// selfie's camera error, a call with no answer in time, a call that found no network.

interface Collected {
  body: { meta?: { user?: { id?: string } } };
}

/** The funnel of the visitor `uid`'s payloads: the node's stop reasons. */
async function stopsOf(page: Page, uid: string, node: string): Promise<StopCount[]> {
  const response = await page.request.get('/sandbox/telemetry');
  const { collect } = (await response.json()) as { collect: Collected[] };
  const counter = new FunnelCounter();
  for (const record of collect) {
    if (record.body.meta?.user?.id === uid) readRecord(counter, record.body);
  }
  return counter.result().nodes.find((each) => each.id === node)?.stops ?? [];
}

/** The visitor id the page runs under (the uid cookie the app sets as it boots). */
async function visitorOf(page: Page): Promise<string> {
  const uid = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'uid')?.value;
  await expect.poll(uid, { message: 'the visitor id cookie' }).toBeTruthy();
  return (await uid())!;
}

/** Leaves by closing the tab, then waits for the collector to count the journey's stop. */
async function leaveAndCount(page: Page, node: string, expected: StopCount[]) {
  const uid = await visitorOf(page);
  const counting = await page.context().newPage();
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(() => stopsOf(counting, uid, node), {
      message: `why the journey stopped on ${node}`,
      timeout: 20_000,
    })
    .toEqual(expected);
}

for (const lang of ['ru', 'kk'] as const satisfies readonly Lang[]) {
  const t = T[lang];

  test.describe(`${lang}: why they stopped`, () => {
    test('the server refused a field (422) on the personal step', async ({ page }) => {
      // IIN serial 0401: the personal step answers 422 for the e-mail once (SANDBOX.md).
      await applicant(page, '900101304014', 'personal');
      await page.goto(`${t.prefix}/register/personal`);
      await fillForm(page, lang, 'personal');
      await submit(page, lang);
      await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await leaveAndCount(page, 'personal', [
        { reason: 'field_error', journeys: 1, details: [{ detail: 'email', journeys: 1 }] },
      ]);
    });

    test('the form’s own check refused the IIN', async ({ page }) => {
      await applicant(page);
      await page.goto(`${t.prefix}/login/iin`);
      // Every other answer given: the IIN alone is refused (too short).
      await fillForm(page, lang, 'iin', { iin: '123' });
      await submit(page, lang);
      await expect(page.getByLabel(t.iin, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await leaveAndCount(page, 'iin', [
        { reason: 'field_error', journeys: 1, details: [{ detail: 'iin', journeys: 1 }] },
      ]);
    });

    test('the camera was refused for the selfie', async ({ page }) => {
      await applicant(page, '900101300017', 'verigram');
      await page.goto(
        `${t.prefix}/register/photo?liveness=mock&livenessError=CameraNotAllowedError`,
      );
      await openCamera(page, lang);
      // The error opens the offer to take the selfie on the phone (its QR code): that is where
      // they stopped.
      await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
      await leaveAndCount(page, 'verigram.handoff', [
        {
          reason: 'liveness_error',
          journeys: 1,
          details: [{ detail: 'CameraNotAllowedError', journeys: 1 }],
        },
      ]);
    });

    test('the IIN’s submit had no answer in time', async ({ page }) => {
      await applicant(page);
      await page.goto(`${t.prefix}/login/iin`);
      // The server never answers this call: the app's own time limit (15 s) ends it.
      await page.route('**/rest/registration/iin', () => undefined);
      await fillForm(page, lang, 'iin', { iin: '900101300017' });
      await submit(page, lang);
      // Unanswered in time: the screen says so (and offers a retry) in place of the form.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        headingOfStep(STEP.iin, lang),
        { timeout: 25_000 },
      );
      await leaveAndCount(page, 'iin', [
        { reason: 'call_timeout', journeys: 1, details: [{ detail: 'submitForm', journeys: 1 }] },
      ]);
    });

    test('the IIN’s submit found no network', async ({ page }) => {
      await applicant(page);
      await page.goto(`${t.prefix}/login/iin`);
      await page.route('**/rest/registration/iin', (route) => route.abort('internetdisconnected'));
      await fillForm(page, lang, 'iin', { iin: '900101300017' });
      await submit(page, lang);
      // The form waits for the connection, with a button to send it now.
      await expect(page.getByRole('status').getByRole('button')).toBeVisible();
      await leaveAndCount(page, 'iin', [
        { reason: 'offline', journeys: 1, details: [{ detail: 'submitForm', journeys: 1 }] },
      ]);
    });
  });
}

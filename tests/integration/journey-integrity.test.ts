// The contract signed at login reaches the cabinet (issue 12 item 1), with the app's runtime
// against the sandbox: across the signing page's full-page return, in a new tab, and the 422
// the sandbox answers, like the lender, when the cabinet call drops it or names another's.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, SAMPLE_VALUES } from '../../contract';
import { isLoggedIn } from '../../machines/session';
import {
  applicantRecord,
  bearerFor,
  control,
  fillForms,
  logIn,
  newPhone,
  openApp,
  pathOf,
  expireToken,
  openTab,
  signOnPage,
  takePhoto,
  until,
  untilStep,
  type Browser,
} from './support';

/** A new applicant logged in through the app, on the photo after the two forms. */
async function atPhoto(tab: Browser, phone: string) {
  await logIn(tab, phone);
  await untilStep(tab, 'iin');
  tab.runtime.registration().send({
    type: 'form.submit',
    step: 'iin',
    values: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
  });
  await fillForms(tab);
}

async function applyInCabinet(tab: Browser, amount: number) {
  await untilStep(tab, 'personal_cabinet');
  tab.runtime.registration().send({ type: 'cabinet.submit', amount });
  await until(
    tab.runtime.registration(),
    (s) => s.hasTag('submitted') || Object.keys(s.context.fieldErrors).length > 0,
  );
}

describe('the contract id of the documents signed at login', () => {
  it('reaches POST /rest/cabinet after the signing page reloaded the app', async () => {
    const phone = newPhone();
    let tab = openApp({ path: '/login' });
    await atPhoto(tab, phone);
    await takePhoto(tab);
    // The signing page's return is a full page load: a new runtime on the same browser.
    tab = await signOnPage(tab);
    await applyInCabinet(tab, 120_000);

    const record = await applicantRecord(phone);
    expect(record.cabinet).toEqual({
      amount: 120_000,
      potential_contract_id: record.potential_contract_id,
    });
    expect(tab.runtime.registration().getSnapshot().hasTag('submitted')).toBe(true);
  });

  it('is known in a new tab of the same browser, and forgotten on logout', async () => {
    const phone = newPhone();
    const first = openApp({ path: '/login' });
    await atPhoto(first, phone);
    const second = openTab(first, '/register/photo');
    const { potential_contract_id } = await applicantRecord(phone);
    expect(second.runtime.session.getSnapshot().context).toMatchObject({
      phone,
      potentialContractId: potential_contract_id,
    });
    second.runtime.logout();
    const third = openTab(first, '/login');
    expect(third.runtime.session.getSnapshot().context.potentialContractId).toBeNull();
  });

  it('dropped by the app (nothing kept across the reload), the sandbox answers 422 and records the call', async () => {
    const phone = newPhone();
    let tab = openApp({ path: '/login' });
    await atPhoto(tab, phone);
    await takePhoto(tab);
    await until(tab.runtime.registration(), (s) => s.hasTag('signingReady'));
    // A browser that keeps nothing: the session's facts are gone after the return.
    tab.storage.entries.clear();
    tab = await signOnPage(tab);
    await applyInCabinet(tab, 78_500);

    const snapshot = tab.runtime.registration().getSnapshot();
    expect(snapshot.context.fieldErrors.potentialContractId).toEqual([
      'Укажите договор, подписанный при входе',
    ]);
    const record = await applicantRecord(phone);
    expect(record.cabinet).toBeNull();
    expect(record.cabinet_calls).toEqual([
      { amount: 78_500, potential_contract_id: null, accepted: false },
    ]);
  });

  it("naming another applicant's contract gets 422 on potential_contract_id", async () => {
    const mine = newPhone();
    const theirs = newPhone();
    await bearerFor(theirs);
    const tab = openApp({ path: '/login' });
    await logIn(tab, mine);
    await control('/sandbox/control/jump', { phone: mine, step: 'personal_cabinet' });
    const { potential_contract_id: other } = await applicantRecord(theirs);
    await tab.runtime.api
      .call(ENDPOINTS.cabinet, { amount: 78_500, potential_contract_id: other })
      .then(
        () => expect.unreachable('the sandbox took another applicant’s contract'),
        (error: unknown) =>
          expect(error).toMatchObject({
            kind: 'validation',
            statusCode: 422,
            fieldErrors: { potentialContractId: ['Это не ваша заявка'] },
          }),
      );
  });
});

describe('a session that expires while the selfie runs (SPEC §4 token flow)', () => {
  it('sends the applicant to /login saying why; the same phone logs in again, is back at the selfie with the drafts, and finishes', async () => {
    const phone = newPhone();
    const tab = openApp({ path: '/login' });
    await atPhoto(tab, phone);
    await expireToken(tab.tokens.getSession() ?? '');

    tab.runtime.registration().send({ type: 'liveness.start' });
    await until(tab.runtime.session, (s) => !isLoggedIn(s));
    expect(tab.tokens.getSession()).toBeNull();
    expect(await pathOf(tab)).toBe('/login');
    expect(tab.runtime.session.getSnapshot().context.notice).toBe('sessionExpired');
    expect(tab.fatals).toEqual([]);

    await logIn(tab, phone);
    await untilStep(tab, 'verigram');
    expect(await pathOf(tab)).toBe('/register/photo');
    expect(tab.runtime.registration().getSnapshot().context.drafts).toMatchObject({
      personal: SAMPLE_VALUES.personal,
      passport: SAMPLE_VALUES.passport,
    });
    tab.runtime.registration().send({ type: 'liveness.start' });
    await untilStep(tab, 'signing_init_success');
  });
});

// Every scenario of SANDBOX.md, driven through the app's runtime: the registration machine with
// the real ofetch client and the real ably SDK against the sandbox of global-setup.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_VALUES } from '../../contract';
import { screenFor } from '../../machines/registration';
import {
  fillForms,
  finishInCabinet,
  openApp,
  pathOf,
  reload,
  selfieTaken,
  setFaults,
  signOnPage,
  startWithIin,
  takePhoto,
  until,
  untilStep,
  type Browser,
} from './support';

const screenOf = (tab: Browser) => screenFor(tab.runtime.registration().getSnapshot());

describe('SANDBOX.md scenarios', () => {
  it('0101: personal_and_passport instead of the two steps, then to the cabinet', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101301015');
    await untilStep(tab, 'personal_and_passport');
    expect(await pathOf(tab)).toBe('/register/personal-and-passport');
    tab.runtime.registration().send({
      type: 'form.submit',
      step: 'personal_and_passport',
      values: SAMPLE_VALUES.personal_and_passport,
    });
    await takePhoto(tab);
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
    expect(tab.fatals).toEqual([]);
  });

  it('0102: the wait screen for the external steps, moved on by pushes', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101301025');
    const seen = new Set<string>();
    const watching = tab.runtime.registration().subscribe((s) => {
      const screen = screenFor(s);
      if (screen.step) seen.add(`${screen.step} ${screen.route}`);
    });
    await untilStep(tab, 'verigram');
    watching.unsubscribe();
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'waiting_external_personal /register/wait',
        'client_creating /register/wait',
        'verigram /register/photo',
      ]),
    );
    await takePhoto(tab);
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it('0201: low similarity shows its screen; a new photo then succeeds', async () => {
    let tab = await selfieTaken('900101302013');
    await until(tab.runtime.registration(), (s) => s.matches({ liveness_failed: 'lowSimilarity' }));
    expect(await pathOf(tab)).toBe('/register/liveness-error');
    expect(screenOf(tab).kind).toBe('lowSimilarity');

    tab.runtime.registration().send({ type: 'liveness.retry' });
    await untilStep(tab, 'verigram');
    expect(await pathOf(tab)).toBe('/register/photo');
    await takePhoto(tab);
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it("0202: coid_server_error shows 'we are already fixing it'", async () => {
    const tab = await selfieTaken('900101302023');
    await until(tab.runtime.registration(), (s) => s.matches({ liveness_failed: 'alreadyFixing' }));
    expect(await pathOf(tab)).toBe('/register/liveness-error');
    expect(screenOf(tab).kind).toBe('alreadyFixing');
  });

  it('0301: signing fails once; the repeat reaches the signing page and the cabinet', async () => {
    let tab = await selfieTaken('900101303011');
    await untilStep(tab, 'signing_failed');
    expect(await pathOf(tab)).toBe('/register/signing-init-error');
    tab.runtime.registration().send({ type: 'signing.repeat' });
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it('a signing declined on the page ends on the signing error screen, and can be repeated', async () => {
    let tab = await selfieTaken('900101300017');
    tab = await signOnPage(tab, 'declined');
    await untilStep(tab, 'signing_failed');
    expect(await pathOf(tab)).toBe('/register/signing-init-error');
    tab.runtime.registration().send({ type: 'signing.repeat' });
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it('0401: the 422 on email stays on screen with the input; a corrected submit passes', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101304014');
    await untilStep(tab, 'personal');
    tab.runtime
      .registration()
      .send({ type: 'form.submit', step: 'personal', values: SAMPLE_VALUES.personal });
    const invalid = await until(tab.runtime.registration(), (s) =>
      s.matches({ personal: 'invalid' }),
    );
    expect(Object.keys(invalid.context.fieldErrors)).toEqual(['email']);
    expect(invalid.context.drafts.personal).toEqual(SAMPLE_VALUES.personal);
    expect(await pathOf(tab)).toBe('/register/personal');

    tab.runtime.registration().send({
      type: 'form.submit',
      step: 'personal',
      values: { ...SAMPLE_VALUES.personal, email: 'second@example.kz' },
    });
    await fillForms(tab);
    await takePhoto(tab);
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it('0501: no push ever comes; polling carries every wait to the cabinet', async () => {
    let tab = await selfieTaken('900101305018');
    tab = await signOnPage(tab, 'signed', 40_000);
    await finishInCabinet(tab, 40_000);
  });

  it('0502: slow answers on every registration call still end in the cabinet', async () => {
    let tab = await selfieTaken('900101305028');
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it('0503: the passport 503 shows technical works; after a reload the submit passes', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101305038');
    await fillForms(tab, 'passport');
    const passport = SAMPLE_VALUES.passport;
    tab.runtime.registration().send({ type: 'form.submit', step: 'passport', values: passport });
    await until(tab.runtime.registration(), (s) => s.matches('fatal'));
    expect(tab.fatals).toEqual([expect.objectContaining({ statusCode: 503 })]);

    tab = reload(tab);
    await untilStep(tab, 'passport');
    expect(await pathOf(tab)).toBe('/register/passport');
    // The draft typed before the failure is still there after the reload.
    expect(tab.runtime.registration().getSnapshot().context.drafts.passport).toEqual(passport);
    // The passport's submit passes now: it and the forms after it, to the photo.
    await fillForms(tab);
    await takePhoto(tab);
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
  });

  it('under 18 (100515500013): liveness fails with user_too_young → low-similarity screen', async () => {
    const tab = await selfieTaken('100515500013');
    await until(tab.runtime.registration(), (s) => s.matches({ liveness_failed: 'lowSimilarity' }));
    expect(await pathOf(tab)).toBe('/register/liveness-error');
  });
});

describe('realtime faults', () => {
  afterEach(() => setFaults({ dropRealtime: false, silentRealtime: false }));

  it('the socket dropped and refused during the waits: polling still reaches the cabinet', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101300017');
    await fillForms(tab);
    await setFaults({ dropRealtime: true });
    await takePhoto(tab);
    tab = await signOnPage(tab);
    await finishInCabinet(tab);
    const snapshot = tab.runtime.registration().getSnapshot();
    expect(snapshot.context.realtime).not.toBe('up');
  });

  it('a silent socket (connected, never pushing): polling still reaches the cabinet', async () => {
    let tab = openApp();
    await startWithIin(tab, '900101300017');
    await fillForms(tab);
    await setFaults({ silentRealtime: true });
    await takePhoto(tab);
    tab = await signOnPage(tab, 'signed', 40_000);
    await finishInCabinet(tab, 40_000);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_VALUES } from '../../../contract';
import { login, passLiveness, sendForms, signOnPage, stepPushes, useSandbox } from './support';
import {
  SANDBOX_PHOTO_TO_CABINET,
  SANDBOX_STANDARD_FORMS,
  SANDBOX_STANDARD_STEPS,
} from '../../support/spec';

let nextPhone = 77020000000;

const sandbox = useSandbox();
const { call } = sandbox;

interface StepAnswer {
  step_name: string;
  socket_channel: string;
  context: { error: string | null };
}

/** Logs a new applicant in, subscribes to their channel and submits the IIN. */
async function start(iin: string) {
  const phone = String(nextPhone++);
  const token = await login(call, phone);
  const first = await call<StepAnswer>('GET', '/rest/registration/step', { token });
  const client = sandbox.connect(token);
  const pushes = await stepPushes(client, first.data.socket_channel);
  const afterIin = await call<StepAnswer>('POST', '/rest/registration/iin', {
    token,
    body: { iin, is_resident_rk: true, is_ipdl: false },
  });
  const step = () => call<StepAnswer>('GET', '/rest/registration/step', { token });
  const history = async () =>
    (await call<{ history: string[] }>('GET', `/sandbox/control/applicant?phone=${phone}`)).data
      .history;
  return { phone, token, pushes, afterIin, step, history, channel: first.data.socket_channel };
}

type Applicant = Awaited<ReturnType<typeof start>>;

/** The forms after the IIN, each as the sandbox names it, with the sample applicant. */
async function formsToPhoto({ token, afterIin }: Applicant) {
  expect(await sendForms(call, token, afterIin.data.step_name)).toBe('verigram');
}

/** From verigram to the personal cabinet: photo, signing page, cabinet hand-off. */
async function photoToCabinet(applicant: Applicant) {
  const { token, pushes } = applicant;
  expect((await passLiveness(call, token)).status).toBe(200);
  await pushes.reached('signing_init_success');
  const signing = await signOnPage(sandbox, call, token, 'signed');
  const result = await call<StepAnswer>('POST', '/rest/registration/signing/result', {
    token,
    body: { session: signing.session, result: 'signed' },
  });
  expect(result.data.step_name).toBe('signing_result');
  await pushes.reached('personal_cabinet');
}

describe('scenarios chosen by the IIN serial (SANDBOX.md)', () => {
  it('any other serial: the full path, each step pushed, ending in the cabinet', async () => {
    const applicant = await start('900101300017');
    expect(applicant.afterIin.data.step_name).toBe('personal');
    await formsToPhoto(applicant);
    await photoToCabinet(applicant);

    expect(applicant.pushes.steps).toEqual(SANDBOX_STANDARD_STEPS);
    expect(await applicant.history()).toEqual(['iin', ...SANDBOX_STANDARD_STEPS]);

    const cabinet = await call('POST', '/rest/cabinet', {
      token: applicant.token,
      body: { amount: 78500, potential_contract_id: 100001 },
    });
    expect(cabinet.data).toEqual({ ok: true });
    expect(cabinet.headers.get('set-cookie')).toBe(
      `auth_token=${applicant.token}; Path=/; Max-Age=28800; SameSite=Lax; HttpOnly`,
    );
    const info = await call('GET', '/rest/client/info', { token: applicant.token });
    expect(info.data).toEqual({
      phone: `+7 (${applicant.phone.slice(1, 4)}) ***-**-${applicant.phone.slice(-2)}`,
      first_name: SAMPLE_VALUES.personal.first_name,
      last_name: SAMPLE_VALUES.personal.last_name,
      step_name: 'personal_cabinet',
    });
  });

  it('0101: personal_and_passport instead of the two separate steps', async () => {
    const applicant = await start('900101301015');
    expect(applicant.afterIin.data.step_name).toBe('personal_and_passport');
    const combined = await call<StepAnswer>('POST', '/rest/registration/personal_and_passport', {
      token: applicant.token,
      body: SAMPLE_VALUES.personal_and_passport,
    });
    expect(combined.data.step_name).toBe('verigram');
    await photoToCabinet(applicant);
    expect(applicant.pushes.steps).toEqual(['personal_and_passport', ...SANDBOX_PHOTO_TO_CABINET]);
  });

  it('0102: the external waiting steps are pushed one after another, then verigram', async () => {
    const applicant = await start('900101301025');
    expect(applicant.afterIin.data.step_name).toBe('waiting_external_personal');
    await applicant.pushes.reached('verigram');
    expect(applicant.pushes.steps).toEqual([
      'waiting_external_personal',
      'waiting_external_photo',
      'client_creating',
      'verigram',
    ]);
    await photoToCabinet(applicant);
  });

  it('0201: low similarity once, then a new photo session succeeds', async () => {
    const applicant = await start('900101302013');
    await formsToPhoto(applicant);
    await passLiveness(call, applicant.token);
    await applicant.pushes.reached('liveness_failed');
    const failed = await applicant.step();
    expect(failed.data).toMatchObject({
      step_name: 'liveness_failed',
      context: { error: 'coiderrortype_low_similarity' },
    });

    await photoToCabinet(applicant);
    expect(applicant.pushes.steps).toEqual([
      ...SANDBOX_STANDARD_FORMS,
      'verigram',
      'waiting_liveness_results',
      'liveness_failed',
      ...SANDBOX_PHOTO_TO_CABINET,
    ]);
    expect((await applicant.step()).data.context.error).toBeNull();
  });

  it("0202: liveness fails with coid_server_error ('we are already fixing it'), also on retry", async () => {
    const applicant = await start('900101302023');
    await formsToPhoto(applicant);
    for (let attempt = 0; attempt < 2; attempt++) {
      await passLiveness(call, applicant.token);
      await vi.waitFor(async () =>
        expect((await applicant.step()).data).toMatchObject({
          step_name: 'liveness_failed',
          context: { error: 'coiderrortype_coid_server_error' },
        }),
      );
    }
  });

  it('0301: signing fails once; a repeat succeeds', async () => {
    const applicant = await start('900101303011');
    await formsToPhoto(applicant);
    await passLiveness(call, applicant.token);
    await applicant.pushes.reached('signing_failed');
    const repeat = await call<StepAnswer>('PUT', '/rest/registration/signing/repeat', {
      token: applicant.token,
    });
    expect(repeat.data.step_name).toBe('signing_init');
    await applicant.pushes.reached('signing_init_success');
    const signing = await signOnPage(sandbox, call, applicant.token, 'signed');
    await call('POST', '/rest/registration/signing/result', {
      token: applicant.token,
      body: { session: signing.session, result: 'signed' },
    });
    await applicant.pushes.reached('personal_cabinet');
    // After the forms and the photo:
    expect(applicant.pushes.steps.slice(SANDBOX_STANDARD_FORMS.length + 1)).toEqual([
      'waiting_liveness_results',
      'signing_init',
      'signing_failed',
      'signing_init',
      'signing_init_success',
      'signing_result',
      'personal_cabinet',
    ]);
  });

  it('0401: the personal step answers 422 for email once; a corrected address passes', async () => {
    const applicant = await start('900101304014');
    const refused = await call('POST', '/rest/registration/personal', {
      token: applicant.token,
      body: SAMPLE_VALUES.personal,
    });
    expect(refused.status).toBe(422);
    expect(refused.data).toEqual({
      message: 'Этот адрес электронной почты уже используется другим клиентом',
      errors: { email: ['Этот адрес электронной почты уже используется другим клиентом'] },
    });
    const corrected = await call<StepAnswer>('POST', '/rest/registration/personal', {
      token: applicant.token,
      body: { ...SAMPLE_VALUES.personal, email: 'aigerim.saparova@example.kz' },
    });
    expect(corrected.data.step_name).toBe('passport');
  });

  it('0501: never pushes; polling GET /rest/registration/step still reaches every step', async () => {
    const applicant = await start('900101305018');
    const publish = vi.spyOn(sandbox.realtime, 'publish');
    await formsToPhoto(applicant);
    await passLiveness(call, applicant.token);
    await vi.waitFor(async () =>
      expect((await applicant.step()).data.step_name).toBe('signing_init_success'),
    );
    const signing = await signOnPage(sandbox, call, applicant.token, 'signed');
    await call('POST', '/rest/registration/signing/result', {
      token: applicant.token,
      body: { session: signing.session, result: 'signed' },
    });
    await vi.waitFor(async () =>
      expect((await applicant.step()).data.step_name).toBe('personal_cabinet'),
    );
    expect(publish).not.toHaveBeenCalled();
    expect(applicant.pushes.steps).toEqual([]);
  });

  it('0502: every registration call answers after the delay, later than an ordinary call', async () => {
    const applicant = await start('900101305028');
    const order: string[] = [];
    const slow = applicant.step().then(() => order.push('registration'));
    const ordinary = call('GET', '/sandbox/health').then(() => order.push('health'));
    await Promise.all([slow, ordinary]);
    expect(order).toEqual(['health', 'registration']);
    await formsToPhoto(applicant);
    await photoToCabinet(applicant);
  });

  it('0503: the passport submission answers 503 once, then passes', async () => {
    const applicant = await start('900101305038');
    // The forms before the passport, then the passport itself.
    const { token, afterIin } = applicant;
    expect(await sendForms(call, token, afterIin.data.step_name, 'passport')).toBe('passport');
    const unavailable = await call('POST', '/rest/registration/passport', {
      token: applicant.token,
      body: SAMPLE_VALUES.passport,
    });
    expect(unavailable.status).toBe(503);
    expect(unavailable.data).toEqual({ message: 'На сайте ведутся технические работы' });
    const again = await call<StepAnswer>('POST', '/rest/registration/passport', {
      token: applicant.token,
      body: SAMPLE_VALUES.passport,
    });
    // The standard applicant's line goes on (SANDBOX.md).
    expect(again.data.step_name).toBe(
      SANDBOX_STANDARD_STEPS[SANDBOX_STANDARD_STEPS.indexOf('passport') + 1],
    );
  });

  it('born less than 18 years ago: liveness fails with user_too_young', async () => {
    const applicant = await start('100515500013');
    // The age is the IIN's (born 2010-05-15), whatever the forms say.
    await formsToPhoto(applicant);
    await passLiveness(call, applicant.token);
    await applicant.pushes.reached('liveness_failed');
    expect((await applicant.step()).data.context.error).toBe('coiderrortype_user_too_young');
  });
});

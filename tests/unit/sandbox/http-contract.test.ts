import { describe, expect, it } from 'vitest';
import { SAMPLE_VALUES } from '../../../contract';
import { login, sendForms, useSandbox } from './support';

const sandbox = useSandbox();
const { call } = sandbox;

const PHONE = '77051234567';
const IDS = [1, 2, 3];

describe('login calls', () => {
  it('lists the consent documents with readable pages', async () => {
    const list = await call<{ documents: { id: number; name: string; url: string }[] }>(
      'GET',
      '/rest/documents/list/registration',
    );
    expect(list.data.documents.map((d) => d.id)).toEqual(IDS);
    const first = list.data.documents[0]!;
    expect(first.name).toBe('Согласие на сбор и обработку персональных данных');
    const page = await fetch(first.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(
      '<h1>Согласие на сбор и обработку персональных данных</h1>',
    );
  });

  // The app sends the backend code of SPEC §9, kz; a language tag kk means the same.
  it.each(['kz', 'kk'])(
    'names the documents in Kazakh for Accept-Language %s and links the Kazakh pages',
    async (lang) => {
      const list = await call<{ documents: { name: string; url: string }[] }>(
        'GET',
        '/rest/documents/list/registration',
        { lang },
      );
      expect(list.data.documents[0]!.name).toBe('Дербес деректерді жинауға және өңдеуге келісім');
      const page = await (await fetch(list.data.documents[0]!.url)).text();
      expect(page).toContain('<html lang="kk">');
    },
  );

  it('sends the SMS, whose code is the last four digits of the phone', async () => {
    const sent = await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS },
    });
    expect(sent.data).toEqual({ sms_sent: true, resend_after: 60 });
    const sms = await call('GET', `/sandbox/sms?phone=${PHONE}`);
    expect(sms.data).toMatchObject({ phone: PHONE, code: '4567' });
  });

  it('refuses a wrong code, then signs with the right one and exchanges the token once', async () => {
    await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS },
    });
    const wrong = await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS, sms_code: '0000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.data).toEqual({
      message: 'Неверный код из SMS',
      errors: { sms_code: ['Неверный код из SMS'] },
    });
    const signed = await call<{ potentialContractId: number; documentToken: string }>(
      'POST',
      '/rest/documents/sign',
      { body: { phone: PHONE, document_template_ids: IDS, sms_code: '4567' } },
    );
    expect(signed.data.potentialContractId).toBe(100001);
    const auth = await call<{ bearerToken: string }>('POST', '/rest/auth', {
      body: { phone: PHONE, documentToken: signed.data.documentToken },
    });
    expect(auth.data.bearerToken).toMatch(/^[0-9a-f]{48}$/);
    const reused = await call('POST', '/rest/auth', {
      body: { phone: PHONE, documentToken: signed.data.documentToken },
    });
    expect(reused.status).toBe(422);
    expect(Object.keys((reused.data as { errors: object }).errors)).toEqual(['document_token']);
  });

  it('reports an expired code as expired', async () => {
    await sandbox.restart({ smsCodeTtlMs: -1 });
    await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS },
    });
    const expired = await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS, sms_code: '4567' },
      lang: 'kk',
    });
    expect(expired.data).toMatchObject({
      errors: { sms_code: ['Кодтың мерзімі өтті, жаңасын сұратыңыз'] },
    });
  });

  it('ages the last code on request, so testers can meet an expired code', async () => {
    await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS },
    });
    expect(
      (await call('POST', '/sandbox/control/expire-sms', { body: { phone: PHONE } })).status,
    ).toBe(200);
    const expired = await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS, sms_code: '4567' },
    });
    expect(expired.status).toBe(422);
    expect(expired.data).toMatchObject({
      errors: { sms_code: ['Срок действия кода истёк, запросите новый'] },
    });
    const unknown = await call('POST', '/sandbox/control/expire-sms', {
      body: { phone: '77000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('logs the SMS code', async () => {
    const lines: string[] = [];
    await sandbox.restart({ log: (line) => lines.push(line) });
    await call('POST', '/rest/documents/sign', {
      body: { phone: PHONE, document_template_ids: IDS },
    });
    expect(lines).toContain(`SMS code for ${PHONE}: 4567`);
  });
});

describe('validation answers 422 with snake_case field errors, in the caller’s language', () => {
  it('names every invalid field of a payload once', async () => {
    const answer = await call('POST', '/rest/documents/sign', {
      body: { phone: '+7 (705) 123', document_template_ids: [] },
    });
    expect(answer.status).toBe(422);
    expect(answer.data).toEqual({
      message: 'Номер телефона: 7 и ещё 10 цифр',
      errors: {
        phone: ['Номер телефона: 7 и ещё 10 цифр'],
        document_template_ids: ['Примите условия документов'],
      },
    });
  });

  it('turns camelCase payload keys into snake_case error keys', async () => {
    const answer = await call('POST', '/rest/auth', { body: { phone: PHONE } });
    expect(answer.data).toMatchObject({ errors: { document_token: ['Обязательное поле'] } });
  });

  it('checks the IIN check digit and answers in Kazakh', async () => {
    const token = await login(call, PHONE);
    const answer = await call('POST', '/rest/registration/iin', {
      token,
      lang: 'kk',
      body: { iin: '900101300018', is_resident_rk: true, is_ipdl: false },
    });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      errors: {
        iin: [
          'ЖСН-нің бақылау (соңғы) саны қате: нөмірде қате басылған сан бар. ЖСН-ді жеке куәлікпен салыстырыңыз',
        ],
      },
    });
  });

  it('validates the personal and passport payloads field by field', async () => {
    const token = await login(call, PHONE);
    await call('POST', '/rest/registration/iin', {
      token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    const personal = await call('POST', '/rest/registration/personal', {
      token,
      body: { ...SAMPLE_VALUES.personal, first_name: '  ', email: 'not-an-email' },
    });
    expect(personal.data).toMatchObject({
      errors: {
        first_name: ['Обязательное поле'],
        email: ['Проверьте адрес электронной почты'],
      },
    });
    expect(await sendForms(call, token, 'personal', 'passport')).toBe('passport');
    const passport = await call('POST', '/rest/registration/passport', {
      token,
      body: {
        ...SAMPLE_VALUES.passport,
        id_number: '12345',
        period_validity: '2001-01-01',
        when: '2031-02-30',
        country_id: 99,
      },
    });
    expect((passport.data as { errors: object }).errors).toEqual({
      id_number: ['Номер документа: 9 цифр'],
      period_validity: ['Срок действия документа истёк'],
      when: ['Дата в формате ГГГГ-ММ-ДД'],
    });
    const country = await call('POST', '/rest/registration/passport', {
      token,
      body: { ...SAMPLE_VALUES.passport, country_id: 99 },
    });
    expect(country.data).toMatchObject({ errors: { country_id: ['Выберите страну из списка'] } });
  });

  // Issue 13: text with markup or control characters is refused with the contract's rule.
  it('refuses markup and control characters in free text, and keeps text trimmed', async () => {
    const token = await login(call, PHONE);
    await call('POST', '/rest/registration/iin', {
      token,
      body: { iin: '900101300017', is_resident_rk: true, is_ipdl: false },
    });
    const personal = await call('POST', '/rest/registration/personal', {
      token,
      lang: 'kk',
      body: {
        ...SAMPLE_VALUES.personal,
        first_name: '<b>Айгерим</b>',
        middle_name: 'Бо\nлатовна',
      },
    });
    expect(personal.status).toBe(422);
    const refused = '< > таңбаларын, жол ауыстыруды және көрінбейтін таңбаларды алып тастаңыз';
    expect((personal.data as { errors: object }).errors).toEqual({
      first_name: [refused],
      middle_name: [refused],
    });
    const trimmed = await call<{ step_name: string }>('POST', '/rest/registration/personal', {
      token,
      body: { ...SAMPLE_VALUES.personal, email: '  aigerim@example.kz ' },
    });
    await sendForms(call, token, trimmed.data.step_name, 'passport');
    const passport = await call('POST', '/rest/registration/passport', {
      token,
      body: {
        ...SAMPLE_VALUES.passport,
        issuer: '  <img src=x onerror=alert(1)>  ',
        birthplace: 'Алматы\u202Eтыам',
      },
    });
    expect(passport.status).toBe(422);
    const markup = 'Уберите символы < >, переносы строк и невидимые символы';
    expect((passport.data as { errors: object }).errors).toEqual({
      birthplace: [markup],
      issuer: [markup],
    });
    await call('POST', '/rest/registration/passport', {
      token,
      body: { ...SAMPLE_VALUES.passport, issuer: '  МВД РК  ', birthplace: ' г. Алматы ' },
    });
    const applicant = await call<{ client: object }>(
      'GET',
      `/sandbox/control/applicant?phone=${PHONE}`,
    );
    expect(applicant.data.client).toMatchObject({
      email: 'aigerim@example.kz',
      issuer: 'МВД РК',
      birthplace: 'г. Алматы',
    });
  });

  it('answers 400 for malformed JSON and for a missing X-VISITOR-ID, never crashing', async () => {
    const malformed = await fetch(`${sandbox.url}/rest/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': 'v' },
      body: '{"phone":',
    });
    expect(malformed.status).toBe(400);
    const anonymous = await fetch(`${sandbox.url}/rest/documents/list/registration`);
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toEqual({ message: 'Нужен заголовок X-VISITOR-ID' });
    expect((await call('GET', '/sandbox/health')).data).toEqual({ ok: true });
  });
});

describe('unknown addresses', () => {
  it('answers 404 for unknown paths and malformed escapes, 405 for a wrong method', async () => {
    expect((await call('GET', '/rest/nothing-here')).status).toBe(404);
    expect((await call('GET', '/sandbox/documents/%E0%A4%A')).status).toBe(404);
    expect((await call('DELETE', '/rest/auth')).status).toBe(405);
  });
});

describe('authorization', () => {
  it('answers 401 for a missing, unknown or expired bearer token', async () => {
    const token = await login(call, PHONE);
    expect((await call('GET', '/rest/registration/step', { token })).status).toBe(200);
    await call('POST', '/sandbox/control/expire-token', { body: { token } });
    for (const candidate of [undefined, 'unknown', token]) {
      const answer = await call('GET', '/rest/registration/step', { token: candidate });
      expect(answer.status).toBe(401);
      expect(answer.data).toEqual({ message: 'Необходима авторизация' });
    }
  });
});

describe('registration calls', () => {
  it('answers 409 with the current step for a call meant for another step', async () => {
    const token = await login(call, PHONE);
    const early = await call('POST', '/rest/registration/passport', {
      token,
      body: SAMPLE_VALUES.passport,
    });
    expect(early.status).toBe(409);
    expect(early.data).toEqual({
      message: 'Это действие недоступно на текущем шаге регистрации',
      step_name: 'iin',
    });
  });

  it('lists the countries with Kazakhstan as the default, names in the caller’s language', async () => {
    const token = await login(call, PHONE);
    const countries = await call<{ countries: { id: number; name: string }[] }>(
      'GET',
      '/rest/registration/countries',
      { token, lang: 'kk' },
    );
    expect(countries.data).toMatchObject({ default_country_id: 1 });
    expect(countries.data.countries[0]).toEqual({ id: 1, name: 'Қазақстан' });
  });

  it('validates the cabinet call and refuses another applicant’s contract id, or none', async () => {
    const token = await login(call, PHONE);
    await call('POST', '/sandbox/control/jump', {
      body: { phone: PHONE, step: 'personal_cabinet' },
    });
    const invalid = await call('POST', '/rest/cabinet', { token, body: { amount: -5 } });
    expect(invalid.data).toMatchObject({
      errors: {
        amount: ['Сумма должна быть больше нуля'],
        potential_contract_id: ['Обязательное поле'],
      },
    });
    const foreign = await call('POST', '/rest/cabinet', {
      token,
      body: { amount: 50000, potential_contract_id: 1 },
    });
    expect(foreign.data).toMatchObject({
      errors: { potential_contract_id: ['Это не ваша заявка'] },
    });
    // The documents were signed at this session's login: the application must name them.
    const none = await call('POST', '/rest/cabinet', {
      token,
      body: { amount: 50000, potential_contract_id: null },
    });
    expect(none.status).toBe(422);
    expect(none.data).toMatchObject({
      errors: { potential_contract_id: ['Укажите договор, подписанный при входе'] },
    });
    const applicant = await call<{ potential_contract_id: number; cabinet_calls: unknown[] }>(
      'GET',
      `/sandbox/control/applicant?phone=${PHONE}`,
    );
    const ok = await call('POST', '/rest/cabinet', {
      token,
      body: { amount: 50000, potential_contract_id: applicant.data.potential_contract_id },
    });
    expect(ok.status).toBe(200);
    const recorded = await call<{ cabinet_calls: unknown[] }>(
      'GET',
      `/sandbox/control/applicant?phone=${PHONE}`,
    );
    expect(recorded.data.cabinet_calls).toEqual([
      { amount: 50000, potential_contract_id: 1, accepted: false },
      { amount: 50000, potential_contract_id: null, accepted: false },
      {
        amount: 50000,
        potential_contract_id: applicant.data.potential_contract_id,
        accepted: true,
      },
    ]);
  });
});

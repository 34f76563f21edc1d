import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  documentsSignPayloadSchema,
  FORM_PAYLOADS,
  isPlainText,
  isStepName,
  STEP_NAMES,
  stepEventSchema,
  stepResponseSchema,
  todayIso,
  validationErrorSchema,
} from '../../../contract/index';

const iinPayloadSchema = FORM_PAYLOADS.iin;
const personalPayloadSchema = FORM_PAYLOADS.personal;
const passportPayloadSchema = FORM_PAYLOADS.passport;

const messages = (schema: v.GenericSchema, input: unknown, lang?: string) => {
  const result = v.safeParse(schema, input, { lang, abortPipeEarly: true });
  return result.success ? {} : v.flatten(result.issues).nested;
};

const later = (years: number) => `${Number(todayIso().slice(0, 4)) + years}${todayIso().slice(4)}`;

const PASSPORT = {
  birthday: '1990-01-01',
  birthplace: 'Алматы',
  id_number: '012345678',
  issuer: 'МВД РК',
  period_validity: later(5),
  sex: 'female',
  when: later(-5),
  country_id: 1,
};

describe('step names', () => {
  it('lists the 15 step names of SPEC.md §4', () => {
    expect(STEP_NAMES).toHaveLength(15);
    expect(isStepName('signing_init_success')).toBe(true);
    expect(isStepName('address')).toBe(false);
  });

  it('lets an unknown step through the step response and the realtime event', () => {
    const response = {
      step_name: 'address',
      socket_channel: 'private-registration.1',
      uuid: '1',
      context: {},
    };
    expect(v.parse(stepResponseSchema, response)).toEqual({
      ...response,
      context: { error: null },
    });
    expect(v.parse(stepEventSchema, { step: 'address' })).toEqual({ step: 'address' });
  });
});

describe('request payloads', () => {
  it('phone is 7 and ten digits; the SMS code four digits and optional', () => {
    expect(
      v.is(documentsSignPayloadSchema, { phone: '77011234567', document_template_ids: [1] }),
    ).toBe(true);
    expect(
      messages(documentsSignPayloadSchema, {
        phone: '87011234567',
        document_template_ids: [1],
        sms_code: '12 3',
      }),
    ).toEqual({
      phone: ['Номер телефона: 7 и ещё 10 цифр'],
      sms_code: ['Код из SMS: 4 цифры'],
    });
  });

  it('the answers to both questions are required, each asked for in its own words', () => {
    expect(messages(iinPayloadSchema, { iin: '900101300017' }, 'kk')).toEqual({
      is_resident_rk: ['Қазақстан резиденті екеніңізді не емес екеніңізді көрсетіңіз'],
      is_ipdl: ['Жария лауазымды тұлға екеніңізді не емес екеніңізді көрсетіңіз'],
    });
    expect(messages(iinPayloadSchema, { iin: '900101300017' })).toEqual({
      is_resident_rk: ['Ответьте, являетесь ли вы резидентом Казахстана'],
      is_ipdl: ['Ответьте, являетесь ли вы публичным должностным лицом'],
    });
  });

  it('an IIN problem is said one at a time, the first to fix: length, birth date, check digit', () => {
    const answered = { is_resident_rk: true, is_ipdl: false };
    expect(messages(iinPayloadSchema, { iin: '123', ...answered })).toEqual({
      iin: ['ИИН состоит из 12 цифр — введено 3'],
    });
    expect(messages(iinPayloadSchema, { iin: '12345678', ...answered }, 'kk')).toEqual({
      iin: ['ЖСН 12 саннан тұрады — 8 сан енгізілді'],
    });
    // 13th month: the first six digits are no date.
    expect(messages(iinPayloadSchema, { iin: '901301300017', ...answered })).toEqual({
      iin: [
        'В ИИН первые шесть цифр — дата рождения (ГГММДД), седьмая — век рождения и пол. Проверьте их',
      ],
    });
    // The valid 900101300017 with its last digit changed.
    expect(messages(iinPayloadSchema, { iin: '900101300018', ...answered }, 'kk')).toEqual({
      iin: [
        'ЖСН-нің бақылау (соңғы) саны қате: нөмірде қате басылған сан бар. ЖСН-ді жеке куәлікпен салыстырыңыз',
      ],
    });
  });

  it('personal data: trimmed letters, an optional middle name, a valid e-mail', () => {
    expect(
      v.parse(personalPayloadSchema, {
        first_name: ' Әлия ',
        last_name: "О'Нил-Серикова",
        email: ' aliya@example.kz ',
      }),
    ).toEqual({
      first_name: 'Әлия',
      last_name: "О'Нил-Серикова",
      middle_name: null,
      email: 'aliya@example.kz',
    });
    expect(
      messages(personalPayloadSchema, {
        first_name: 'R2D2',
        last_name: 'Б',
        middle_name: 'x'.repeat(51),
        email: 'a@',
      }),
    ).toEqual({
      first_name: ['Только буквы, пробел, дефис и апостроф'],
      middle_name: ['Не длиннее 50 символов'],
      email: ['Проверьте адрес электронной почты'],
    });
  });

  it('passport: nine digits, real ISO dates in order, a valid document', () => {
    expect(v.is(passportPayloadSchema, PASSPORT)).toBe(true);
    expect(
      messages(passportPayloadSchema, {
        ...PASSPORT,
        id_number: '1234567890',
        birthday: '1990-13-01',
      }),
    ).toEqual({ id_number: ['Номер документа: 9 цифр'], birthday: ['Дата в формате ГГГГ-ММ-ДД'] });
    expect(messages(passportPayloadSchema, { ...PASSPORT, when: '1989-12-31' })).toEqual({
      when: ['Дата выдачи раньше даты рождения'],
    });
    expect(messages(passportPayloadSchema, { ...PASSPORT, when: later(1) })).toEqual({
      when: ['Дата выдачи не может быть в будущем'],
    });
    expect(messages(passportPayloadSchema, { ...PASSPORT, sex: 'x' }, 'kk')).toEqual({
      sex: ['Жынысын көрсетіңіз'],
    });
  });
});

// Issue 13 item 8: free text is trimmed and refuses markup and control characters, the same rule
// for the app's forms and the sandbox's 422s.
describe('free text', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    'МВД РК>',
    'Алматы\nОбл',
    'Алматы\tОбл',
    'Алма\u0000ты',
    'Алматы\u202Eтыам',
    'Алматы\u2066x',
  ])('refuses %j', (value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it.each(['МВД РК', 'г. Алматы, Алматинская обл.', "O'Brien", 'ТОО «Ақ-Жол» № 5', 'Қ.Ә. Ұлы'])(
    'accepts %j',
    (value) => {
      expect(isPlainText(value)).toBe(true);
    },
  );

  it('names the field in ru and kk and gives the trimmed value', () => {
    const markup = { ...PASSPORT, issuer: '  <img src=x onerror=alert(1)>  ' };
    expect(messages(passportPayloadSchema, markup)).toEqual({
      issuer: ['Уберите символы < > и невидимые управляющие символы'],
    });
    expect(
      messages(passportPayloadSchema, { ...PASSPORT, birthplace: 'Алматы\r\nx' }, 'kk'),
    ).toEqual({
      birthplace: ['< > таңбаларын және көрінбейтін басқару таңбаларын алып тастаңыз'],
    });
    const personal = {
      first_name: 'Ай<b>',
      last_name: 'Сапарова',
      middle_name: '',
      email: '<a@b.kz>',
    };
    expect(messages(personalPayloadSchema, personal)).toEqual({
      first_name: ['Уберите символы < > и невидимые управляющие символы'],
      email: ['Уберите символы < > и невидимые управляющие символы'],
    });
    const trimmed = v.parse(passportPayloadSchema, { ...PASSPORT, issuer: '  МВД РК  ' });
    expect(trimmed.issuer).toBe('МВД РК');
  });
});

describe('error shapes', () => {
  it('a 422 carries a message and every message of each field', () => {
    expect(
      v.is(validationErrorSchema, { message: 'Ошибка', errors: { email: ['Ошибка', 'Ещё одна'] } }),
    ).toBe(true);
    expect(v.is(validationErrorSchema, { message: 'Ошибка', errors: { email: 'Ошибка' } })).toBe(
      false,
    );
  });
});

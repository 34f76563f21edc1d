import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cabinetPayloadSchema,
  countriesResponseSchema,
  documentsSignedResponseSchema,
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
import { SPEC_STEPS, UNKNOWN_STEP } from '../../support/spec';

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
  it('lists the step names of SPEC.md §4', () => {
    expect([...STEP_NAMES].sort()).toEqual([...SPEC_STEPS].sort());
    expect(SPEC_STEPS.every(isStepName)).toBe(true);
    expect(isStepName(UNKNOWN_STEP)).toBe(false);
  });

  it('lets an unknown step through the step response and the realtime event', () => {
    const response = {
      step_name: UNKNOWN_STEP,
      socket_channel: 'private-registration.1',
      uuid: '1',
      context: {},
    };
    expect(v.parse(stepResponseSchema, response)).toEqual({
      ...response,
      context: { error: null },
    });
    expect(v.parse(stepEventSchema, { step: UNKNOWN_STEP })).toEqual({ step: UNKNOWN_STEP });
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
    // Issue 34: line and paragraph separators, zero-width and other invisible marks.
    'Алматы\u2028Обл',
    'Алматы\u2029Обл',
    'Ала\u200Bматы',
    'Ала\u200Cматы',
    'Ала\u200Dматы',
    'Ала\u200Eматы',
    'Ала\u200Fматы',
    'Ала\u2060маты',
    'Ала\uFEFFматы',
    'Ала\u00ADматы',
    'Ала\u061Cматы',
    'Ала\u034Fматы',
    'Ала\uFE0Fматы',
    'Ала\u3164маты',
    'Ала\u115Fматы',
    'Ала\u2800маты',
    'Ала\uD800маты',
    'Ала\uE000маты',
  ])('refuses %j', (value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it.each([
    'МВД РК',
    'г. Алматы, Алматинская обл.',
    "O'Brien",
    'ТОО «Ақ-Жол» № 5',
    'Қ.Ә. Ұлы',
    'Алматы 😀',
    '𝔸лматы',
  ])('accepts %j', (value) => {
    expect(isPlainText(value)).toBe(true);
  });

  it('names the field in ru and kk and gives the trimmed value', () => {
    const markup = { ...PASSPORT, issuer: '  <img src=x onerror=alert(1)>  ' };
    expect(messages(passportPayloadSchema, markup)).toEqual({
      issuer: ['Уберите символы < >, переносы строк и невидимые символы'],
    });
    expect(
      messages(passportPayloadSchema, { ...PASSPORT, birthplace: 'Алматы\r\nx' }, 'kk'),
    ).toEqual({
      birthplace: ['< > таңбаларын, жол ауыстыруды және көрінбейтін таңбаларды алып тастаңыз'],
    });
    const personal = {
      first_name: 'Ай<b>',
      last_name: 'Сапарова',
      middle_name: '',
      email: '<a@b.kz>',
    };
    expect(messages(personalPayloadSchema, personal)).toEqual({
      first_name: ['Уберите символы < >, переносы строк и невидимые символы'],
      email: ['Уберите символы < >, переносы строк и невидимые символы'],
    });
    const trimmed = v.parse(passportPayloadSchema, { ...PASSPORT, issuer: '  МВД РК  ' });
    expect(trimmed.issuer).toBe('МВД РК');
  });
});

// Issue 34: a name is letters with plain spaces; a wrong type or number is said as such.
describe('names', () => {
  const personal = { first_name: 'Айгерим', last_name: 'Сапарова', email: 'a@example.kz' };

  it.each([
    ['a no-break space', 'Айгерим\u00A0Болатовна'],
    ['an ideographic space', 'Айгерим\u3000Болатовна'],
    ['a line separator', 'Айгерим\u2028Болатовна'],
    ['a zero-width space', 'Айге\u200Bрим'],
    ['a Hangul filler', 'Айгерим\u3164'],
  ])('refuses %s inside a name, in ru and kk', (_, name) => {
    const ru = messages(personalPayloadSchema, { ...personal, first_name: name });
    const kk = messages(personalPayloadSchema, { ...personal, first_name: name }, 'kk');
    expect(ru?.first_name?.[0] ?? '').toMatch(/^(Уберите символы|Только буквы)/);
    expect(kk?.first_name?.[0] ?? '').toMatch(/^(< > таңбаларын|Тек әріптер)/);
  });

  it('accepts a typographic apostrophe and drops white space around the name', () => {
    expect(
      v.parse(personalPayloadSchema, {
        ...personal,
        first_name: '\u00A0Айгерим\n',
        last_name: 'О’Нил',
        middle_name: ' ',
      }),
    ).toMatchObject({ first_name: 'Айгерим', last_name: 'О’Нил', middle_name: null });
  });

  it('measures a name as sent: 50 characters with the spaces around it', () => {
    expect(
      messages(personalPayloadSchema, { ...personal, first_name: ` ${'а'.repeat(50)}` }),
    ).toEqual({ first_name: ['Не длиннее 50 символов'] });
  });
});

describe('wrong types and numbers out of range', () => {
  it.each([
    [{ country_id: -1 }, 'Выберите страну из списка', 'Елді тізімнен таңдаңыз'],
    [{ country_id: 0 }, 'Выберите страну из списка', 'Елді тізімнен таңдаңыз'],
    [{ country_id: 1.5 }, 'Выберите страну из списка', 'Елді тізімнен таңдаңыз'],
    [{ country_id: '1' }, 'Выберите страну', 'Елді таңдаңыз'],
    [{ country_id: [1] }, 'Выберите страну', 'Елді таңдаңыз'],
    [{ birthplace: 5 }, 'Должно быть строкой', 'Мәтін болуы керек'],
    [{ birthplace: null }, 'Обязательное поле', 'Міндетті өріс'],
    [{ id_number: 12345678 }, 'Должно быть строкой', 'Мәтін болуы керек'],
  ])('passport %j: «%s» / «%s»', (patch, ru, kk) => {
    const [field] = Object.keys(patch);
    expect(messages(passportPayloadSchema, { ...PASSPORT, ...patch })).toEqual({ [field!]: [ru] });
    expect(messages(passportPayloadSchema, { ...PASSPORT, ...patch }, 'kk')).toEqual({
      [field!]: [kk],
    });
  });

  it('a flag that is not true or false asks the question; a body that is not an object says so', () => {
    expect(
      messages(iinPayloadSchema, { iin: '900101300017', is_resident_rk: 'true', is_ipdl: 1 }),
    ).toEqual({
      is_resident_rk: ['Ответьте, являетесь ли вы резидентом Казахстана'],
      is_ipdl: ['Ответьте, являетесь ли вы публичным должностным лицом'],
    });
    const list = v.safeParse(iinPayloadSchema, 'iin', { lang: 'kk' });
    expect(list.success ? null : list.issues[0].message).toBe('JSON нысаны болуы керек');
  });

  it('ids are whole numbers from 1, in the payloads and in the answers', () => {
    expect(
      messages(cabinetPayloadSchema, { amount: '50000', potential_contract_id: -3 }, 'kk'),
    ).toEqual({ amount: ['Сан болуы керек'], potential_contract_id: ['Кемінде 1 болуы керек'] });
    expect(
      messages(documentsSignPayloadSchema, {
        phone: '77011234567',
        document_template_ids: [1.5, 0],
      }),
    ).toEqual({
      'document_template_ids.0': ['Должно быть целым числом'],
      'document_template_ids.1': ['Должно быть не меньше 1'],
    });
    expect(
      v.is(countriesResponseSchema, { countries: [{ id: 1.5, name: 'x' }], default_country_id: 1 }),
    ).toBe(false);
    expect(
      v.is(documentsSignedResponseSchema, { potentialContractId: 7.5, documentToken: 't' }),
    ).toBe(false);
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

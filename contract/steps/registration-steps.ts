// The registration journey as data: every `step_name` of SPEC.md §4, in the order an applicant
// meets them, each declared once with what only it knows. To add a step, declare it here (and
// name it in the `next` of the step before it); docs/recipes.md says what else, if anything.
import * as v from 'valibot';
import {
  emailSchema,
  iinSchema,
  isoDateSchema,
  middleNameSchema,
  nameSchema,
  passportNumberSchema,
  textSchema,
  todayIso,
} from '../fields';
import { ruleMessage } from '../messages';
import { field, formStep, screenStep, waitStep } from './declare';

const yesNo = (unanswered: ReturnType<typeof ruleMessage>) => v.boolean(unanswered);

const pastDate = (message: ReturnType<typeof ruleMessage>) =>
  v.pipe(
    isoDateSchema,
    v.check((value) => value <= todayIso(), message),
  );

/** SPEC.md §3 personal payload: names as in the identity card, and an e-mail address. */
const PERSONAL_FIELDS = {
  last_name: field({
    rule: nameSchema,
    input: 'name',
    autocomplete: 'family-name',
    label: /*i18n*/ { id: 'field.last_name', message: 'Фамилия' },
    personal: true,
    sample: 'Sadykova',
  }),
  first_name: field({
    rule: nameSchema,
    input: 'name',
    autocomplete: 'given-name',
    label: /*i18n*/ { id: 'field.first_name', message: 'Имя' },
    personal: true,
    sample: 'Aigerim',
  }),
  middle_name: field({
    rule: middleNameSchema,
    input: 'name',
    autocomplete: 'additional-name',
    label: /*i18n*/ { id: 'field.middle_name', message: 'Отчество (если есть)' },
    personal: true,
    sample: 'Bolatovna',
  }),
  email: field({
    rule: emailSchema,
    input: 'email',
    autocomplete: 'email',
    label: /*i18n*/ { id: 'field.email', message: 'Электронная почта' },
    hint: /*i18n*/ { id: 'field.email.hint', message: 'Пришлём на неё договор и график платежей' },
    personal: true,
    sample: 'a@example.kz',
  }),
};

/** SPEC.md §3 passport payload: the identity card's data. */
const PASSPORT_FIELDS = {
  birthday: field({
    rule: pastDate(
      ruleMessage(
        /*i18n*/ { id: 'rule.birthday.past', message: 'Дата рождения не может быть в будущем' },
      ),
    ),
    input: 'date',
    autocomplete: 'bday',
    label: /*i18n*/ { id: 'field.birthday', message: 'Дата рождения' },
    hint: /*i18n*/ {
      id: 'field.birthday.hint',
      message: 'Заполнили по ИИН — проверьте. Формат дд/мм/гггг',
    },
    prefill: 'iinBirthDate',
    personal: true,
    sample: '1990-01-01',
  }),
  sex: field({
    rule: v.picklist(
      ['male', 'female'],
      ruleMessage(/*i18n*/ { id: 'rule.sex', message: 'Укажите пол' }),
    ),
    input: 'choice',
    inline: true,
    choices: [
      { value: 'male', label: /*i18n*/ { id: 'field.sex.male', message: 'Мужской' } },
      { value: 'female', label: /*i18n*/ { id: 'field.sex.female', message: 'Женский' } },
    ],
    label: /*i18n*/ { id: 'field.sex', message: 'Пол' },
    hint: /*i18n*/ { id: 'field.sex.hint', message: 'Заполнили по ИИН — проверьте' },
    prefill: 'iinSex',
    personal: false,
    // As the sample IIN (900101300017) says: the walks confirm its prefill, not override it.
    sample: 'male',
  }),
  birthplace: field({
    rule: textSchema,
    input: 'text',
    autocomplete: 'off',
    label: /*i18n*/ { id: 'field.birthplace', message: 'Место рождения' },
    hint: /*i18n*/ { id: 'field.birthplace.hint', message: 'Как в удостоверении личности' },
    personal: true,
    sample: 'Almaty',
  }),
  country_id: field({
    rule: v.pipe(
      v.number(ruleMessage(/*i18n*/ { id: 'rule.country', message: 'Выберите страну' })),
      v.integer(
        ruleMessage(/*i18n*/ { id: 'rule.country.listed', message: 'Выберите страну из списка' }),
      ),
      v.minValue(
        1,
        ruleMessage(/*i18n*/ { id: 'rule.country.listed', message: 'Выберите страну из списка' }),
      ),
    ),
    input: 'country',
    label: /*i18n*/ { id: 'field.country_id', message: 'Страна, выдавшая документ' },
    personal: false,
    sample: 1,
  }),
  id_number: field({
    rule: passportNumberSchema,
    input: 'digits',
    length: 9,
    autocomplete: 'off',
    label: /*i18n*/ { id: 'field.id_number', message: 'Номер удостоверения личности' },
    hint: /*i18n*/ { id: 'field.id_number.hint', message: '9 цифр, без букв и пробелов' },
    personal: true,
    sample: '012345678',
  }),
  issuer: field({
    rule: textSchema,
    input: 'text',
    autocomplete: 'off',
    label: /*i18n*/ { id: 'field.issuer', message: 'Кем выдан' },
    hint: /*i18n*/ { id: 'field.issuer.hint', message: 'Например, МВД РК' },
    personal: false,
    sample: 'MIA RK',
  }),
  when: field({
    rule: pastDate(
      ruleMessage(
        /*i18n*/ { id: 'rule.when.past', message: 'Дата выдачи не может быть в будущем' },
      ),
    ),
    input: 'date',
    after: {
      field: 'birthday',
      message: ruleMessage(
        /*i18n*/ { id: 'rule.when.afterBirthday', message: 'Дата выдачи раньше даты рождения' },
      ),
    },
    label: /*i18n*/ { id: 'field.when', message: 'Дата выдачи' },
    personal: false,
    sample: '2020-01-01',
  }),
  period_validity: field({
    rule: v.pipe(
      isoDateSchema,
      v.check(
        (value) => value >= todayIso(),
        ruleMessage(
          /*i18n*/ { id: 'rule.periodValidity.expired', message: 'Срок действия документа истёк' },
        ),
      ),
    ),
    input: 'date',
    after: {
      field: 'when',
      strictly: true,
      message: ruleMessage(
        /*i18n*/ {
          id: 'rule.periodValidity.afterWhen',
          message: 'Срок действия должен быть позже даты выдачи',
        },
      ),
    },
    label: /*i18n*/ { id: 'field.period_validity', message: 'Действителен до' },
    personal: false,
    sample: '2030-01-01',
  }),
};

const PERSONAL_TITLE = /*i18n*/ { id: 'step.personal.title', message: 'Личные данные' };
const PASSPORT_TITLE = /*i18n*/ { id: 'step.passport.title', message: 'Удостоверение личности' };

export const REGISTRATION_STEPS = {
  iin: formStep({
    route: '/login/iin',
    spec: '§2 /login/iin, §3 registration iin payload, §4 iin',
    title: /*i18n*/ { id: 'step.iin.title', message: 'ИИН' },
    lead: /*i18n*/ {
      id: 'step.iin.lead',
      message:
        'Индивидуальный идентификационный номер указан в удостоверении личности. По нему мы заполним часть анкеты.',
    },
    fields: {
      iin: field({
        rule: iinSchema,
        input: 'digits',
        length: 12,
        autocomplete: 'off',
        label: /*i18n*/ { id: 'field.iin', message: 'ИИН' },
        hint: /*i18n*/ { id: 'field.iin.hint', message: '12 цифр, последняя — контрольная' },
        personal: true,
        sample: '900101300017',
      }),
      is_resident_rk: field({
        rule: yesNo(
          ruleMessage(
            /*i18n*/ {
              id: 'rule.isResidentRk',
              message: 'Ответьте, являетесь ли вы резидентом Казахстана',
            },
          ),
        ),
        input: 'choice',
        choices: [
          {
            value: true,
            label: /*i18n*/ { id: 'field.is_resident_rk.yes', message: 'Да, я резидент РК' },
          },
          {
            value: false,
            label: /*i18n*/ { id: 'field.is_resident_rk.no', message: 'Нет, я не резидент РК' },
          },
        ],
        label: /*i18n*/ {
          id: 'field.is_resident_rk',
          message: 'Вы резидент Республики Казахстан?',
        },
        hint: /*i18n*/ {
          id: 'field.is_resident_rk.hint',
          message:
            'Резидент — гражданин Казахстана или иностранец с видом на жительство, который живёт в Казахстане постоянно. От этого зависят налоги и документы по займу.',
        },
        personal: false,
        sample: true,
      }),
      is_ipdl: field({
        rule: yesNo(
          ruleMessage(
            /*i18n*/ {
              id: 'rule.isIpdl',
              message: 'Ответьте, являетесь ли вы публичным должностным лицом',
            },
          ),
        ),
        input: 'choice',
        choices: [
          { value: false, label: /*i18n*/ { id: 'field.is_ipdl.no', message: 'Нет, не являюсь' } },
          {
            value: true,
            label: /*i18n*/ { id: 'field.is_ipdl.yes', message: 'Да, являюсь' },
            hint: /*i18n*/ {
              id: 'field.is_ipdl.yes.hint',
              message: 'Или я супруг(а) либо близкий родственник такого лица',
            },
          },
        ],
        label: /*i18n*/ { id: 'field.is_ipdl', message: 'Вы публичное должностное лицо?' },
        hint: /*i18n*/ {
          id: 'field.is_ipdl.hint',
          message:
            'Публичное должностное лицо (ПДЛ) — тот, кто занимает или занимал высокую государственную должность или руководит международной организацией, а также их близкие родственники и супруги. Закон о противодействии отмыванию денег обязывает нас это спросить.',
        },
        personal: false,
        sample: false,
      }),
    },
    next: ['personal', 'personal_and_passport', 'waiting_external_personal'],
  }),
  personal: formStep({
    route: '/register/personal',
    title: PERSONAL_TITLE,
    lead: /*i18n*/ {
      id: 'step.personal.lead',
      message: 'Укажите имя так, как оно написано в удостоверении личности.',
    },
    fields: PERSONAL_FIELDS,
    next: ['passport'],
  }),
  passport: formStep({
    route: '/register/passport',
    title: PASSPORT_TITLE,
    lead: /*i18n*/ {
      id: 'step.passport.lead',
      message: 'Перепишите данные из удостоверения личности гражданина Казахстана.',
    },
    fields: PASSPORT_FIELDS,
    next: ['verigram'],
  }),
  personal_and_passport: formStep({
    route: '/register/personal-and-passport',
    spec: '§2 /register/personal-and-passport, §4 personal_and_passport',
    branch: 'combined',
    title: /*i18n*/ {
      id: 'step.personal_and_passport.title',
      message: 'Личные данные и удостоверение личности',
    },
    lead: /*i18n*/ {
      id: 'step.personal_and_passport.lead',
      message: 'Заполните данные так, как они написаны в удостоверении личности.',
    },
    fields: { ...PERSONAL_FIELDS, ...PASSPORT_FIELDS },
    sections: [
      {
        title: /*i18n*/ { id: 'step.personal_and_passport.about', message: 'О вас' },
        fields: PERSONAL_FIELDS,
      },
      { title: PASSPORT_TITLE, fields: PASSPORT_FIELDS },
    ],
    next: ['verigram'],
  }),
  waiting_external_personal: waitStep({
    route: '/register/wait',
    branch: 'external',
    next: ['waiting_external_photo'],
  }),
  waiting_external_photo: waitStep({
    route: '/register/wait',
    branch: 'external',
    next: ['client_creating'],
  }),
  client_creating: waitStep({ route: '/register/wait', branch: 'external', next: ['verigram'] }),
  verigram: screenStep({
    route: '/register/photo',
    spec: '§2 /register/photo, §3 liveness success, §4 verigram, §8 liveness errors',
    next: ['waiting_liveness_results'],
  }),
  waiting_liveness_results: waitStep({
    route: '/register/liveness-waiting-results',
    next: ['signing_init', 'liveness_failed'],
  }),
  liveness_failed: screenStep({
    route: '/register/liveness-error',
    spec: '§2 low similarity screen, §4 liveness_failed, §8 identification errors',
    branch: 'livenessFailure',
    next: ['verigram'],
  }),
  signing_init: waitStep({
    route: '/register/signing-init-wait',
    next: ['signing_init_success', 'signing_failed'],
  }),
  signing_init_success: waitStep({
    route: '/register/signing-init-wait',
    leftElsewhere: true,
    spec: '§3 signing redirect response, §4 signing_init_success, §8 signing redirect failure',
    next: ['signing_result', 'signing_failed'],
  }),
  signing_failed: screenStep({
    route: '/register/signing-init-error',
    branch: 'signingFailure',
    next: ['signing_init'],
  }),
  signing_result: waitStep({
    route: '/register/signing-waiting-results',
    next: ['personal_cabinet'],
  }),
  personal_cabinet: screenStep({
    route: '/register/lk',
    spec: '§2 /register/lk, §3 cabinet request, §4 personal_cabinet',
    next: [],
  }),
};

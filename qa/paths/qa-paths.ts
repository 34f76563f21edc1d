import {
  FORM_FIELDS,
  FORM_STEPS,
  SAMPLE_VALUES,
  camelCaseStep,
  type CamelCase,
  type FormPayload,
  type FormStep,
} from '../../contract';
import type { Branch, JourneyMove, JourneyStepId } from '../../machines/graph/journey';
import { JOURNEY_MOVES, JOURNEY_STEP_IDS, journeyStep } from '../../machines/graph/journey';

/**
 * `npm run paths`: for QA, a path to every step of SPEC.md §4 and every login phase, as what a
 * person does on which screen and which heading they then see. Written from SPEC.md and
 * SANDBOX.md; the browser suite tests/e2e/paths.spec.ts runs these same paths.
 */

export type Lang = 'ru' | 'kk';

/** The SANDBOX.md scenarios the paths use, by the IIN that chooses them. */
export const SCENARIOS = {
  standard: { iin: '900101300017', says: 'any other serial: the whole journey' },
  combined: { iin: '900101301015', says: '0101: personal_and_passport instead of two steps' },
  external: { iin: '900101301025', says: '0102: the server gathers the data itself' },
  lowSimilarity: { iin: '900101302013', says: '0201: liveness fails with low similarity once' },
  serverError: { iin: '900101302023', says: '0202: liveness fails with coid_server_error' },
  tooYoung: { iin: '100515500013', says: 'born less than 18 years ago: user_too_young' },
  signingFails: { iin: '900101303011', says: '0301: signing fails once' },
} as const;

export type ScenarioName = keyof typeof SCENARIOS;

/**
 * The heading (h1) of each screen, per route and, where one route shows several screens
 * (SPEC.md §2 error screens, §8 identification errors), per variant. The app's own words for
 * the screens SPEC.md §2 lists; the test of this table is that the browser finds them.
 */
export const HEADINGS = {
  '/login': { ru: 'Вход и регистрация', kk: 'Кіру және тіркелу' },
  '/login/iin': { ru: 'ИИН', kk: 'ЖСН' },
  '/register/personal': { ru: 'Личные данные', kk: 'Жеке деректер' },
  '/register/passport': { ru: 'Удостоверение личности', kk: 'Жеке куәлік' },
  '/register/personal-and-passport': {
    ru: 'Личные данные и удостоверение личности',
    kk: 'Жеке деректер және жеке куәлік',
  },
  '/register/wait': { ru: 'Обрабатываем данные', kk: 'Деректерді өңдеп жатырмыз' },
  '/register/photo': {
    ru: 'Селфи для проверки личности',
    kk: 'Жеке басты тексеруге арналған селфи',
  },
  '/register/liveness-waiting-results': {
    ru: 'Проверяем фотографию',
    kk: 'Фотосуретті тексеріп жатырмыз',
  },
  // §2 'Low similarity' screen: low_similarity, iin_not_found, user_too_young (§8).
  '/register/liveness-error': {
    ru: 'Фото не совпало с данными государственной базы',
    kk: 'Фотосурет мемлекеттік дерекқордағы деректермен сәйкес келмеді',
  },
  // §2 'We are already fixing it' screen: coid_server_error and the others of §8.
  '/register/liveness-error#alreadyFixing': {
    ru: 'Мы уже исправляем ошибку',
    kk: 'Қатені түзетіп жатырмыз',
  },
  '/register/signing-init-wait': {
    ru: 'Готовим документы к подписанию',
    kk: 'Құжаттарды қол қоюға дайындап жатырмыз',
  },
  '/register/signing-init-error': { ru: 'Документы не подписаны', kk: 'Құжаттарға қол қойылмады' },
  '/register/signing-waiting-results': {
    ru: 'Проверяем подпись',
    kk: 'Қолтаңбаны тексеріп жатырмыз',
  },
  '/register/lk': { ru: 'Личный кабинет', kk: 'Жеке кабинет' },
} as const satisfies Record<string, Record<Lang, string>>;

export type HeadingKey = keyof typeof HEADINGS;

/**
 * Besides its heading, one thing each screen shows because SPEC.md says so: a label, an
 * advice or an action from the spec's own words (text of the screen), or, for the waiting
 * screens SPEC.md §2 lists, a live region telling what happens (status). The browser suite
 * checks it on every screen of every path.
 */
export type Shows = { spec: string; text: Record<Lang, string> } | { spec: string; status: true };

const WAITING = (spec: string): Shows => ({ spec, status: true });

export const SHOWS: Record<JourneyStepId | 'liveness_failed#alreadyFixing', Shows> = {
  'login.phone': {
    spec: '§3 auth request: phone; §5 phone mask',
    text: { ru: 'Номер мобильного телефона', kk: 'Ұялы телефон нөмірі' },
  },
  'login.code': {
    spec: '§3 document signing payload: sms_code; §5 OTP 4 digits',
    text: { ru: 'Код из SMS', kk: 'SMS коды' },
  },
  iin: {
    spec: '§3 registration iin payload: is_resident_rk',
    text: {
      ru: 'Вы резидент Республики Казахстан?',
      kk: 'Сіз Қазақстан Республикасының резидентісіз бе?',
    },
  },
  personal: {
    spec: '§3 personal payload: email',
    text: { ru: 'Электронная почта', kk: 'Электрондық пошта' },
  },
  passport: { spec: '§3 passport payload: issuer', text: { ru: 'Кем выдан', kk: 'Кім берді' } },
  personal_and_passport: {
    spec: '§3 personal and passport payloads: email and issuer',
    text: { ru: 'Кем выдан', kk: 'Кім берді' },
  },
  waiting_external_personal: WAITING('§2 /register/wait: generic waiting screen'),
  waiting_external_photo: WAITING('§2 /register/wait: generic waiting screen'),
  client_creating: WAITING('§2 /register/wait: generic waiting screen'),
  verigram: {
    spec: '§2 /register/photo: photo capture for liveness',
    text: { ru: 'Включить камеру', kk: 'Камераны қосу' },
  },
  waiting_liveness_results: WAITING('§2 waiting for liveness results'),
  liveness_failed: {
    spec: '§2 low similarity screen: advises checking the iin',
    text: { ru: 'Проверьте, правильно ли указан ИИН.', kk: 'ЖСН дұрыс көрсетілгенін тексеріңіз.' },
  },
  'liveness_failed#alreadyFixing': {
    spec: "§2 'we are already fixing it': trying another device",
    text: { ru: 'Попробуйте другое устройство', kk: 'Басқа құрылғыны қолданып көріңіз' },
  },
  signing_init: WAITING('§2 waiting for signing to start'),
  signing_init_success: WAITING('§2 waiting for signing to start'),
  signing_failed: {
    spec: '§2 signing start failure; §7 PUT signing/repeat',
    text: { ru: 'Подписать ещё раз', kk: 'Қайта қол қою' },
  },
  signing_result: WAITING('§2 waiting for signing result'),
  personal_cabinet: {
    spec: '§3 cabinet request: amount; §9 default calculator amount 78500',
    text: { ru: '78 500', kk: '78 500' },
  },
};

/** A value of a form's payload, as SAMPLE_VALUES holds it. */
export type FieldValue = string | number | boolean | null;

/**
 * Fill in a registration form (one of the contract's FORM_STEPS) and press «Продолжить»: each
 * of its fields (FORM_FIELDS) with its sample value (SAMPLE_VALUES), unless `values` gives
 * another (the scenario's IIN).
 */
export interface FormAction {
  kind: 'form';
  step: FormStep;
  values?: Readonly<Partial<Record<string, FieldValue>>>;
}

/** What the applicant does, for a program to do it (the words are in `do`). */
export type Action =
  | { kind: 'open'; url: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'code'; code: string }
  | FormAction
  | { kind: 'selfie' }
  | { kind: 'retakeSelfie' }
  | { kind: 'sign' }
  | { kind: 'signAgain' }
  | { kind: 'wait' };

export interface PathStep {
  /** The journey node (journey.ts) the screen after `do` belongs to. */
  node: JourneyStepId;
  /** Where the applicant is after doing `do` (with /kk in front in Kazakh). */
  route: string;
  do: string;
  /** The heading of the screen they then see. */
  expect: string;
  /** One thing of SPEC.md the screen shows besides its heading (see SHOWS). */
  shows: { spec: string; text?: string; status?: true };
  /** The step_name the server is at then (SPEC.md §4); absent during login. */
  step?: string;
  /** The server (or the app) leaves this screen by itself within seconds. */
  passes?: boolean;
  action: Action;
}

export interface QaPath {
  /** A journey step id; liveness_failed's variants carry the error after a dot. */
  target: string;
  scenario: { name: ScenarioName; iin: string; phone: string };
  steps: PathStep[];
}

/** A target: the step it ends on, the scenario that leads there, the screen variant. */
interface Target {
  target: string;
  step: JourneyStepId;
  scenario: ScenarioName;
  heading?: HeadingKey;
  /** Walk the scenario to its end rather than to the step. */
  last?: boolean;
}

/**
 * The scenario of SANDBOX.md whose applicant meets each branch of the journey: the main line is
 * the standard scenario's; the failures' branches are their scenarios'.
 */
const SCENARIO_BRANCH: Record<ScenarioName, Branch> = {
  standard: 'main',
  combined: 'combined',
  external: 'external',
  lowSimilarity: 'livenessFailure',
  serverError: 'livenessFailure',
  tooYoung: 'livenessFailure',
  signingFails: 'signingFailure',
};

/** The first scenario (in SCENARIOS' order) that takes a branch. */
function scenarioOf(branch: Branch): ScenarioName {
  const names = Object.keys(SCENARIOS) as ScenarioName[];
  const name = names.find((each) => SCENARIO_BRANCH[each] === branch);
  if (!name)
    throw new Error(`qa/paths/qa-paths.ts: no scenario in SCENARIO_BRANCH takes ${branch}`);
  return name;
}

/** The screens a node shows besides its own, each reached with the scenario that shows it. */
const VARIANTS: Partial<Record<JourneyStepId, readonly Target[]>> = {
  liveness_failed: [
    {
      target: 'liveness_failed.coid_server_error',
      step: 'liveness_failed',
      scenario: 'serverError',
      heading: '/register/liveness-error#alreadyFixing',
    },
    { target: 'liveness_failed.user_too_young', step: 'liveness_failed', scenario: 'tooYoung' },
  ],
};

/**
 * Every step of SPEC.md §4 and every login phase (the journey's nodes, in their order), reached
 * with the scenario of SANDBOX.md that takes its branch; liveness_failed once per screen of §8
 * it can show.
 */
const TARGETS: readonly Target[] = JOURNEY_STEP_IDS.flatMap((step) => [
  { target: step, step, scenario: scenarioOf(journeyStep(step).branch) },
  ...(VARIANTS[step] ?? []),
]);

export const TARGET_NAMES: readonly string[] = TARGETS.map((target) => target.target);

const QUOTE = { ru: (text: string) => `«${text}»` };

/** The buttons and answers the paths name, as the screens label them. */
const LABELS = {
  ru: {
    getCode: 'Получить код',
    login: 'Подтвердить и войти',
    resident: 'Да, я резидент РК',
    notIpdl: 'Нет, не являюсь',
    next: 'Продолжить',
    camera: 'Включить камеру',
    retake: 'Сделать селфи ещё раз',
    sign: 'Подписать',
    signAgain: 'Подписать ещё раз',
  },
  kk: {
    getCode: 'Код алу',
    login: 'Растау және кіру',
    resident: 'Иә, мен ҚР резидентімін',
    notIpdl: 'Жоқ, емеспін',
    next: 'Жалғастыру',
    camera: 'Камераны қосу',
    retake: 'Селфиді қайта түсіру',
    // The sandbox's signing page stands for an external service and speaks Russian only.
    sign: 'Подписать',
    signAgain: 'Қайта қол қою',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ButtonLabels = (typeof LABELS)[Lang];

export function buttonLabels(lang: Lang): ButtonLabels {
  return LABELS[lang];
}

/** A field of the contract's forms (FORM_FIELDS), as code spells it: `period_validity` → `periodValidity`. */
type FormFieldKey = {
  [S in FormStep]: CamelCase<Extract<keyof FormPayload<S>, string>>;
}[FormStep];

/**
 * The fields the paths fill in, by their labels on the screens: the login's, then every field of
 * the contract's forms (FORM_FIELDS) by its name in camelCase, a radio group by its legend. A
 * form field missing here is a type error.
 */
const LOGIN_FIELDS = {
  ru: {
    phone: 'Номер мобильного телефона',
    consent: 'Я прочитал(а) документы и согласен(на) подписать их кодом из SMS',
    code: 'Код из SMS',
  },
  kk: {
    phone: 'Ұялы телефон нөмірі',
    consent: 'Құжаттарды оқыдым және оларға SMS кодымен қол қоюға келісемін',
    code: 'SMS коды',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const FORM_LABELS = {
  ru: {
    iin: 'ИИН',
    isResidentRk: 'Вы резидент Республики Казахстан?',
    isIpdl: 'Вы публичное должностное лицо?',
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество (если есть)',
    email: 'Электронная почта',
    birthday: 'Дата рождения',
    sex: 'Пол',
    birthplace: 'Место рождения',
    countryId: 'Страна, выдавшая документ',
    idNumber: 'Номер удостоверения личности',
    issuer: 'Кем выдан',
    when: 'Дата выдачи',
    periodValidity: 'Действителен до',
  },
  kk: {
    iin: 'ЖСН',
    isResidentRk: 'Сіз Қазақстан Республикасының резидентісіз бе?',
    isIpdl: 'Сіз жария лауазымды тұлғасыз ба?',
    lastName: 'Тегі',
    firstName: 'Аты',
    middleName: 'Әкесінің аты (бар болса)',
    email: 'Электрондық пошта',
    birthday: 'Туған күні',
    sex: 'Жынысы',
    birthplace: 'Туған жері',
    countryId: 'Құжатты берген ел',
    idNumber: 'Жеке куәлік нөмірі',
    issuer: 'Кім берді',
    when: 'Берілген күні',
    periodValidity: 'Жарамдылық мерзімі',
  },
} as const satisfies Record<Lang, Record<FormFieldKey, string>>;

/** The answers of the forms' radio groups, by field and by the payload's value. */
const CHOICES = {
  ru: {
    sex: { male: 'Мужской', female: 'Женский' },
    isResidentRk: { true: LABELS.ru.resident, false: 'Нет, я не резидент РК' },
    isIpdl: { true: 'Да, являюсь', false: LABELS.ru.notIpdl },
  },
  kk: {
    sex: { male: 'Ер', female: 'Әйел' },
    isResidentRk: { true: LABELS.kk.resident, false: 'Жоқ, мен ҚР резиденті емеспін' },
    isIpdl: { true: 'Иә, жария лауазымды тұлғамын', false: LABELS.kk.notIpdl },
  },
} as const satisfies Record<Lang, Partial<Record<FormFieldKey, Record<string, string>>>>;

const FIELDS = {
  ru: { ...LOGIN_FIELDS.ru, ...FORM_LABELS.ru, ...CHOICES.ru.sex },
  kk: { ...LOGIN_FIELDS.kk, ...FORM_LABELS.kk, ...CHOICES.kk.sex },
} as const;

export type FieldLabels = (typeof FIELDS)[Lang];

/** The labels of the fields, and the answers `male` and `female` of the sex. */
export function fieldLabels(lang: Lang): FieldLabels {
  return FIELDS[lang];
}

/**
 * How to fill one field of a form, by its label: type a text (a date as its digits, ddmmyyyy,
 * as the date fields take it), answer a radio group, or pick a select's option by its value.
 */
export type FieldFill = { field: string; label: string } & (
  { type: string } | { choose: string } | { select: string }
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What a form action fills in: each field of the form (FORM_FIELDS, in its order) with the
 * action's value or else the sample one (SAMPLE_VALUES), by the label QA knows it by. A field
 * the values leave empty (null) stays empty; a field with no label or answer here throws, so
 * no field of a new form is passed over unnoticed.
 */
export function formFills(action: FormAction, lang: Lang): FieldFill[] {
  const values: Partial<Record<string, FieldValue>> = {
    ...(SAMPLE_VALUES[action.step] as Record<string, FieldValue>),
    ...action.values,
  };
  const labels: Partial<Record<string, string>> = FORM_LABELS[lang];
  const choices: Partial<Record<string, Partial<Record<string, string>>>> = CHOICES[lang];
  const missing = (what: string) =>
    new Error(`qa/paths/qa-paths.ts: ${what} (${lang}) of the ${action.step} form`);
  return FORM_FIELDS[action.step].flatMap((field): FieldFill[] => {
    const key = camelCaseStep(field);
    const label = labels[key];
    if (label === undefined) throw missing(`FORM_LABELS has no label for ${key}`);
    const value = values[field];
    if (value === null || value === undefined) return [];
    const answers = choices[key];
    if (answers || typeof value === 'boolean') {
      const answer = answers?.[String(value)];
      if (answer === undefined) throw missing(`CHOICES has no answer ${String(value)} for ${key}`);
      return [{ field, label, choose: answer }];
    }
    if (typeof value === 'number') return [{ field, label, select: String(value) }];
    const date = ISO_DATE.exec(value);
    return [{ field, label, type: date ? `${date[3]}${date[2]}${date[1]}` : value }];
  });
}

/** '77010000001' → '+7 (701) 000-00-01', as the phone field shows it. */
export function phoneInWords(phone: string): string {
  const d = phone.slice(1);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}

/**
 * In words, what an action asks of the applicant; `codeSource` says where the SMS code comes
 * from (the sandbox's rule unless told).
 */
export function actionInWords(
  action: Action,
  lang: Lang,
  codeSource = "the phone's last four digits",
): string {
  const q = QUOTE.ru;
  const l = LABELS[lang];
  switch (action.kind) {
    case 'open':
      return `open ${action.url}`;
    case 'phone':
      return `type the phone ${phoneInWords(action.phone)}, tick the consent and press ${q(l.getCode)}`;
    case 'code':
      return `type the SMS code ${action.code} (${codeSource}) and press ${q(l.login)}`;
    case 'form': {
      const fills = formFills(action, lang).map((fill) =>
        'type' in fill
          ? `${q(fill.label)} ${fill.type}`
          : 'choose' in fill
            ? `${q(fill.label)} ${q(fill.choose)}`
            : `${q(fill.label)} option ${fill.select}`,
      );
      return `fill in the ${action.step} form: ${fills.join(', ')}; press ${q(l.next)}`;
    }
    case 'selfie':
      return `take the selfie: press ${q(l.camera)} and look into the camera`;
    case 'retakeSelfie':
      return `press ${q(l.retake)} and take the selfie again`;
    case 'sign':
      return `sign on the signing page: press ${q(l.sign)}`;
    case 'signAgain':
      return `press ${q(l.signAgain)}`;
    case 'wait':
      return 'wait: the server moves on by itself';
  }
}

const isFormStep = (step: JourneyStepId): step is FormStep =>
  (FORM_STEPS as readonly string[]).includes(step);

/**
 * The scenario's way from the IIN to the first step the applicant neither fills in nor waits
 * out (the selfie), read off the journey: from each step, the move to a step of the scenario's
 * branch, else to the main line's; the applicant fills in the step's form (the IIN the
 * scenario's), or waits while the server passes it.
 */
function formSteps(
  scenario: ScenarioName,
  iin: string,
): Array<{ step: JourneyStepId; action: Action }> {
  const branch = SCENARIO_BRANCH[scenario];
  const steps: Array<{ step: JourneyStepId; action: Action }> = [];
  for (let at: JourneyStepId = 'iin'; isFormStep(at) || journeyStep(at).passes;) {
    const from: JourneyStepId = at;
    const moves: JourneyMove[] = JOURNEY_MOVES.filter((move) => move.from === from);
    const move: JourneyMove | undefined =
      moves.find((each) => journeyStep(each.to).branch === branch) ??
      moves.find((each) => journeyStep(each.to).branch === 'main');
    if (!move) throw new Error(`qa/paths/qa-paths.ts: no move from ${from} on ${branch}`);
    const action: Action = isFormStep(from)
      ? { kind: 'form', step: from, ...(from === 'iin' ? { values: { iin } } : {}) }
      : { kind: 'wait' };
    steps.push({ step: move.to, action });
    at = move.to;
  }
  return steps;
}

/**
 * The steps the server goes through in a scenario, after the IIN, until the cabinet
 * (SANDBOX.md), each with what the applicant does to get there. A retry after a failure is
 * the applicant's action; the second attempt of a "fails once" scenario then succeeds.
 */
function registrationSteps(
  scenario: ScenarioName,
): Array<{ step: JourneyStepId; action: Action; heading?: HeadingKey }> {
  const wait = { kind: 'wait' } as const;
  const forms = formSteps(scenario, SCENARIOS[scenario].iin);
  const liveness: Array<{ step: JourneyStepId; action: Action; heading?: HeadingKey }> = [
    { step: 'waiting_liveness_results', action: { kind: 'selfie' } },
  ];
  if (scenario === 'lowSimilarity' || scenario === 'serverError' || scenario === 'tooYoung') {
    liveness.push({
      step: 'liveness_failed',
      action: wait,
      heading: scenario === 'serverError' ? '/register/liveness-error#alreadyFixing' : undefined,
    });
    // Only a low similarity heals on a retry (SANDBOX.md); the other two end there.
    if (scenario !== 'lowSimilarity') return [...forms, ...liveness];
    liveness.push(
      { step: 'verigram', action: { kind: 'retakeSelfie' } },
      { step: 'waiting_liveness_results', action: { kind: 'selfie' } },
    );
  }
  const signing: Array<{ step: JourneyStepId; action: Action }> = [
    { step: 'signing_init', action: wait },
  ];
  if (scenario === 'signingFails') {
    signing.push(
      { step: 'signing_failed', action: wait },
      { step: 'signing_init', action: { kind: 'signAgain' } },
    );
  }
  signing.push(
    { step: 'signing_init_success', action: wait },
    { step: 'signing_result', action: { kind: 'sign' } },
    { step: 'personal_cabinet', action: wait },
  );
  return [...forms, ...liveness, ...signing];
}

/** A phone of its own for each path: the sandbox keeps an applicant per phone. */
function phoneFor(index: number): string {
  return `7701000${String(index + 1).padStart(4, '0')}`;
}

/** The path of one target: login, then the scenario's steps until the target's is reached. */
function pathTo(target: Target, phone: string, lang: Lang): QaPath {
  const prefix = lang === 'kk' ? '/kk' : '';
  const { iin } = SCENARIOS[target.scenario];
  const at = (step: JourneyStepId, action: Action, heading?: HeadingKey): PathStep => {
    const { route, passes, machine } = journeyStep(step);
    const shown =
      SHOWS[
        heading === '/register/liveness-error#alreadyFixing'
          ? 'liveness_failed#alreadyFixing'
          : step
      ];
    return {
      node: step,
      route: `${prefix}${route}`,
      do: actionInWords(action, lang),
      expect: HEADINGS[heading ?? (route as HeadingKey)][lang],
      shows:
        'text' in shown
          ? { spec: shown.spec, text: shown.text[lang] }
          : { spec: shown.spec, status: true },
      ...(machine === 'registration' ? { step } : {}),
      ...(passes ? { passes } : {}),
      action,
    };
  };
  const all: PathStep[] = [
    at('login.phone', { kind: 'open', url: `${prefix}/login` }),
    at('login.code', { kind: 'phone', phone }),
    at('iin', { kind: 'code', code: phone.slice(-4) }),
    ...registrationSteps(target.scenario).map(({ step, action, heading }) =>
      at(step, action, heading),
    ),
  ];
  // The path ends where the target's step is first reached (a scenario's journey: its last).
  const end = target.last ? all.length - 1 : all.findIndex((step) => step.node === target.step);
  return {
    target: target.target,
    scenario: { name: target.scenario, iin, phone },
    steps: all.slice(0, end + 1),
  };
}

/** Every path of `npm run paths`, in the order of TARGETS. */
export function qaPaths(lang: Lang = 'ru'): QaPath[] {
  return TARGETS.map((target, index) => pathTo(target, phoneFor(index), lang));
}

/**
 * Each scenario of SANDBOX.md walked to its end (the cabinet, or the failure it ends in): the
 * order of screens an applicant meets in it. Every path of qaPaths is the beginning of one of
 * these.
 */
export function scenarioJourneys(lang: Lang = 'ru'): QaPath[] {
  return (Object.keys(SCENARIOS) as ScenarioName[]).map((scenario, index) =>
    pathTo(
      { target: `journey.${scenario}`, step: 'personal_cabinet', scenario, last: true },
      phoneFor(TARGETS.length + index),
      lang,
    ),
  );
}

/** Levenshtein distance, for suggesting a target name close to a mistyped one. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** Up to three names close to `name`: by edit distance, or containing it. */
export function closeNames(name: string, names: readonly string[]): string[] {
  const wanted = name.toLowerCase();
  return names
    .map((candidate) => ({
      candidate,
      score: candidate.includes(wanted) ? 0 : distance(wanted, candidate.toLowerCase()),
    }))
    .filter(({ score }) => score <= Math.max(3, Math.floor(wanted.length / 2)))
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}

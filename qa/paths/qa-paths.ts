import {
  FORM_FIELDS,
  FORM_STEPS,
  SAMPLE_VALUES,
  camelCaseStep,
  formDeclaration,
  isFormStep,
  isStepName,
  type CamelCase,
  type FieldDeclaration,
  type FormFieldsOf,
  type FormStep,
} from '../../contract';
import { HANDOFF_NODE } from '../../contract/journey';
import type { Branch, JourneyMove, JourneyStepId } from '../../machines/catalog/journey';
import { JOURNEY_MOVES, JOURNEY_STEP_IDS, journeyStep } from '../../machines/catalog/journey';
import { SIGNING_PAGE } from '../../sandbox/pages/signing';
import { inLanguage, wordsOf, type Lang } from '../words/catalogs';

/**
 * `npm run paths`: for QA, a path to every step of SPEC.md §4 and every login phase, as what a
 * person does on which screen and which heading they then see. Written from SPEC.md and
 * SANDBOX.md; the browser suite tests/e2e/paths.spec.ts runs these same paths. The screens'
 * words are the app's own: a form step's from its declaration (contract/steps), the others
 * named here in Russian, the source language; the Kazakh is read from the catalogs.
 */

export type { Lang };

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
 * What a path is walked on: the applicant's phone (where most applicants are), or a computer
 * without a camera, whose photo screen offers to take the selfie on the phone (issue 33): that
 * path goes on on the phone from the QR code, then back on the computer.
 */
export type Device = 'phone' | 'computer';

/**
 * The heading (h1) of each screen that is not a form, per route and, where one route shows
 * several screens (SPEC.md §2 error screens, §8 identification errors), per variant, in the
 * app's Russian words. A form step's heading is its declared title.
 */
const SCREEN_HEADINGS = {
  '/login': 'Вход и регистрация',
  '/register/wait': 'Обрабатываем данные',
  '/register/photo': 'Селфи для проверки личности',
  '/register/liveness-waiting-results': 'Проверяем фотографию',
  // §2 'Low similarity' screen: low_similarity, iin_not_found, user_too_young (§8).
  '/register/liveness-error': 'Фото не совпало с данными государственной базы',
  // §2 'We are already fixing it' screen: coid_server_error and the others of §8.
  '/register/liveness-error#alreadyFixing': 'Мы уже исправляем ошибку',
  '/register/signing-init-wait': 'Готовим документы к подписанию',
  '/register/signing-init-error': 'Документы не подписаны',
  '/register/signing-waiting-results': 'Проверяем подпись',
  '/register/lk': 'Личный кабинет',
} as const satisfies Record<string, string>;

/** A screen: a route (without the /kk prefix), or a route's variant after '#'. */
export type HeadingKey = string;

/** The form step whose screen is at `route`, if any. */
function formAt(route: string): FormStep | undefined {
  return FORM_STEPS.find((step) => formDeclaration(step).route === route);
}

/** The heading of a screen in `lang`: a form's declared title, else the app's words above. */
export function headingOf(key: HeadingKey, lang: Lang): string {
  const form = formAt(key);
  if (form) return wordsOf(lang, formDeclaration(form).title);
  const russian: string | undefined = (SCREEN_HEADINGS as Record<string, string>)[key];
  if (russian === undefined) throw new Error(`qa/paths/qa-paths.ts: no heading for ${key}`);
  return inLanguage(lang, russian);
}

/**
 * Besides its heading, one thing each screen shows because SPEC.md says so: a label, an
 * advice or an action from the spec's own words (text of the screen), or, for the waiting
 * screens SPEC.md §2 lists, a live region telling what happens (status). The browser suite
 * checks it on every screen of every path.
 */
export type Shows = { spec: string; text: string } | { spec: string; status: true };

const WAITING = (spec: string): Shows => ({ spec, status: true });

/**
 * What each screen that is not a form shows because SPEC.md says so, in the app's Russian
 * words. A form shows its first field (SPEC.md §3: its payload), by its declared label.
 */
const SCREEN_SHOWS: Partial<Record<JourneyStepId | 'liveness_failed#alreadyFixing', Shows>> = {
  'login.phone': {
    spec: '§3 auth request: phone; §5 phone mask',
    text: 'Номер мобильного телефона',
  },
  'login.code': {
    spec: '§3 document signing payload: sms_code; §5 OTP 4 digits',
    text: 'Код из SMS',
  },
  waiting_external_personal: WAITING('§2 /register/wait: generic waiting screen'),
  waiting_external_photo: WAITING('§2 /register/wait: generic waiting screen'),
  client_creating: WAITING('§2 /register/wait: generic waiting screen'),
  verigram: { spec: '§2 /register/photo: photo capture for liveness', text: 'Включить камеру' },
  [HANDOFF_NODE]: {
    spec: '§2 /register/photo, §3 device info: a computer is offered to continue on the phone',
    text: 'Продолжить на телефоне',
  },
  waiting_liveness_results: WAITING('§2 waiting for liveness results'),
  liveness_failed: {
    spec: '§2 low similarity screen: advises checking the iin',
    text: 'Проверьте, правильно ли указан ИИН.',
  },
  'liveness_failed#alreadyFixing': {
    spec: "§2 'we are already fixing it': trying another device",
    text: 'Попробуйте другое устройство: войдите с него по тому же номеру телефона, оформление продолжится.',
  },
  signing_init: WAITING('§2 waiting for signing to start'),
  signing_init_success: WAITING('§2 waiting for signing to start'),
  signing_failed: {
    spec: '§2 signing start failure; §7 PUT signing/repeat',
    text: 'Подписать ещё раз',
  },
  signing_result: WAITING('§2 waiting for signing result'),
  personal_cabinet: {
    spec: '§3 cabinet request: amount; §9 default calculator amount 78500',
    text: '78 500',
  },
};

/** What a screen shows besides its heading, in `lang`. */
function showsOf(
  node: JourneyStepId | 'liveness_failed#alreadyFixing',
  lang: Lang,
): { spec: string; text?: string; status?: true } {
  if (isStepName(node) && isFormStep(node)) {
    const [name, field] = Object.entries(formDeclaration(node).fields)[0] ?? [];
    if (name === undefined || !field) throw new Error(`qa/paths/qa-paths.ts: ${node} has no field`);
    return { spec: `§3 ${node} payload: ${name}`, text: wordsOf(lang, field.label) };
  }
  const shown = SCREEN_SHOWS[node];
  if (!shown) throw new Error(`qa/paths/qa-paths.ts: SCREEN_SHOWS says nothing of ${node}`);
  // The cabinet's amount is a number, the same in both languages.
  if ('text' in shown) {
    const text = /^[\d ]+$/.test(shown.text) ? shown.text : inLanguage(lang, shown.text);
    return { spec: shown.spec, text };
  }
  return shown;
}

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
  /**
   * On the computer, read the offer's QR code (and the link under it, the same address) and
   * open the address on the phone.
   */
  | { kind: 'scanQr' }
  /** The phone number came filled in from the link: tick the consent and ask for the code. */
  | { kind: 'phoneFromLink'; phone: string }
  | { kind: 'retakeSelfie' }
  | { kind: 'sign' }
  | { kind: 'signAgain' }
  | { kind: 'wait' };

export interface PathStep {
  /** The journey node (journey.ts) the screen after `do` belongs to. */
  node: JourneyStepId;
  /** In a computer's path, the device the step is done and seen on (absent: the path's). */
  on?: Device;
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
  /**
   * This device reaches its next screen by itself after the other `device`'s result: within
   * `withinMs` of that device's next screen (the computer following the phone's selfie).
   */
  follows?: Follows;
  action: Action;
}

export interface Follows {
  device: Device;
  withinMs: number;
}

/** Issue 33: the computer reaches the next screen by itself within 10 s of the phone's result. */
export const HANDOFF_FOLLOW_MS = 10_000;

export interface QaPath {
  /** A journey step id; liveness_failed's variants carry the error after a dot. */
  target: string;
  scenario: { name: ScenarioName; iin: string; phone: string };
  /** Where the path starts and is walked (its steps `on` the phone apart). */
  device: Device;
  steps: PathStep[];
}

/** A target: the step it ends on, the scenario that leads there, the screen variant. */
interface Target {
  target: string;
  /** The step the path ends on, on the path's own device. */
  step: JourneyStepId;
  scenario: ScenarioName;
  heading?: HeadingKey;
  /** Walk the scenario to its end rather than to the step. */
  last?: boolean;
  /** Default: the phone. */
  device?: Device;
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

/**
 * The first scenario (in SCENARIOS' order) that takes a branch. The offer to continue on the
 * phone is the main line's, on a computer.
 */
function scenarioOf(branch: Branch): ScenarioName {
  if (branch === 'handoff') return 'standard';
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
 * The offer to continue on the phone: on a computer without a camera, up to the computer's own
 * screen after the phone's selfie, which it must reach by itself.
 */
const HANDOFF_TARGET: Target = {
  target: HANDOFF_NODE,
  step: 'waiting_liveness_results',
  scenario: 'standard',
  device: 'computer',
};

/**
 * Every step of SPEC.md §4 and every login phase (the journey's nodes, in their order), reached
 * with the scenario of SANDBOX.md that takes its branch; liveness_failed once per screen of §8
 * it can show; the photo's offer to continue on the phone on a computer.
 */
const TARGETS: readonly Target[] = JOURNEY_STEP_IDS.flatMap((step) =>
  step === HANDOFF_NODE
    ? [HANDOFF_TARGET]
    : [
        { target: step, step, scenario: scenarioOf(journeyStep(step).branch) },
        ...(VARIANTS[step] ?? []),
      ],
);

export const TARGET_NAMES: readonly string[] = TARGETS.map((target) => target.target);

const QUOTE = { ru: (text: string) => `«${text}»` };

/** The buttons and answers the paths name, as the screens label them (Russian, the source). */
const BUTTONS = {
  getCode: 'Получить код',
  login: 'Подтвердить и войти',
  resident: 'Да, я резидент РК',
  notIpdl: 'Нет, не являюсь',
  next: 'Продолжить',
  camera: 'Включить камеру',
  selfieHere: 'Сделать селфи на этом устройстве',
  retake: 'Сделать селфи ещё раз',
  signAgain: 'Подписать ещё раз',
} as const;

export type ButtonLabels = Record<keyof typeof BUTTONS | 'sign' | 'decline', string>;

const inLang = <K extends string>(lang: Lang, words: Readonly<Record<K, string>>) =>
  Object.fromEntries(
    Object.entries<string>(words).map(([key, text]) => [key, inLanguage(lang, text)]),
  ) as Record<K, string>;

export function buttonLabels(lang: Lang): ButtonLabels {
  // The signing page's buttons: the sandbox's page (an external service's stand-in) speaks the
  // language the app sent the applicant in, its words in locales/{ru,kk}/sandbox.po.
  return {
    ...inLang(lang, BUTTONS),
    sign: wordsOf(lang, SIGNING_PAGE.sign),
    decline: wordsOf(lang, SIGNING_PAGE.decline),
  };
}

/** The offer's QR code, by its accessible name. */
export const QR_LABEL = 'QR-код: ссылка для входа с телефона';

/** The login's fields by their labels. */
const LOGIN_FIELDS = {
  phone: 'Номер мобильного телефона',
  consent: 'Я прочитал(а) документы и согласен(на) подписать их кодом из SMS',
  code: 'Код из SMS',
} as const;

/** A field of the declared forms, as code spells it: `period_validity` → `periodValidity`. */
type FormFieldKey = {
  [S in FormStep]: CamelCase<Extract<keyof FormFieldsOf<S>, string>>;
}[FormStep];

/** Every field of the declared forms, by its payload name, the first form declaring it. */
function declaredFields(): Map<string, FieldDeclaration> {
  const fields = new Map<string, FieldDeclaration>();
  for (const step of FORM_STEPS) {
    for (const [name, field] of Object.entries(formDeclaration(step).fields)) {
      if (!fields.has(name)) fields.set(name, field);
    }
  }
  return fields;
}

export type FieldLabels = Record<
  keyof typeof LOGIN_FIELDS | FormFieldKey | 'male' | 'female',
  string
>;

/**
 * The labels of the fields: the login's, then every declared form field's (by its name in
 * camelCase, a radio group by its legend), and a choice's answers.
 */
export function fieldLabels(lang: Lang): FieldLabels {
  const labels: Record<string, string> = { ...inLang(lang, LOGIN_FIELDS) };
  for (const [name, field] of declaredFields()) {
    labels[camelCaseStep(name)] = wordsOf(lang, field.label);
    if (field.input === 'choice') {
      for (const choice of field.choices) {
        if (typeof choice.value === 'string') labels[choice.value] = wordsOf(lang, choice.label);
      }
    }
  }
  // Built from the declarations above: every field of every form, and every choice's answers.
  return labels as FieldLabels;
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
  const { fields } = formDeclaration(action.step);
  return FORM_FIELDS[action.step].flatMap((name): FieldFill[] => {
    const field = fields[name];
    if (!field) throw new Error(`qa/paths/qa-paths.ts: ${name} is no field of ${action.step}`);
    const label = wordsOf(lang, field.label);
    const value = values[name];
    if (value === null || value === undefined) return [];
    if (field.input === 'choice') {
      const choice = field.choices.find((each) => each.value === value);
      if (!choice) {
        throw new Error(
          `qa/paths/qa-paths.ts: the ${action.step} form's ${name} has no answer ${String(value)} (${lang})`,
        );
      }
      return [{ field: name, label, choose: wordsOf(lang, choice.label) }];
    }
    if (typeof value === 'number') return [{ field: name, label, select: String(value) }];
    const date = ISO_DATE.exec(String(value));
    return [{ field: name, label, type: date ? `${date[3]}${date[2]}${date[1]}` : String(value) }];
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
  const l = buttonLabels(lang);
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
    case 'scanQr':
      return `read the QR code on the computer (the link under it is the same address) and open it on the phone`;
    case 'phoneFromLink':
      return `the phone field shows ${phoneInWords(action.phone)} from the link: tick the consent and press ${q(l.getCode)}`;
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

const isForm = (step: JourneyStepId): step is FormStep => isStepName(step) && isFormStep(step);

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
  for (let at: JourneyStepId = 'iin'; isForm(at) || journeyStep(at).passes;) {
    const from: JourneyStepId = at;
    const moves: JourneyMove[] = JOURNEY_MOVES.filter((move) => move.from === from);
    const move: JourneyMove | undefined =
      moves.find((each) => journeyStep(each.to).branch === branch) ??
      moves.find((each) => journeyStep(each.to).branch === 'main');
    if (!move) throw new Error(`qa/paths/qa-paths.ts: no move from ${from} on ${branch}`);
    const action: Action = isForm(from)
      ? { kind: 'form', step: from, ...(from === 'iin' ? { values: { iin } } : {}) }
      : { kind: 'wait' };
    steps.push({ step: move.to, action });
    at = move.to;
  }
  return steps;
}

/** A step of a scenario: the node it shows, what leads there, and on which device. */
interface ScenarioStep {
  step: JourneyStepId;
  action: Action;
  heading?: HeadingKey;
  on?: Device;
  follows?: Follows;
}

/**
 * The photo on a computer without a camera (issue 33): the photo screen offers to continue on
 * the phone; the phone opens the QR code's address, finds the number filled in, logs in with
 * the SMS code and is put on the photo by the server's step; after its selfie the computer
 * reaches the next screen by itself, and the journey goes on there.
 */
function selfieOnThePhone(forms: ScenarioStep[], phone: string): ScenarioStep[] {
  const last = forms.at(-1);
  if (last?.step !== 'verigram') throw new Error('qa/paths/qa-paths.ts: the forms lead elsewhere');
  return [
    ...forms.slice(0, -1),
    { ...last, step: HANDOFF_NODE },
    { step: 'login.phone', action: { kind: 'scanQr' }, on: 'phone' },
    { step: 'login.code', action: { kind: 'phoneFromLink', phone }, on: 'phone' },
    { step: 'verigram', action: { kind: 'code', code: phone.slice(-4) }, on: 'phone' },
    { step: 'waiting_liveness_results', action: { kind: 'selfie' }, on: 'phone' },
    {
      step: 'waiting_liveness_results',
      action: { kind: 'wait' },
      on: 'computer',
      follows: { device: 'phone', withinMs: HANDOFF_FOLLOW_MS },
    },
  ];
}

/**
 * The steps the server goes through in a scenario, after the IIN, until the cabinet
 * (SANDBOX.md), each with what the applicant does to get there. A retry after a failure is
 * the applicant's action; the second attempt of a "fails once" scenario then succeeds. On a
 * computer the selfie is taken on the phone.
 */
function registrationSteps(scenario: ScenarioName, device: Device, phone: string): ScenarioStep[] {
  const wait = { kind: 'wait' } as const;
  const forms: ScenarioStep[] = formSteps(scenario, SCENARIOS[scenario].iin);
  if (device === 'computer') return [...selfieOnThePhone(forms, phone), ...signingSteps(scenario)];
  const liveness: ScenarioStep[] = [
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
  return [...forms, ...liveness, ...signingSteps(scenario)];
}

/** From the passed photo to the cabinet. */
function signingSteps(scenario: ScenarioName): ScenarioStep[] {
  const wait = { kind: 'wait' } as const;
  const signing: ScenarioStep[] = [{ step: 'signing_init', action: wait }];
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
  return signing;
}

/** A phone of its own for each path: the sandbox keeps an applicant per phone. */
function phoneFor(index: number): string {
  return `7701000${String(index + 1).padStart(4, '0')}`;
}

const ON_WORDS: Record<Device, string> = { phone: 'on the phone', computer: 'on the computer' };

/** The path of one target: login, then the scenario's steps until the target's is reached. */
function pathTo(target: Target, phone: string, lang: Lang): QaPath {
  const prefix = lang === 'kk' ? '/kk' : '';
  const { iin } = SCENARIOS[target.scenario];
  const device = target.device ?? 'phone';
  const at = ({ step, action, heading, on, follows }: ScenarioStep): PathStep => {
    const { route, passes, machine } = journeyStep(step);
    const variant =
      heading === '/register/liveness-error#alreadyFixing' ? 'liveness_failed#alreadyFixing' : step;
    // A path over two devices says on which each step is done.
    const where = device === 'computer' ? (on ?? device) : undefined;
    const words = actionInWords(action, lang);
    return {
      node: step,
      ...(where ? { on: where } : {}),
      route: `${prefix}${route}`,
      do: where ? `${ON_WORDS[where]}: ${words}` : words,
      expect: headingOf(heading ?? route, lang),
      shows: showsOf(variant, lang),
      // The server's step_name: the offer is the photo step's.
      ...(machine === 'registration' ? { step: step === HANDOFF_NODE ? 'verigram' : step } : {}),
      ...(passes ? { passes } : {}),
      ...(follows ? { follows } : {}),
      action,
    };
  };
  const all: PathStep[] = [
    at({ step: 'login.phone', action: { kind: 'open', url: `${prefix}/login` } }),
    at({ step: 'login.code', action: { kind: 'phone', phone } }),
    at({ step: 'iin', action: { kind: 'code', code: phone.slice(-4) } }),
    ...registrationSteps(target.scenario, device, phone).map(at),
  ];
  // The path ends where the target's step is first reached on its own device (a scenario's
  // journey: its last).
  const end = target.last
    ? all.length - 1
    : all.findIndex((step) => step.node === target.step && (step.on ?? device) === device);
  return {
    target: target.target,
    scenario: { name: target.scenario, iin, phone },
    device,
    steps: all.slice(0, end + 1),
  };
}

/** Every path of `npm run paths`, in the order of TARGETS. */
export function qaPaths(lang: Lang = 'ru'): QaPath[] {
  return TARGETS.map((target, index) => pathTo(target, phoneFor(index), lang));
}

/**
 * Each scenario of SANDBOX.md walked to its end (the cabinet, or the failure it ends in): the
 * order of screens an applicant meets in it; and the standard one on a computer, the selfie
 * taken on the phone (`journey.handoff`). Every path of qaPaths is the beginning of one of
 * these.
 */
export function scenarioJourneys(lang: Lang = 'ru'): QaPath[] {
  const journeys: Target[] = [
    ...(Object.keys(SCENARIOS) as ScenarioName[]).map((scenario) => ({
      target: `journey.${scenario}`,
      step: 'personal_cabinet' as const,
      scenario,
      last: true,
    })),
    { ...HANDOFF_TARGET, target: 'journey.handoff', step: 'personal_cabinet', last: true },
  ];
  return journeys.map((target, index) => pathTo(target, phoneFor(TARGETS.length + index), lang));
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

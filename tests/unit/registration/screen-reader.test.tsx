// @vitest-environment jsdom
/**
 * The screen-reader pass of the journey (issue 26), in ru and kk: what a screen reader says on
 * each registration screen, heard through @guidepup/virtual-screen-reader over the real screens
 * and the real registration runtime (the fake server behind the API client). For each step: the
 * heading when the screen opens (focus moves to it), every field's name, role, required state
 * and hint, and after a submit with errors the alert, the summary's links that name their fields
 * and each field's own error (aria-describedby, aria-invalid); a server's 422 heard the same way.
 * Past the forms: the photo screen (its advice, the camera refused by the browser), the signing
 * failure and the waits (the heading, the status live region and what it says as it changes).
 *
 * The expected words are written here, not read from the components: the Russian as the product
 * says it (SPEC.md quotes few of them; the validation messages are the contract's pair), the
 * Kazakh looked up by that Russian text in locales/kk/*.po, so a message left untranslated (or
 * translated empty) fails.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { kazakhOf } from '../../../qa/words/catalogs';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { text as serverText } from '../../../sandbox/texts';
import { LoanCalculator } from '../../../src/features/calculators';
import { readable } from '../../support/render';
import { messages as calculatorsKk } from '../../../locales/kk/calculators.po';
import { messages as calculatorsRu } from '../../../locales/ru/calculators.po';
import { i18n } from '@lingui/core';
import { PRODUCTS } from '../../../src/finance/products';
import { appConfig } from '../../../src/platform/config';
import { HINT_MESSAGES } from '../../../src/features/registration/liveness/hints';
import { mockProvider } from '../../../src/features/registration/liveness/mock-provider';
import { useLoggedIn, useScreen } from '../../../src/features/registration/runtime';
import { CabinetScreen } from '../../../src/features/registration/screens/CabinetScreen';
import { FormStepScreen } from '../../../src/features/registration/screens/form/FormStepScreen';
import { LivenessErrorScreen } from '../../../src/features/registration/screens/LivenessErrorScreen';
import { LivenessWaitingResultsScreen } from '../../../src/features/registration/screens/LivenessWaitingResultsScreen';
import { LoginScreen } from '../../../src/features/registration/screens/LoginScreen';
import { PhotoScreen } from '../../../src/features/registration/screens/PhotoScreen';
import { ScreenHeading } from '../../../src/features/registration/screens/ScreenHeading';
import { SigningInitErrorScreen } from '../../../src/features/registration/screens/SigningInitErrorScreen';
import { SigningInitWaitScreen } from '../../../src/features/registration/screens/SigningInitWaitScreen';
import { SigningWaitingResultsScreen } from '../../../src/features/registration/screens/SigningWaitingResultsScreen';
import { WaitingScreen } from '../../../src/features/registration/screens/WaitingScreen';
import { renderScreen } from '../../support/render-screen';
import { markClientNavigation } from '../../../src/ui/focus';

/** What device detection says (src/platform/device.ts): a phone, unless a test says a computer. */
const device = vi.hoisted(() => ({ desktop: false }));
vi.mock('../../../src/platform/device', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isDesktopBrowser: () => device.desktop,
}));

// jsdom has no CSS.escape; the reader uses it to follow id references (React's «:r3:» ids).
globalThis.CSS ??= {
  escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
} as unknown as typeof CSS;

type Locale = 'ru' | 'kk';
const LOCALES: readonly Locale[] = ['ru', 'kk'];

// ---------------------------------------------------------------------------------------------
// The words: Russian as written, Kazakh from the Kazakh catalogs.

/**
 * A message as a reader of `locale` hears it: the Russian source, or its Kazakh translation
 * (which must exist and not be empty); `{name}` placeholders filled from `values`.
 */
function say(locale: Locale, russian: string, values: Record<string, string | number> = {}) {
  const text = locale === 'kk' ? kazakhOf(russian) : russian;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** The text of `<n>…</n>` in a message with inline components (a link inside a sentence). */
const part = (message: string, n: number) =>
  new RegExp(`<${n}>(.*?)</${n}>`).exec(message)?.[1] ?? `(no <${n}> in «${message}»)`;

/** The contract's validation messages, in the two languages the server answers in. */
const CONTRACT = {
  required: { ru: 'Обязательное поле', kk: 'Міндетті өріс' },
  sex: { ru: 'Укажите пол', kk: 'Жынысын көрсетіңіз' },
  phone: { ru: 'Номер телефона: 7 и ещё 10 цифр', kk: 'Телефон нөмірі: 7 және тағы 10 сан' },
  consent: { ru: 'Примите условия документов', kk: 'Құжаттардың шарттарын қабылдаңыз' },
  smsCode: { ru: 'Код из SMS: 4 цифры', kk: 'SMS коды: 4 сан' },
} as const;

// ---------------------------------------------------------------------------------------------
// What the screen reader says.

/** One control as spoken: role, name, description (hint, then error), then its states. */
function control(
  role: string,
  name: string,
  { description = [], states = [] }: { description?: string[]; states?: string[] } = {},
) {
  return [role, name, description.join(' '), ...states].filter(Boolean).join(', ');
}

/** A field's error as read with the field: the hidden prefix, then the message. */
const fieldError = (locale: Locale, message: string) => `${say(locale, 'Ошибка:')} ${message}`;

const CONTROL_ROLES =
  /^(heading|textbox|combobox|option|group|radiogroup|radio|checkbox|button|link|alert|slider|region),/;

/** Everything a screen reader user hears walking the page from the top, one item at a time. */
async function readWholePage(): Promise<string[]> {
  await virtual.start({ container: document.body });
  for (let step = 0; step < 400; step += 1) {
    if ((await virtual.lastSpokenPhrase()) === 'end of document') break;
    await virtual.next();
  }
  const log = await virtual.spokenPhraseLog();
  await virtual.stop();
  return log;
}

/** The headings and controls among what is heard (their text and wrappers left out). */
const controls = (log: readonly string[]) => log.filter((phrase) => CONTROL_ROLES.test(phrase));

/** What is said from now until `action` has settled (focus moves, live regions). */
async function spokenDuring(action: () => unknown): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  await action();
  // The reader hears a focus change a microtask later, a live region after its mutation.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return virtual.spokenPhraseLog();
}

afterEach(async () => {
  await virtual.stop();
});

// ---------------------------------------------------------------------------------------------
// The fake server's answers for the calls the screens make besides the standard flow.

const COUNTRY = 'Казахстан';
const ANSWERS = {
  'GET /rest/documents/list/registration': {
    documents: [{ id: 11, name: 'Согласие на обработку данных', url: 'https://docs.test/11' }],
  },
  'GET /rest/registration/countries': {
    countries: [{ id: 1, name: COUNTRY }],
    default_country_id: 1,
  },
  'POST /rest/documents/sign': (body: { sms_code?: string }) =>
    body.sms_code
      ? { potentialContractId: 5, documentToken: 'document-token' }
      : { sms_sent: true, resend_after: 60 },
  'POST /rest/auth': { bearerToken: 'token' },
  'GET /rest/client/info': {
    phone: '+7 (701) ***-**-67',
    first_name: 'Айгерим',
    step_name: 'personal_cabinet',
  },
};

/** An answer that never comes: the request stays in flight while the test listens. */
const inFlight = () => new Promise<never>(() => {});

const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });

/** The screens of the registration routes, switched by the machine's screen as the router does. */
function Journey() {
  const { route } = useScreen();
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <LoginScreen />;
  if (route === '/login/iin') return <FormStepScreen step="iin" />;
  if (route === '/register/personal') return <FormStepScreen step="personal" />;
  if (route === '/register/passport') return <FormStepScreen step="passport" />;
  return <LoginScreen />;
}

/** A screen inside a router at `path` (screens with links need one; /kk/… keeps Kazakh). */
function Routed({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <>{children}</> }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}

// ---------------------------------------------------------------------------------------------

describe.each(LOCALES)('the journey heard with a screen reader (%s)', (locale) => {
  const s = (russian: string, values?: Record<string, string | number>) =>
    say(locale, russian, values);
  const submit = s('Продолжить');

  it('opens every screen at its heading: login, SMS code, IIN, personal data, passport', async () => {
    renderScreen(<Journey />, { locale, loggedIn: false, answers: ANSWERS });
    await screen.findByRole('checkbox');

    // /login is the page's first screen: reading from the top, its heading comes first.
    const page = await readWholePage();
    expect(page.slice(0, 2)).toEqual([
      'document',
      control('heading', s('Вход и регистрация'), { states: ['level 1'] }),
    ]);

    await virtual.start({ container: document.body });
    type(screen.getByRole('textbox'), '7011234567');
    fireEvent.click(screen.getByRole('checkbox'));
    // The code step replaces the phone form: its heading takes focus and is read.
    const codeStep = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Получить код') }));
      await screen.findByRole('heading', { name: s('Код из SMS') });
    });
    expect(codeStep).toContain(control('heading', s('Код из SMS'), { states: ['level 2'] }));

    type(screen.getByRole('textbox', { name: s('Код из SMS') }), '1234');
    // Logged in, the flow asks for the step: the IIN screen opens at its heading.
    const iin = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Подтвердить и войти') }));
      await screen.findByRole('heading', { level: 1, name: s('ИИН') });
    });
    expect(iin.at(-1)).toBe(control('heading', s('ИИН'), { states: ['level 1'] }));

    type(screen.getByRole('textbox', { name: s('ИИН') }), '900101300017');
    fireEvent.click(screen.getByRole('radio', { name: s('Да, я резидент РК') }));
    fireEvent.click(screen.getByRole('radio', { name: s('Нет, не являюсь') }));
    const personal = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: submit }));
      await screen.findByRole('heading', { level: 1, name: s('Личные данные') });
    });
    expect(personal.at(-1)).toBe(control('heading', s('Личные данные'), { states: ['level 1'] }));

    type(screen.getByRole('textbox', { name: s('Фамилия') }), 'Сапарова');
    type(screen.getByRole('textbox', { name: s('Имя') }), 'Айгерим');
    type(screen.getByRole('textbox', { name: s('Электронная почта') }), 'aigerim@example.kz');
    const passport = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: submit }));
      await screen.findByRole('heading', { level: 1, name: s('Удостоверение личности') });
    });
    expect(passport.at(-1)).toBe(
      control('heading', s('Удостоверение личности'), { states: ['level 1'] }),
    );
  });
});

/**
 * The form-screen pass: read from the top before any submit; submit with nothing filled in and
 * hear the alert the focus lands on; read from the top again (the summary's links, each field's
 * error); follow the first link and hear the field it lands on with its error.
 */
async function formPass(submitName: string) {
  const before = controls(await readWholePage());
  await virtual.start({ container: document.body });
  const onSubmit = await spokenDuring(() =>
    fireEvent.click(screen.getByRole('button', { name: submitName })),
  );
  await virtual.stop();
  const after = controls(await readWholePage());
  await virtual.start({ container: document.body });
  const onLink = await spokenDuring(() => fireEvent.click(screen.getAllByRole('link')[0]!));
  await virtual.stop();
  return { before, onSubmit, after, onLink };
}

describe.each(LOCALES)('each registration form heard with a screen reader (%s)', (locale) => {
  const s = (russian: string, values?: Record<string, string | number>) =>
    say(locale, russian, values);
  const required = CONTRACT.required[locale];
  const error = (message: string) => fieldError(locale, message);
  const heading = (text: string, level: number) =>
    control('heading', text, { states: [`level ${level}`] });
  const button = (text: string) => control('button', text, { states: ['not disabled'] });
  const summary = s('Исправьте, пожалуйста, ошибки');
  /** The summary as read: the alert, its heading, a link per problem naming its field. */
  const summaryRead = (...problems: [field: string, message: string][]) => [
    control('alert', summary),
    heading(summary, 2),
    ...problems.map(([field, message]) => control('link', `${field}: ${message}`)),
  ];
  const textbox = (
    name: string,
    {
      hint,
      error: problem,
      placeholder,
      optional = false,
      value,
    }: {
      hint?: string;
      error?: string;
      placeholder?: string;
      optional?: boolean;
      /** What was typed: read after the name. */
      value?: string;
    } = {},
  ) =>
    control('textbox', value ? `${name}, ${value}` : name, {
      description: [hint ?? '', problem ? error(problem) : ''].filter(Boolean),
      states: [
        problem ? 'invalid' : '',
        placeholder ? `placeholder ${placeholder}` : '',
        optional ? '' : 'required',
      ].filter(Boolean),
    });
  const radios = (
    legend: string,
    hint: string,
    answers: (string | [string, string])[],
    problem?: string,
  ) => [
    control('radiogroup', legend, {
      description: [hint, problem ? error(problem) : ''].filter(Boolean),
      states: ['required'],
    }),
    ...answers.map((answer, index) => {
      const [name, answerHint] = typeof answer === 'string' ? [answer, ''] : answer;
      return control('radio', name, {
        description: [answerHint, problem ? error(problem) : ''].filter(Boolean),
        states: ['not checked', `position ${index + 1}`, `set size ${answers.length}`],
      });
    }),
  ];

  it('login, phone step: the number, the documents, the consent; then each problem with its field', async () => {
    renderScreen(<LoginScreen />, { locale, loggedIn: false, answers: ANSWERS });
    await screen.findByRole('link');
    const phone = s('Номер мобильного телефона');
    const phoneHint = s('Например, +7 (701) 123-45-67');
    const mask = '+7 (___) ___-__-__';
    const consent = s('Я прочитал(а) документы и согласен(на) подписать их кодом из SMS');
    const document = `Согласие на обработку данных ${s('(откроется в новой вкладке)')}`;
    const phoneProblem = CONTRACT.phone[locale];
    const consentProblem = CONTRACT.consent[locale];
    const documents = s('Документы');

    const heard = await formPass(s('Получить код'));
    expect(heard.before).toEqual([
      heading(s('Вход и регистрация'), 1),
      textbox(phone, { hint: phoneHint, placeholder: mask }),
      control('region', documents),
      heading(documents, 2),
      control('link', document),
      control('checkbox', consent, { states: ['not checked', 'required'] }),
      button(s('Получить код')),
    ]);
    expect(heard.onSubmit).toEqual([control('alert', summary)]);
    expect(heard.after).toEqual([
      heading(s('Вход и регистрация'), 1),
      ...summaryRead([phone, phoneProblem], [consent, consentProblem]),
      textbox(phone, { hint: phoneHint, error: phoneProblem, placeholder: mask }),
      control('region', documents),
      heading(documents, 2),
      control('link', document),
      control('checkbox', consent, {
        description: [error(consentProblem)],
        states: ['not checked', 'invalid', 'required'],
      }),
      button(s('Получить код')),
    ]);
    expect(heard.onLink.at(-1)).toBe(
      textbox(phone, { hint: phoneHint, error: phoneProblem, placeholder: mask }),
    );
  });

  it('login, SMS code step: the code with its hint; then its problem with it', async () => {
    renderScreen(<LoginScreen />, { locale, loggedIn: false, answers: ANSWERS });
    type(await screen.findByRole('textbox'), '7011234567');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: s('Получить код') }));
    await screen.findByRole('heading', { level: 2, name: s('Код из SMS') });
    const code = s('Код из SMS');
    const hint = s('4 цифры');
    const problem = CONTRACT.smsCode[locale];

    const heard = await formPass(s('Подтвердить и войти'));
    // «Изменить номер телефона» is a plain <button>, not the Button component (aria-disabled).
    const tail = [
      button(s('Подтвердить и войти')),
      control('button', s('Изменить номер телефона')),
    ];
    expect(heard.before).toEqual([
      heading(s('Вход и регистрация'), 1),
      heading(code, 2),
      textbox(code, { hint }),
      ...tail,
    ]);
    expect(heard.onSubmit).toEqual([control('alert', summary)]);
    expect(heard.after).toEqual([
      heading(s('Вход и регистрация'), 1),
      heading(code, 2),
      ...summaryRead([code, problem]),
      textbox(code, { hint, error: problem }),
      ...tail,
    ]);
    expect(heard.onLink.at(-1)).toBe(textbox(code, { hint, error: problem }));
  });

  it('IIN: the number and both questions with their hints; then each problem with its field', async () => {
    renderScreen(<FormStepScreen step="iin" />, { locale });
    await screen.findByRole('heading', { level: 1, name: s('ИИН') });
    const iin = s('ИИН');
    const iinHint = s('12 цифр, последняя — контрольная');
    // An empty IIN is a required field left empty, in the contract's words as on every form.
    const iinProblem = locale === 'kk' ? 'Міндетті өріс' : 'Обязательное поле';
    const resident = s('Вы резидент Республики Казахстан?');
    const residentHint = s(
      'Резидент — гражданин Казахстана или иностранец с видом на жительство, который живёт в Казахстане постоянно. От этого зависят налоги и документы по займу.',
    );
    // The contract's words for an unanswered question, as the server's 422 says them too.
    const residentProblem =
      locale === 'kk'
        ? 'Қазақстан резиденті екеніңізді не емес екеніңізді көрсетіңіз'
        : 'Ответьте, являетесь ли вы резидентом Казахстана';
    const residentAnswers = [s('Да, я резидент РК'), s('Нет, я не резидент РК')];
    const ipdl = s('Вы публичное должностное лицо?');
    const ipdlHint = s(
      'Публичное должностное лицо (ПДЛ) — тот, кто занимает или занимал высокую государственную должность или руководит международной организацией, а также их близкие родственники и супруги. Закон о противодействии отмыванию денег обязывает нас это спросить.',
    );
    const ipdlProblem =
      locale === 'kk'
        ? 'Жария лауазымды тұлға екеніңізді не емес екеніңізді көрсетіңіз'
        : 'Ответьте, являетесь ли вы публичным должностным лицом';
    const ipdlAnswers: (string | [string, string])[] = [
      s('Нет, не являюсь'),
      [s('Да, являюсь'), s('Или я супруг(а) либо близкий родственник такого лица')],
    ];

    const heard = await formPass(s('Продолжить'));
    expect(heard.before).toEqual([
      heading(iin, 1),
      textbox(iin, { hint: iinHint }),
      ...radios(resident, residentHint, residentAnswers),
      ...radios(ipdl, ipdlHint, ipdlAnswers),
      button(s('Продолжить')),
    ]);
    expect(heard.onSubmit).toEqual([control('alert', summary)]);
    expect(heard.after).toEqual([
      heading(iin, 1),
      ...summaryRead([iin, iinProblem], [resident, residentProblem], [ipdl, ipdlProblem]),
      textbox(iin, { hint: iinHint, error: iinProblem }),
      ...radios(resident, residentHint, residentAnswers, residentProblem),
      ...radios(ipdl, ipdlHint, ipdlAnswers, ipdlProblem),
      button(s('Продолжить')),
    ]);
    expect(heard.onLink.at(-1)).toBe(textbox(iin, { hint: iinHint, error: iinProblem }));
  });

  /** The personal payload's fields as heard, with the contract's message where one is empty. */
  const personalFields = (problems: boolean) => {
    const problem = problems ? required : undefined;
    return [
      textbox(s('Фамилия'), { error: problem }),
      textbox(s('Имя'), { error: problem }),
      textbox(s('Отчество (если есть)'), { optional: true }),
      textbox(s('Электронная почта'), {
        hint: s('Пришлём на неё договор и график платежей'),
        error: problem,
      }),
    ];
  };
  const personalProblems = (): [string, string][] => [
    [s('Фамилия'), required],
    [s('Имя'), required],
    [s('Электронная почта'), required],
  ];

  /** The passport payload's fields as heard (no IIN typed before: nothing prefilled). */
  const passportFields = (problems: boolean) => {
    const date = problems ? s('Введите существующую дату в формате дд/мм/гггг') : undefined;
    const problem = problems ? required : undefined;
    const placeholder = s('дд/мм/гггг');
    const example = s('Например, 25/03/1990');
    const country = s('Страна, выдавшая документ');
    return [
      textbox(s('Дата рождения'), {
        hint: s('Заполнили по ИИН — проверьте. Формат дд/мм/гггг'),
        error: date,
        placeholder,
      }),
      ...radios(
        s('Пол'),
        s('Заполнили по ИИН — проверьте'),
        [s('Мужской'), s('Женский')],
        problems ? CONTRACT.sex[locale] : undefined,
      ),
      textbox(s('Место рождения'), { hint: s('Как в удостоверении личности'), error: problem }),
      // The reader names the select by its label; its value it takes from the value attribute.
      control('combobox', country, {
        states: ['1', 'has popup listbox', 'not expanded', 'required'],
      }),
      textbox(s('Номер удостоверения личности'), {
        hint: s('9 цифр, без букв и пробелов'),
        error: problem,
      }),
      textbox(s('Кем выдан'), { hint: s('Например, МВД РК'), error: problem }),
      textbox(s('Дата выдачи'), { hint: example, error: date, placeholder }),
      textbox(s('Действителен до'), { hint: example, error: date, placeholder }),
    ];
  };
  const passportProblems = (): [string, string][] => {
    const date = s('Введите существующую дату в формате дд/мм/гггг');
    return [
      [s('Дата рождения'), date],
      [s('Пол'), CONTRACT.sex[locale]],
      [s('Место рождения'), required],
      [s('Номер удостоверения личности'), required],
      [s('Кем выдан'), required],
      [s('Дата выдачи'), date],
      [s('Действителен до'), date],
    ];
  };
  /** The country select's one option: read inside the combobox, not a field of its own. */
  const withoutOptions = (heard: string[]) =>
    heard.filter((phrase) => !phrase.startsWith('option,'));

  it('personal data: names and e-mail, the middle name optional; then each problem with its field', async () => {
    renderScreen(<FormStepScreen step="personal" />, { locale, step: 'personal' });
    const title = s('Личные данные');
    await screen.findByRole('heading', { level: 1, name: title });

    const heard = await formPass(s('Продолжить'));
    expect(heard.before).toEqual([
      heading(title, 1),
      ...personalFields(false),
      button(s('Продолжить')),
    ]);
    expect(heard.onSubmit).toEqual([control('alert', summary)]);
    expect(heard.after).toEqual([
      heading(title, 1),
      ...summaryRead(...personalProblems()),
      ...personalFields(true),
      button(s('Продолжить')),
    ]);
    expect(heard.onLink.at(-1)).toBe(textbox(s('Фамилия'), { error: required }));
  });

  it('personal data refused by the server (422 on the e-mail, sandbox scenario 0401): the alert, then the e-mail with the server’s words, invalid', async () => {
    // The server's words in the applicant's language, as the sandbox answers them.
    const taken = serverText('emailTaken', locale);
    const { server } = renderScreen(<FormStepScreen step="personal" />, {
      locale,
      step: 'personal',
      invalid: { 'POST /rest/registration/personal': { email: [taken] } },
    });
    const title = s('Личные данные');
    await screen.findByRole('heading', { level: 1, name: title });
    type(screen.getByRole('textbox', { name: s('Фамилия') }), 'Сапарова');
    type(screen.getByRole('textbox', { name: s('Имя') }), 'Айгерим');
    type(screen.getByRole('textbox', { name: s('Электронная почта') }), 'taken@example.kz');

    // The submit passes the screen's own checks and reaches the server, which refuses it:
    // the summary takes focus and its alert is what is heard.
    await virtual.start({ container: document.body });
    const onSubmit = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Продолжить') }));
      await screen.findByRole('alert');
    });
    await virtual.stop();
    expect(server.seen).toContain('POST /rest/registration/personal');
    expect(onSubmit).toEqual([control('alert', summary)]);
    expect(document.activeElement).toBe(screen.getByRole('alert'));

    // From the top: the summary names the field with the server's words; the field says them.
    const email = s('Электронная почта');
    const emailHeard = textbox(email, {
      value: 'taken@example.kz',
      hint: s('Пришлём на неё договор и график платежей'),
      error: taken,
    });
    expect(controls(await readWholePage())).toEqual([
      heading(title, 1),
      ...summaryRead([email, taken]),
      textbox(s('Фамилия'), { value: 'Сапарова' }),
      textbox(s('Имя'), { value: 'Айгерим' }),
      textbox(s('Отчество (если есть)'), { optional: true }),
      emailHeard,
      button(s('Продолжить')),
    ]);

    // The summary's link lands on the e-mail, read with the server's message as invalid.
    await virtual.start({ container: document.body });
    const onLink = await spokenDuring(() =>
      fireEvent.click(screen.getByRole('link', { name: `${email}: ${taken}` })),
    );
    await virtual.stop();
    expect(onLink.at(-1)).toBe(emailHeard);

    // The same address sent again is refused again (0401 keeps it): heard again, from the field.
    await virtual.start({ container: document.body });
    const again = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Продолжить') }));
      await vi.waitFor(() =>
        expect(
          server.seen.filter((call) => call === 'POST /rest/registration/personal'),
        ).toHaveLength(2),
      );
    });
    await virtual.stop();
    expect(again.at(-1)).toBe(control('alert', summary));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('passport: every field of the identity card; then each problem with its field', async () => {
    renderScreen(<FormStepScreen step="passport" />, {
      locale,
      step: 'passport',
      answers: ANSWERS,
    });
    const title = s('Удостоверение личности');
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findByRole('option', { name: COUNTRY });

    const heard = await formPass(s('Продолжить'));
    expect(withoutOptions(heard.before)).toEqual([
      heading(title, 1),
      ...passportFields(false),
      button(s('Продолжить')),
    ]);
    expect(heard.onSubmit).toEqual([control('alert', summary)]);
    expect(withoutOptions(heard.after)).toEqual([
      heading(title, 1),
      ...summaryRead(...passportProblems()),
      ...passportFields(true),
      button(s('Продолжить')),
    ]);
    expect(heard.onLink.at(-1)).toBe(
      textbox(s('Дата рождения'), {
        hint: s('Заполнили по ИИН — проверьте. Формат дд/мм/гггг'),
        error: s('Введите существующую дату в формате дд/мм/гггг'),
        placeholder: s('дд/мм/гггг'),
      }),
    );
  });

  it('personal data and passport on one screen: both sections; then each problem with its field', async () => {
    renderScreen(<FormStepScreen step="personal_and_passport" />, {
      locale,
      step: 'personal_and_passport',
      answers: ANSWERS,
    });
    const title = s('Личные данные и удостоверение личности');
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findByRole('option', { name: COUNTRY });
    const sections = (problems: boolean) => [
      control('region', s('О вас')),
      heading(s('О вас'), 2),
      ...personalFields(problems),
      control('region', s('Удостоверение личности')),
      heading(s('Удостоверение личности'), 2),
      ...passportFields(problems),
    ];

    const heard = await formPass(s('Продолжить'));
    expect(withoutOptions(heard.before)).toEqual([
      heading(title, 1),
      ...sections(false),
      button(s('Продолжить')),
    ]);
    expect(heard.onSubmit).toEqual([control('alert', summary)]);
    expect(withoutOptions(heard.after)).toEqual([
      heading(title, 1),
      ...summaryRead(...personalProblems(), ...passportProblems()),
      ...sections(true),
      button(s('Продолжить')),
    ]);
    expect(heard.onLink.at(-1)).toBe(textbox(s('Фамилия'), { error: required }));
  });
});

/**
 * What a reader already running hears as `node` opens after another screen of the same page
 * load (the router's mark of a client-side navigation for PageHeading, a registration screen
 * shown before for ScreenHeading): the last thing said on the focus move, live regions left out.
 */
async function heardOnOpening(
  node: ReactNode,
  options: Parameters<typeof renderScreen>[1] & { title: string },
): Promise<string | undefined> {
  return (await openScreen(node, options)).heard;
}

/** heardOnOpening, with the rendered screen's fake server and runtime. */
async function openScreen(
  node: ReactNode,
  options: Parameters<typeof renderScreen>[1] & { title: string },
): Promise<ReturnType<typeof renderScreen> & { heard: string | undefined }> {
  render(<ScreenHeading>{'before'}</ScreenHeading>).unmount();
  markClientNavigation();
  const page = document.createElement('p');
  page.textContent = 'page';
  document.body.append(page);
  await virtual.start({ container: document.body });
  try {
    const rendered = renderScreen(node, options);
    await screen.findByRole('heading', { level: 1, name: options.title });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const log = await virtual.spokenPhraseLog();
    const heard = log.filter((phrase) => !/^(polite|assertive): /.test(phrase)).at(-1);
    return { ...rendered, heard };
  } finally {
    await virtual.stop();
    page.remove();
  }
}

/** Tenge as the calculator writes them: 300 000 ₸. */
const tenge = (amount: number) => `${readable(amount.toLocaleString('ru-RU'))} ₸`;

describe.each(LOCALES)(
  'the liveness error and the cabinet heard with a screen reader (%s)',
  (locale) => {
    const s = (russian: string, values?: Record<string, string | number>) =>
      say(locale, russian, values);
    const prefix = locale === 'kk' ? '/kk' : '';
    const heading = (text: string, level: number) =>
      control('heading', text, { states: [`level ${level}`] });
    const { phone } = appConfig.contacts;
    const livenessError = (reason: string, title: string) =>
      heardOnOpening(
        <Routed path={`${prefix}/register/liveness-error`}>
          <LivenessErrorScreen />
        </Routed>,
        { locale, step: 'liveness_failed', stepError: reason, title },
      );

    it('low similarity (SPEC §2, §8): opens at its heading; the advice, the retry, the phone and the branch', async () => {
      const title = s('Фото не совпало с данными государственной базы');
      expect(await livenessError('coiderrortype_low_similarity', title)).toBe(heading(title, 1));
      const sentence = s(
        'Не получается? Позвоните нам: <0>{phone}</0> или приходите в <1>ближайшее отделение</1>.',
      );
      expect(controls(await readWholePage())).toEqual([
        heading(s('Фото не совпало с данными государственной базы'), 1),
        heading(s('Что можно сделать'), 2),
        control('button', s('Сделать селфи ещё раз')),
        control('link', phone),
        control('link', part(sentence, 1)),
      ]);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        s('Проверьте, правильно ли указан ИИН.'),
        s(
          'Обновите страницу и сделайте селфи ещё раз: при хорошем освещении, без очков и головного убора.',
        ),
        s('Если есть возможность, воспользуйтесь устройством с камерой получше.'),
      ]);
    });

    it('«we are already fixing it» (SPEC §2, §8): opens at its heading; another device, the phone, the branch', async () => {
      const title = s('Мы уже исправляем ошибку');
      expect(await livenessError('coiderrortype_coid_server_error', title)).toBe(heading(title, 1));
      expect(controls(await readWholePage())).toEqual([
        heading(s('Мы уже исправляем ошибку'), 1),
        heading(s('Что можно сделать сейчас'), 2),
        control('link', phone),
        control('link', part(s('Обратитесь в <0>ближайшее отделение</0>.'), 0)),
      ]);
    });

    it('the cabinet opens at its heading; the loan calculator’s amount is named, hinted and tied to its error', async () => {
      i18n.load(locale, locale === 'kk' ? calculatorsKk : calculatorsRu);
      const title = s('Личный кабинет');
      // The calculator in the cabinet as the route composes them (register/lk.tsx).
      const cabinet = (
        <Routed path={`${prefix}/register/lk`}>
          <CabinetScreen
            initial={{ product: 'pdl', amount: 78_500, term: 14, method: 'annuity' }}
            calculator={(value, onChange, onValidity) => (
              <LoanCalculator
                value={value}
                onChange={onChange}
                strictAmount
                onAmountValidity={onValidity}
              />
            )}
          />
        </Routed>
      );
      const options = { locale, step: 'personal_cabinet', answers: ANSWERS, title };
      expect(await heardOnOpening(cabinet, options)).toBe(heading(title, 1));
      const { min, max, step } = PRODUCTS.pdl.amount;
      const range = { minimum: tenge(min), maximum: tenge(max), stepText: tenge(step) };
      const amount = s('Сумма займа');
      const hint = s('От {minimum} до {maximum}, шаг {stepText}', range);
      const before = (await readWholePage()).map(readable);
      expect(controls(before).slice(0, 3)).toEqual([
        heading(title, 1),
        control('region', s('Сумма и расчёт займа')),
        heading(s('Сумма и расчёт займа'), 2),
      ]);
      // Role, name, value, hint.
      expect(before).toContain(`textbox, ${amount}, 78 500, ${hint}`);

      // An amount the product does not offer: refused, and said with the field.
      const field = screen.getByRole('textbox', { name: amount });
      fireEvent.change(field, { target: { value: '1 000 000' } });
      fireEvent.keyDown(field, { key: 'Enter' });
      const problem = s('Введите сумму от {minimum} до {maximum}', range);
      const after = (await readWholePage()).map(readable);
      expect(after).toContain(`textbox, ${amount}, 1 000 000, ${problem} ${hint}, invalid`);
      expect(after[after.indexOf('alert') + 1]).toBe(problem);
    });
  },
);

describe.each(LOCALES)('a wait with stages heard with a screen reader (%s)', (locale) => {
  it('reads each stage with its state as a word of its own, not glued to the stage', async () => {
    const s = (russian: string) => say(locale, russian);
    renderScreen(
      <WaitingScreen
        title="Wait"
        status="Status"
        stages={[
          { key: 'one', label: 'Stage one' },
          { key: 'two', label: 'Stage two' },
          { key: 'three', label: 'Stage three' },
        ]}
        current="two"
      />,
      { locale, step: 'client_creating', answers: ANSWERS },
    );
    await screen.findByRole('heading', { level: 1, name: 'Wait' });
    const heard = await readWholePage();
    const states = [s('— готово'), s('— выполняется'), s('— впереди')];
    ['Stage one', 'Stage two', 'Stage three'].forEach((stage, index) =>
      expect(heard[heard.indexOf(stage) + 1]).toBe(states[index]),
    );
    // A reader that reads an item in one go (TalkBack) gets its text: the state a word apart.
    const items = screen.getAllByRole('listitem').map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });
    expect(items).toEqual([
      `Stage one ${states[0]}`,
      `Stage two ${states[1]}`,
      `Stage three ${states[2]}`,
    ]);
  });
});

describe.each(LOCALES)('the photo screen heard with a screen reader (%s)', (locale) => {
  const s = (russian: string) => say(locale, russian);
  const prefix = locale === 'kk' ? '/kk' : '';
  const heading = (text: string, level: number) =>
    control('heading', text, { states: [`level ${level}`] });

  /** The browser refuses the camera, as it does when the applicant (or a setting) says no. */
  function denyCamera() {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    return getUserMedia;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('opens at its heading; the advice and the camera button; a denied camera is heard at its advice, the retry again', async () => {
    const getUserMedia = denyCamera();
    const title = s('Селфи для проверки личности');
    // The in-app mock provider (?liveness=mock): the browser's own camera, its own errors.
    const liveness = {
      provider: () =>
        mockProvider({ outcome: 'success', hintText: (hint) => i18n._(HINT_MESSAGES[hint]) }),
      apiBase: '',
    };
    const photo = (
      <Routed path={`${prefix}/register/photo`}>
        <PhotoScreen />
      </Routed>
    );
    expect(await heardOnOpening(photo, { locale, step: 'verigram', title, liveness })).toBe(
      heading(title, 1),
    );

    // Before the camera: what the check is, how to stand, that the browser will ask; the button.
    const tips = [
      s(
        'Мы сравним ваше селфи с фотографией из государственной базы данных. Это займёт несколько секунд.',
      ),
      s('Встаньте в хорошо освещённом месте, свет должен падать на лицо.'),
      s('Снимите очки и головной убор.'),
      s('Держите телефон на уровне глаз.'),
      s('Браузер спросит разрешение на камеру — нажмите «Разрешить».'),
    ];
    const before = await readWholePage();
    expect(controls(before)).toEqual([
      heading(title, 1),
      control('button', s('Включить камеру')),
      control('button', s('Нет камеры? Сделать селфи на телефоне')),
    ]);
    expect(before.filter((phrase) => tips.includes(phrase))).toEqual(tips);
    expect(before.filter((phrase) => phrase.startsWith('listitem,'))).toHaveLength(3);

    // The camera asked for and refused: the camera's heading, then the advice's, take focus.
    const denied = s('Нет доступа к камере');
    const advice = heading(denied, 2);
    const camera = heading(s('Смотрите в камеру'), 2);
    await virtual.start({ container: document.body });
    const onStart = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Включить камеру') }));
      // The red ring stays 700 ms (OUTCOME_PAUSE_MS) before the advice.
      await screen.findByRole('heading', { level: 2, name: denied }, { timeout: 5000 });
    });
    await virtual.stop();
    expect(getUserMedia).toHaveBeenCalledOnce();
    const moves = (heard: string[]) => heard.filter((phrase) => !phrase.startsWith('polite: '));
    expect(moves(onStart)).toEqual([camera, advice]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: denied }));
    // The camera's hint line went with the camera, and the offer under the advice waits in
    // plain words: nothing is left to speak over the advice (the copy's region is silent).
    expect(screen.queryAllByRole('status').map((region) => region.textContent)).toEqual(['']);

    // The advice from the top: what to do on each phone, the retry, the phone number; then the
    // offer to take the selfie on a phone (issue 33), its link to copy.
    const after = await readWholePage();
    const offer = s('Продолжить на телефоне');
    expect(controls(after)).toEqual([
      heading(title, 1),
      control('region', denied),
      advice,
      heading('Android, Google Chrome', 3),
      heading('iPhone, Safari', 3),
      control('button', s('Попробовать ещё раз')),
      control('link', appConfig.contacts.phone),
      control('region', offer),
      heading(offer, 2),
      control('button', s('Скопировать ссылку')),
    ]);
    expect(after).toContain(s('Ждём селфи с телефона…'));
    const steps = [
      s('Чтобы сделать селфи, разрешите сайту пользоваться камерой. Вот как это сделать:'),
      s('Нажмите на значок слева от адреса сайта.'),
      s(
        'Откройте «Разрешения» и включите «Камера». Если такого пункта нет: «⋮» → «Настройки» → «Настройки сайтов» → «Камера», найдите этот сайт и выберите «Разрешить».',
      ),
      s('Нажмите «аА» или значок настроек в адресной строке и выберите «Настройки веб-сайта».'),
      s(
        'В пункте «Камера» выберите «Разрешить». Если пункта нет: «Настройки» iPhone → «Safari» → «Камера» → «Разрешить».',
      ),
      s('Затем вернитесь на эту страницу и нажмите «Попробовать ещё раз».'),
    ];
    expect(after.filter((phrase) => steps.includes(phrase))).toEqual(steps);

    // Refused again: heard again, the focus back on the advice.
    await virtual.start({ container: document.body });
    const onRetry = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Попробовать ещё раз') }));
      await screen.findByRole('heading', { level: 2, name: s('Смотрите в камеру') });
      // The red ring stays 700 ms (OUTCOME_PAUSE_MS) before the advice.
      await screen.findByRole('heading', { level: 2, name: denied }, { timeout: 5000 });
    });
    await virtual.stop();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(moves(onRetry)).toEqual([camera, advice]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: denied }));
  });

  // Issue 33: a computer's photo screen opens with the offer to take the selfie on a phone.
  it('on a computer opens with the offer: the QR code named, the link, the wait in a live region; the way to the camera and back moves the focus', async () => {
    device.desktop = true;
    onTestFinished(() => {
      device.desktop = false;
    });
    const title = s('Селфи для проверки личности');
    const offer = s('Продолжить на телефоне');
    const photo = (
      <Routed path={`${prefix}/register/photo`}>
        <PhotoScreen />
      </Routed>
    );
    const phone = '77011234567';
    expect(await heardOnOpening(photo, { locale, step: 'verigram', title, phone })).toBe(
      heading(title, 1),
    );

    const page = await readWholePage();
    expect(controls(page)).toEqual([
      heading(title, 1),
      control('region', offer),
      heading(offer, 2),
      control('button', s('Скопировать ссылку')),
      control('button', s('Сделать селфи на этом устройстве')),
    ]);
    // What happens next, in three lines; the link the code holds, written out to copy.
    expect(page.filter((phrase) => phrase.startsWith('listitem,'))).toHaveLength(3);
    expect(page).toContain(
      say(
        locale,
        'Войдите по номеру {number}: мы пришлём код в SMS. Анкета откроется на шаге селфи.',
        { number: '+7 (701) 123-45-67' },
      ),
    );
    const link = `${window.location.origin}${prefix}/login?phone=${phone}`;
    expect(page).toContain(link);
    expect(
      screen.getByRole('img', { name: s('QR-код: ссылка для входа с телефона') }),
    ).toBeTruthy();
    // The wait is said in a live region that was there from the start.
    const waiting = screen
      .getAllByRole('status')
      .find((region) => region.textContent === s('Ждём селфи с телефона…'));
    expect(waiting).toBeDefined();

    // "Take the selfie here": the camera's button has the focus the pressed button had.
    fireEvent.click(screen.getByRole('button', { name: s('Сделать селфи на этом устройстве') }));
    const start = await screen.findByRole('button', { name: s('Включить камеру') });
    expect(document.activeElement).toBe(start);
    expect(screen.queryByRole('region', { name: offer })).toBeNull();

    // And back to the phone: the offer's heading has it.
    fireEvent.click(
      screen.getByRole('button', { name: s('Нет камеры? Сделать селфи на телефоне') }),
    );
    const back = await screen.findByRole('heading', { level: 2, name: offer });
    expect(document.activeElement).toBe(back);
  });
});

describe.each(LOCALES)('signing and its waits heard with a screen reader (%s)', (locale) => {
  const s = (russian: string) => say(locale, russian);
  const heading = (text: string, level: number) =>
    control('heading', text, { states: [`level ${level}`] });

  it('signing failed: opens at its heading; the retry; its progress is said in a live region already there', async () => {
    const title = s('Документы не подписаны');
    const opened = await openScreen(<SigningInitErrorScreen />, {
      locale,
      step: 'signing_failed',
      title,
      answers: { 'PUT /rest/registration/signing/repeat': inFlight },
    });
    expect(opened.heard).toBe(heading(title, 1));
    const page = await readWholePage();
    expect(controls(page)).toEqual([
      heading(title, 1),
      control('button', s('Подписать ещё раз'), { states: ['not disabled'] }),
      control('link', appConfig.contacts.phone),
    ]);
    expect(page).toContain(
      s(
        'Подписание не состоялось: страница подписания не открылась или подпись была отклонена. Ваши данные сохранены — можно подписать документы ещё раз.',
      ),
    );

    await virtual.start({ container: document.body });
    const onRepeat = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Подписать ещё раз') }));
      await screen.findByRole('button', { name: s('Готовим документы заново…') });
    });
    await virtual.stop();
    expect(opened.server.seen).toContain('PUT /rest/registration/signing/repeat');
    expect(onRepeat).toContain(`polite: ${s('Готовим документы к подписанию заново…')}`);
  });

  /** A wait from the top: its heading, then its status as a live region says it. */
  const waitRead = (title: string, status: string) => [
    heading(title, 1),
    'status',
    status,
    'end of status',
  ];

  it('preparing the documents: opens at its heading; the status says it, then says they are ready', async () => {
    const title = s('Готовим документы к подписанию');
    const opened = await openScreen(<SigningInitWaitScreen />, {
      locale,
      step: 'signing_init',
      title,
      // The signing page's address stays in flight: the screen stays to be heard.
      answers: { 'GET /rest/registration/signing/redirect': inFlight },
    });
    expect(opened.heard).toBe(heading(title, 1));
    const page = await readWholePage();
    expect(page.slice(1, 5)).toEqual(waitRead(title, s('Формируем договор и заявление на заём…')));

    // The server moves on (read when the realtime channel comes up): the status says so.
    opened.server.step = 'signing_init_success';
    await virtual.start({ container: document.body });
    const onReady = await spokenDuring(async () => {
      opened.runtime.registration().send({ type: 'realtime.up' });
      await screen.findByText(s('Документы готовы. Открываем страницу подписания…'));
    });
    await virtual.stop();
    expect(onReady).toEqual([`polite: ${s('Документы готовы. Открываем страницу подписания…')}`]);
  });

  it.each([
    [
      'the photo checked',
      'waiting_liveness_results',
      <LivenessWaitingResultsScreen key="liveness" />,
      'Проверяем фотографию',
      'Сравниваем ваше фото с фотографией из государственной базы…',
    ],
    [
      'the signature checked',
      'signing_result',
      <SigningWaitingResultsScreen key="signing" />,
      'Проверяем подпись',
      'Получаем подтверждение подписи документов…',
    ],
  ])(
    '%s: opens at its heading; its status is a live region',
    async (_, step, node, title, status) => {
      const opened = await openScreen(node, { locale, step, title: s(title) });
      expect(opened.heard).toBe(heading(s(title), 1));
      const page = await readWholePage();
      expect(page.slice(1, 5)).toEqual(waitRead(s(title), s(status)));
    },
  );
});

describe.each(LOCALES)('progress said by a live region already in the page (%s)', (locale) => {
  const s = (russian: string, values?: Record<string, string | number>) =>
    say(locale, russian, values);
  const prefix = locale === 'kk' ? '/kk' : '';

  it('login: waiting for the consent documents, then sending a new code (focus kept in the code field)', async () => {
    let documents: () => void = () => {};
    const loaded = new Promise((resolve) => {
      documents = () => resolve(ANSWERS['GET /rest/documents/list/registration']);
    });
    let codes = 0;
    renderScreen(<LoginScreen />, {
      locale,
      loggedIn: false,
      answers: {
        ...ANSWERS,
        'GET /rest/documents/list/registration': () => loaded,
        // The first code can be sent again at once; the second one stays in flight.
        'POST /rest/documents/sign': () =>
          (codes += 1) === 1 ? { sms_sent: true, resend_after: 0 } : inFlight(),
      },
    });
    type(await screen.findByRole('textbox'), '7011234567');
    fireEvent.click(screen.getByRole('checkbox'));

    await virtual.start({ container: document.body });
    const onWaiting = await spokenDuring(async () => {
      fireEvent.click(screen.getByRole('button', { name: s('Получить код') }));
      await screen.findByText(s('Отправим код, как только загрузятся документы для согласия.'));
    });
    await virtual.stop();
    expect(onWaiting).toContain(
      `polite: ${s('Отправим код, как только загрузятся документы для согласия.')}`,
    );

    documents();
    await screen.findByRole('heading', { level: 2, name: s('Код из SMS') });
    await virtual.start({ container: document.body });
    const onResend = await spokenDuring(async () => {
      const again = await screen.findByRole('button', { name: s('Отправить код ещё раз') });
      again.focus();
      fireEvent.click(again);
      await screen.findByText(s('Отправляем новый код…'));
    });
    await virtual.stop();
    expect(onResend).toContain(`polite: ${s('Отправляем новый код…')}`);
    // The button goes while the code is sent: focus is not dropped on the page's body, it
    // waits in the code field.
    const code = screen.getByRole('textbox', { name: s('Код из SMS') });
    expect(document.activeElement).toBe(code);
    expect(onResend).toContain(`textbox, ${s('Код из SMS')}, ${s('4 цифры')}, required`);
  });

  it('cabinet: sending the application', async () => {
    const title = s('Личный кабинет');
    renderScreen(
      <Routed path={`${prefix}/register/lk`}>
        <CabinetScreen
          initial={{ product: 'pdl', amount: 78_500, term: 14, method: 'annuity' }}
          calculator={() => null}
        />
      </Routed>,
      {
        locale,
        step: 'personal_cabinet',
        answers: { ...ANSWERS, 'POST /rest/cabinet': inFlight },
      },
    );
    await screen.findByRole('heading', { level: 1, name: title });
    const apply = s('Подать заявку на {amount} ₸', { amount: '78 500' });
    await virtual.start({ container: document.body });
    const onApply = await spokenDuring(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: (name) => readable(name) === readable(apply) }),
      );
      await screen.findByText(s('Отправляем заявку…'), { selector: '[role="status"]' });
    });
    await virtual.stop();
    expect(onApply).toContain(`polite: ${s('Отправляем заявку…')}`);
  });
});

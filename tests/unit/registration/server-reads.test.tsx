// @vitest-environment jsdom
// The reads the login and registration screens make themselves (the consent documents, the
// country list, whom the cabinet greets), through the runtime's query cache and the routes'
// loaders: what the applicant sees of them, and what the server is asked.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor as until } from 'xstate';
import { screenFor } from '../../../machines/registration';
import { isLoggedIn } from '../../../machines/session';
import { NO_REGISTRATION } from '../../../src/features/registration/gate';
import { loginLoader, startFormReads } from '../../../src/features/registration/loader';
import { LoginScreen } from '../../../src/features/registration/screens/LoginScreen';
import { FormStepScreen } from '../../../src/features/registration/screens/form/FormStepScreen';
import { localeEntry } from '../../../src/platform/locale';
import { activate } from '../../support/render';
import { renderUnder, screenRuntime } from '../../support/render-screen';
import type { FakeServerOptions } from './fake-server';

/** A runtime over the fake server: logged in on `step`'s screen, or (null) on the phone form. */
async function applicantOn(step: string | null, answers: FakeServerOptions['answers']) {
  const { server, runtime } = screenRuntime({
    step: step ?? 'iin',
    loggedIn: step !== null,
    answers,
  });
  if (step !== null) {
    await until(runtime.registration(), (snapshot) => screenFor(snapshot).step === step);
  }
  /** What a registration route's loader is given at `pathname`. */
  const route = (pathname: string) => ({
    location: { pathname },
    context: { registration: { ...NO_REGISTRATION, runtime: () => runtime } },
  });
  const asked = (call: string) => server.seen.filter((seen) => seen === call).length;
  return { runtime, route, asked };
}

const COUNTRIES = 'GET /rest/registration/countries';
const DOCUMENTS = 'GET /rest/documents/list/registration';
const CLIENT_INFO = 'GET /rest/client/info';
const COUNTRY_FIELD = 'Страна, выдавшая документ';

/** Whether a request asks for Kazakh names (its Accept-Language). */
const kazakh = (headers: Headers) =>
  headers.get('accept-language') === localeEntry('kk').backendCode;

/** The country list in the language of the request's Accept-Language. */
const countriesByLanguage = (_: unknown, headers: Headers) => ({
  countries: kazakh(headers) ? [{ id: 12, name: 'Ресей' }] : [{ id: 12, name: 'Россия' }],
  default_country_id: 12,
});

const optionsOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

/** Answers 404 the first time, then `body`. */
function failingOnce(body: unknown) {
  let calls = 0;
  return () =>
    (calls += 1) === 1
      ? new Response(JSON.stringify({ message: 'нет' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        })
      : body;
}

describe('the country list', () => {
  it('fetched ahead by the form route, is on screen at the form’s first render', async () => {
    const { runtime, route, asked } = await applicantOn('passport', {
      [COUNTRIES]: countriesByLanguage,
    });
    startFormReads(route('/register/passport'), 'passport');
    await runtime.queries.client.query(runtime.queries.countries('ru'));

    renderUnder(runtime, <FormStepScreen step="passport" />);
    const select = screen.getByLabelText<HTMLSelectElement>(COUNTRY_FIELD);
    expect(optionsOf(select)).toEqual(['Россия']);
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('12');
    expect(asked(COUNTRIES)).toBe(1);
  });

  it('not fetched ahead, is loading at the first render and asked for by the form', async () => {
    const { runtime, asked } = await applicantOn('passport', { [COUNTRIES]: countriesByLanguage });
    renderUnder(runtime, <FormStepScreen step="passport" />);
    const select = screen.getByLabelText<HTMLSelectElement>(COUNTRY_FIELD);
    expect(optionsOf(select)).toEqual(['Загружаем список…']);
    await waitFor(() => expect(optionsOf(select)).toEqual(['Россия']));
    expect(asked(COUNTRIES)).toBe(1);
  });

  it('once failed, shows the failure with its retry, and the retry asks the server again', async () => {
    const { runtime, route, asked } = await applicantOn('passport', {
      [COUNTRIES]: failingOnce(countriesByLanguage(null, new Headers())),
    });
    // The route's read fails: the form, mounted later, asks again by itself.
    startFormReads(route('/register/passport'), 'passport');
    await waitFor(() => expect(asked(COUNTRIES)).toBe(1));
    renderUnder(runtime, <FormStepScreen step="passport" />);
    const select = screen.getByLabelText<HTMLSelectElement>(COUNTRY_FIELD);
    await waitFor(() => expect(optionsOf(select)).toEqual(['Россия']));
    expect(asked(COUNTRIES)).toBe(2);
  });

  it('failing on the form, shows its retry; the retry asks again and fills the list', async () => {
    const { runtime, asked } = await applicantOn('passport', {
      [COUNTRIES]: failingOnce(countriesByLanguage(null, new Headers())),
    });
    renderUnder(runtime, <FormStepScreen step="passport" />);
    const retry = await screen.findByRole('button', { name: 'Загрузить список стран ещё раз' });
    expect(screen.getByText('Не удалось загрузить список стран')).toBeTruthy();
    expect(asked(COUNTRIES)).toBe(1);

    fireEvent.click(retry);
    const select = screen.getByLabelText<HTMLSelectElement>(COUNTRY_FIELD);
    await waitFor(() => expect(optionsOf(select)).toEqual(['Россия']));
    expect(asked(COUNTRIES)).toBe(2);
    expect(screen.queryByRole('button', { name: 'Загрузить список стран ещё раз' })).toBeNull();
  });

  it('after a language switch, is asked for in the other language; the list stays meanwhile', async () => {
    const { runtime, asked } = await applicantOn('passport', { [COUNTRIES]: countriesByLanguage });
    renderUnder(runtime, <FormStepScreen step="passport" />);
    const ru = screen.getByLabelText<HTMLSelectElement>(COUNTRY_FIELD);
    await waitFor(() => expect(optionsOf(ru)).toEqual(['Россия']));

    act(() => activate('kk'));
    const kk = screen.getByRole<HTMLSelectElement>('combobox');
    // The Russian names stay until the Kazakh ones are here: the field never empties.
    expect(optionsOf(kk)).toEqual(['Россия']);
    await waitFor(() => expect(optionsOf(kk)).toEqual(['Ресей']));
    expect(kk.value).toBe('12');
    expect(asked(COUNTRIES)).toBe(2);
  });
});

describe('the consent documents', () => {
  const LIST = {
    documents: [{ id: 11, name: 'Согласие на обработку данных', url: 'https://docs.test/11' }],
  };

  it('awaited by the login route, are listed at the screen’s first render', async () => {
    const { runtime, route, asked } = await applicantOn(null, { [DOCUMENTS]: LIST });
    await loginLoader(route('/login'));
    renderUnder(runtime, <LoginScreen />);
    expect(screen.getByRole('link', { name: /Согласие на обработку данных/ })).toBeTruthy();
    expect(asked(DOCUMENTS)).toBe(1);
  });

  it('after a language switch, are asked for in the other language; the list stays meanwhile', async () => {
    const { runtime, asked } = await applicantOn(null, {
      [DOCUMENTS]: (_: unknown, headers: Headers) => ({
        documents: [{ ...LIST.documents[0], name: kazakh(headers) ? 'Келісім' : 'Согласие' }],
      }),
    });
    renderUnder(runtime, <LoginScreen />);
    expect(await screen.findByRole('link', { name: /Согласие/ })).toBeTruthy();

    act(() => activate('kk'));
    expect(screen.getByRole('link', { name: /Согласие/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Келісім/ })).toBeTruthy();
    expect(asked(DOCUMENTS)).toBe(2);
  });

  it('failed in the route, show the failure at once; its retry asks the server again', async () => {
    const { runtime, route, asked } = await applicantOn(null, { [DOCUMENTS]: failingOnce(LIST) });
    await loginLoader(route('/login'));
    renderUnder(runtime, <LoginScreen />);
    const retry = screen.getByRole('button', { name: 'Загрузить ещё раз' });
    expect(screen.getByText('Не удалось загрузить документы для согласия.')).toBeTruthy();
    expect(asked(DOCUMENTS)).toBe(1);

    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Согласие на обработку данных/ })).toBeTruthy();
    expect(asked(DOCUMENTS)).toBe(2);
  });
});

describe('whom the cabinet greets', () => {
  it('is forgotten at logout: the next login asks the server for its own', async () => {
    const names = ['Айгерим', 'Болат'];
    const { runtime, asked } = await applicantOn('personal_cabinet', {
      [CLIENT_INFO]: () => ({
        phone: '+7 (701) ***-**-67',
        first_name: names[asked(CLIENT_INFO) - 1],
        step_name: 'personal_cabinet',
      }),
      'POST /rest/documents/sign': (body: { sms_code?: string }) =>
        body.sms_code
          ? { potentialContractId: 5, documentToken: 'document-token' }
          : { sms_sent: true, resend_after: 60 },
      'POST /rest/auth': { bearerToken: 'token-2' },
    });
    const { client, clientInfo } = runtime.queries;
    expect((await client.query(clientInfo())).first_name).toBe('Айгерим');

    runtime.logout();
    expect(client.getQueriesData({ queryKey: ['client-info'] })).toEqual([]);
    const { session } = runtime;
    session.send({ type: 'phone.submit', phone: '+77011234567', documentIds: [11] });
    await until(session, (snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    session.send({ type: 'code.submit', smsCode: '4567' });
    await until(session, isLoggedIn);

    expect((await client.query(clientInfo())).first_name).toBe('Болат');
    expect(asked(CLIENT_INFO)).toBe(2);
  });
});

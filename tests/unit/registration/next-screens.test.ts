// Issue 31: while the applicant fills a step, once the browser is idle, the screens the flow
// expects next are preloaded (their code, and their data through the routes' loaders), in the
// applicant's language; nothing before the screen shown now has loaded, nothing on a connection
// that asks to save data, nothing on the phone form of a visitor who may never sign in. The next
// steps are the declarations' `next`, SANDBOX.md's flows (personal → passport; the IIN →
// personal, personal and passport together, or the wait for the external data).
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { nextSteps, SAMPLE_VALUES, stepDeclaration, type StepName } from '../../../contract';
import { screenFor } from '../../../machines/registration';
import {
  prefetchNextScreens,
  type ScreenPreloader,
} from '../../../src/features/registration/next-screens';
import {
  createRegistrationRuntime,
  memoryTokenStore,
  type RegistrationRuntime,
} from '../../../src/features/registration/runtime';
import { fakeServer } from './fake-server';

const routeOf = (step: StepName) => stepDeclaration(step).route;
/** The screen after the personal form in the standard scenario (today the passport's). */
const [afterPersonal] = nextSteps('personal') as [StepName];

let runtime: RegistrationRuntime | null = null;
let stop = () => {};
afterEach(() => {
  stop();
  runtime?.stop();
  runtime = null;
});

/** A runtime whose applicant the server has on `step` (null: signed out). */
async function applicantOn(step: string | null) {
  const server = fakeServer(step ?? 'iin', {
    answers: { 'POST /rest/documents/sign': { sms_sent: true, resend_after: 60 } },
  });
  runtime = createRegistrationRuntime({
    api: server.api,
    tokens: memoryTokenStore({ session: step === null ? null : 'token-1' }),
    location: { href: () => 'http://app.test/register/personal', replace: () => {} },
    storage: null,
    onFatal: () => {},
    journey: null,
  });
  if (step !== null) {
    await waitFor(runtime.registration(), (snapshot) => screenFor(snapshot).step === step);
  }
  return runtime;
}

/** The browser's idle moments, run by the test; the router's preloads, recorded. */
function browser({ saveData = false, pathname = '/register/personal' } = {}) {
  const idle: (() => void)[] = [];
  const preloaded: string[] = [];
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const preloader: ScreenPreloader = {
    preload: async (path) => void preloaded.push(path),
    settled: () => settled,
  };
  const options = {
    idle: (task: () => void) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    },
    saveData: () => saveData,
    pathname: () => pathname,
  };
  return {
    preloader,
    options,
    preloaded,
    /** The screen shown now has loaded (the router is idle). */
    settle: async () => {
      settle();
      await settled;
    },
    /** The browser becomes idle. */
    beIdle: () => idle.splice(0).forEach((task) => task()),
  };
}

describe('the next screens, fetched ahead', () => {
  it('on the personal step: the next screen, once the screen is loaded and the browser idle', async () => {
    const flow = await applicantOn('personal');
    const phone = browser();
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    phone.beIdle();
    expect(phone.preloaded).toEqual([]);
    await phone.settle();
    expect(phone.preloaded).toEqual([]);
    phone.beIdle();
    expect(phone.preloaded).toEqual([routeOf(afterPersonal)]);
  });

  it('in Kazakh, the Kazakh address', async () => {
    const flow = await applicantOn('personal');
    const phone = browser({ pathname: '/kk/register/personal' });
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    await phone.settle();
    phone.beIdle();
    expect(phone.preloaded).toEqual([`/kk${routeOf(afterPersonal)}`]);
  });

  it('after the IIN: every screen the server may name next, one per idle moment', async () => {
    const flow = await applicantOn('iin');
    const phone = browser({ pathname: '/login/iin' });
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    await phone.settle();
    const expected = ['/register/personal', '/register/personal-and-passport', '/register/wait'];
    for (let moment = 1; moment <= expected.length; moment++) {
      phone.beIdle();
      expect(phone.preloaded).toHaveLength(moment);
    }
    phone.beIdle();
    expect(phone.preloaded).toHaveLength(expected.length);
    expect(phone.preloaded).toEqual(expect.arrayContaining(expected));
  });

  it('nothing on a connection that asks to save data', async () => {
    const flow = await applicantOn('personal');
    const phone = browser({ saveData: true });
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    await phone.settle();
    phone.beIdle();
    expect(phone.preloaded).toEqual([]);
  });

  it('nothing on the phone form: the visitor may never sign in', async () => {
    const flow = await applicantOn(null);
    const phone = browser({ pathname: '/login' });
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    await phone.settle();
    phone.beIdle();
    expect(phone.preloaded).toEqual([]);
  });

  it('on the SMS code form: the first step of a new applicant, the IIN', async () => {
    const flow = await applicantOn(null);
    const phone = browser({ pathname: '/kk/login' });
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    await phone.settle();
    flow.session.send({ type: 'phone.submit', phone: '+77011234567', documentIds: [1] });
    await waitFor(flow.session, (snapshot) => snapshot.matches({ loggedOut: 'codeEntry' }));
    await Promise.resolve();
    phone.beIdle();
    expect(phone.preloaded).toEqual(['/kk/login/iin']);
  });

  it('the next step brings its own next screens, each screen fetched once', async () => {
    const flow = await applicantOn('personal');
    const phone = browser();
    stop = prefetchNextScreens(flow, phone.preloader, phone.options);
    await phone.settle();
    phone.beIdle();
    flow.registration().send({
      type: 'form.submit',
      step: 'personal',
      values: SAMPLE_VALUES.personal,
    });
    await waitFor(flow.registration(), (snapshot) => screenFor(snapshot).step === afterPersonal);
    await Promise.resolve();
    // One idle moment per screen expected next.
    nextSteps(afterPersonal).forEach(() => phone.beIdle());
    expect(phone.preloaded).toEqual([
      routeOf(afterPersonal),
      ...nextSteps(afterPersonal).map(routeOf),
    ]);
  });

  it('stops with its page', async () => {
    const flow = await applicantOn('personal');
    const phone = browser();
    prefetchNextScreens(flow, phone.preloader, phone.options)();
    await phone.settle();
    phone.beIdle();
    expect(phone.preloaded).toEqual([]);
  });
});

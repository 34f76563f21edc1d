// The app's registration runtime in node, against the sandbox of global-setup.ts: the real
// machines, the real ofetch client and the real ably SDK (its node build connects with `ws`).
// The browser's parts are played here: the address bar, the signing page, the liveness provider.
import { isRedirect } from '@tanstack/react-router';
import Ably from 'ably';
import { afterEach, inject } from 'vitest';
import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { isFormStep, isStepName, SAMPLE_VALUES } from '../../contract';
import type { Fatal } from '../../machines/registration';
import { screenFor } from '../../machines/registration';
import type { RefreshedTokens, TokenStore } from '../../machines/session';
import { createApiClient } from '../../src/api/client';
import { isLoggedIn } from '../../machines/session';
import {
  createRegistrationRuntime,
  memoryTokenStore,
  realtimeOptions,
  type RegistrationRuntime,
  type RegistrationRuntimeOptions,
} from '../../src/features/registration/runtime';
import type { DraftStorage } from '../../src/features/registration/runtime';
import { replacementFor, stepGuard } from '../../src/features/registration/step-guard';
import type { LivenessProvider } from '../../src/features/registration/liveness/provider';
import { BESTFRAME } from '../support/bestframe';

export const sandboxUrl = () => inject('sandboxUrl');
const sandboxPort = () => Number(new URL(sandboxUrl()).port);

/** Where the app runs in these tests; only its origin and paths matter. */
export const APP_ORIGIN = 'http://127.0.0.1:5173';

export interface Browser {
  /** The address bar. */
  href: string;
  /** Every URL the app left for with location.replace. */
  left: string[];
  tokens: TokenStore;
  /** localStorage of the browser (shared by its tabs). */
  storage: DraftStorage & { entries: Map<string, string> };
  /** Generic error pages shown, in order. */
  fatals: Fatal[];
  runtime: RegistrationRuntime;
  /** Where the tab's journey telemetry goes (kept across reloads); none by default. */
  journey?: RegistrationRuntimeOptions['journey'];
  /** Refresh requests made by the token flow. */
  refreshes: number;
  /** The router's loads, one after the other: each runs the step guard on the address. */
  navigating: Promise<void>;
}

export interface BrowserOptions {
  path?: string;
  realtime?: boolean;
  refresh?: () => Promise<RefreshedTokens>;
  tokens?: TokenStore;
  journey?: RegistrationRuntimeOptions['journey'];
}

/** A Storage kept in memory (localStorage of a browser in these tests). */
export function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

const running: RegistrationRuntime[] = [];

/** Loads the app (a new runtime) in a tab; `reload` keeps the tab's cookies and storage. */
export function openApp(options: BrowserOptions = {}, tab?: Browser): Browser {
  const browser: Browser = tab ?? {
    href: APP_ORIGIN + (options.path ?? '/login'),
    left: [],
    tokens: options.tokens ?? memoryTokenStore(),
    storage: memoryStorage(),
    fatals: [],
    runtime: undefined as unknown as RegistrationRuntime,
    refreshes: 0,
    navigating: Promise.resolve(),
  };
  if (tab && options.path) browser.href = APP_ORIGIN + options.path;
  if (options.journey) browser.journey = options.journey;
  const refresh = options.refresh;
  browser.runtime = createRegistrationRuntime({
    api: (auth) =>
      createApiClient({
        baseURL: sandboxUrl(),
        getVisitorId: () => 'visitor-integration',
        locale: () => 'ru',
        auth,
        onRequestError: () => {},
        onParseError: () => {},
      }),
    realtime:
      options.realtime === false
        ? null
        : {
            connect: (clientOptions) => new Ably.Realtime({ ...clientOptions, logLevel: 0 }),
            options: realtimeOptions({ host: '127.0.0.1', port: sandboxPort(), tls: false }),
          },
    // The sandbox's signing page, as a sandbox build allows it.
    signingHosts: { hosts: ['127.0.0.1'], allowHttp: true },
    location: {
      href: () => browser.href,
      replace: (url) => void browser.left.push(url),
    },
    tokens: browser.tokens,
    ...(refresh
      ? {
          refresh: () => {
            browser.refreshes += 1;
            return refresh();
          },
        }
      : {}),
    storage: browser.storage,
    liveness: { provider: () => sandboxProvider, apiBase: sandboxUrl() },
    connectivity: null,
    onFatal: (error) => void browser.fatals.push(error),
    ...(browser.journey ? { journey: browser.journey } : {}),
  });
  // The photo screen: the frame the provider would draw into.
  browser.runtime.camera.attach({} as HTMLElement);
  route(browser);
  running.push(browser.runtime);
  return browser;
}

/** Another tab of the same browser: its own page, the same cookies and localStorage. */
export function openTab(browser: Browser, path: string): Browser {
  return openApp(
    { path },
    {
      href: APP_ORIGIN + path,
      left: [],
      tokens: browser.tokens,
      storage: browser.storage,
      fatals: [],
      runtime: undefined as unknown as RegistrationRuntime,
      refreshes: 0,
      navigating: Promise.resolve(),
    },
  );
}

const addressOf = (browser: Browser) => new URL(browser.href).pathname;

/**
 * The app's router as the flow meets it (app/router.ts): the step guard decides the address on
 * the page's load, and runs again each time the runtime says the screen is not the address; its
 * redirect replaces the address, and the guard runs on the new one.
 */
function route(browser: Browser): void {
  const guard = async () => {
    for (let redirects = 0; redirects < 10; redirects++) {
      try {
        return await stepGuard(browser.runtime.gate, addressOf(browser));
      } catch (thrown) {
        if (!isRedirect(thrown)) throw thrown;
        browser.href = APP_ORIGIN + String(thrown.options.to);
      }
    }
    throw new Error(`The step guard keeps redirecting (${browser.href})`);
  };
  const load = () => void (browser.navigating = browser.navigating.then(guard, guard));
  browser.runtime.onScreenChange((screen) => {
    if (replacementFor(addressOf(browser), screen)) load();
  });
  load();
}

/** What the sandbox knows of an applicant (GET /sandbox/control/applicant). */
export interface ApplicantRecord {
  step_name: string;
  potential_contract_id: number;
  cabinet: { amount: number; potential_contract_id: number | null } | null;
  cabinet_calls: Array<{ amount: number; potential_contract_id: number | null; accepted: boolean }>;
}

export async function applicantRecord(phone: string): Promise<ApplicantRecord> {
  return (await control(`/sandbox/control/applicant?phone=${phone}`)) as ApplicantRecord;
}

/** A reload of the same tab: the old page's actors stop, cookies and storage stay. */
export function reload(browser: Browser, path?: string): Browser {
  browser.runtime.stop();
  return openApp(path ? { path } : {}, browser);
}

/** Stops every runtime the test opened. */
export function stopAll(): void {
  for (const runtime of running.splice(0)) runtime.stop();
}

// Every test of a file that uses these helpers ends with its runtimes stopped (registered on
// import, as Testing Library's cleanup is), so no actor of one test answers in the next.
afterEach(stopAll);

/** The address once the router has finished its loads. */
export async function pathOf(browser: Browser): Promise<string> {
  let loads: Promise<void>;
  do {
    loads = browser.navigating;
    await loads;
  } while (loads !== browser.navigating);
  return addressOf(browser);
}

export async function until<A extends AnyActorRef>(
  actor: A,
  predicate: (snapshot: SnapshotFrom<A>) => boolean,
  timeout = 30_000,
): Promise<SnapshotFrom<A>> {
  return waitFor(actor, predicate, { timeout });
}

/** Waits until the flow shows `step`'s screen (booting and requests in flight included). */
export function untilStep(browser: Browser, step: string, timeout = 30_000) {
  return until(browser.runtime.registration(), (s) => screenFor(s).step === step, timeout);
}

/** Phone → SMS code (the sandbox's: the last four digits) → documents signed → logged in. */
export async function logIn(browser: Browser, phone: string): Promise<void> {
  const { session, queries } = browser.runtime;
  const documents = await queries.client.query(queries.documents('ru'));
  session.send({ type: 'phone.submit', phone, documentIds: documents.map((d) => d.id) });
  await until(session, (s) => s.matches({ loggedOut: 'codeEntry' }));
  session.send({ type: 'code.submit', smsCode: phone.slice(-4) });
  await until(session, (s) => isLoggedIn(s));
}

async function providerPost(token: string, path: string, body: unknown) {
  const response = await fetch(sandboxUrl() + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-VISITOR-ID': 'visitor-integration',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  if (response.status === 401) {
    const error = new Error(`${path}: 401`);
    error.name = 'ServerAuthorizationError';
    throw error;
  }
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/**
 * The sandbox's liveness provider as it runs in the browser, without the camera: a session
 * with the bearer token, then the best frame (SANDBOX.md). A refused token is the provider's
 * ServerAuthorizationError.
 */
const sandboxProvider: LivenessProvider = (() => {
  let token = '';
  return {
    async startSession({ token: bearer }) {
      token = bearer;
      const { session_id } = await providerPost(token, '/sandbox/liveness/session', {});
      return { sessionId: session_id ?? '' };
    },
    async run({ sessionId }) {
      await providerPost(token, '/sandbox/liveness/result', {
        session_id: sessionId,
        bestframe: BESTFRAME,
      });
      return { bestframe: BESTFRAME };
    },
    stop: () => {},
  };
})();

/** The signing page: press a button; the page sends the browser back to return_to. */
export async function decideOnSigningPage(
  pageUrl: string,
  outcome: 'signed' | 'declined',
): Promise<string> {
  const page = new URL(pageUrl);
  const decided = await fetch(`${sandboxUrl()}/sandbox/signing/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      session: page.searchParams.get('session') ?? '',
      outcome,
    }).toString(),
    redirect: 'manual',
  });
  const location = decided.headers.get('location');
  if (!location)
    throw new Error(`The signing page did not send the browser back (${decided.status})`);
  return location;
}

export async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(sandboxUrl() + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

/** A phone no other test uses (the sandbox keeps applicants by phone for the whole run). */
export function newPhone(): string {
  return `7${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
}

/** Logs a new applicant in and submits the IIN; resolves on the screen after it. */
export async function startWithIin(browser: Browser, iin: string): Promise<void> {
  await logIn(browser, newPhone());
  await untilStep(browser, 'iin');
  browser.runtime.registration().send({
    type: 'form.submit',
    step: 'iin',
    values: { iin, is_resident_rk: true, is_ipdl: false },
  });
  await until(browser.runtime.registration(), (s) => !s.matches({ iin: 'submitting' }));
}

/**
 * The step whose screen the flow shows once it is `target`'s, or a form's waiting for the
 * applicant (not one being sent), other than `leaving`.
 */
async function formOrTarget(browser: Browser, target: string, leaving?: string) {
  const snapshot = await until(browser.runtime.registration(), (s) => {
    const step = screenFor(s).step;
    if (step === leaving) return false;
    if (step === target) return true;
    return isStepName(step) && isFormStep(step) && !s.hasTag('busy') && !s.hasTag('booting');
  });
  return screenFor(snapshot).step;
}

/**
 * Sends each form the flow shows with the sample applicant (SAMPLE_VALUES), as the server names
 * them, until it shows `target`'s screen (the photo's unless told).
 */
export async function fillForms(browser: Browser, target = 'verigram'): Promise<void> {
  for (let step = await formOrTarget(browser, target); step !== target;) {
    if (!isStepName(step) || !isFormStep(step)) throw new Error(`${step} is no form`);
    browser.runtime.registration().send({ type: 'form.submit', step, values: SAMPLE_VALUES[step] });
    step = await formOrTarget(browser, target, step);
  }
}

/** A new applicant of the scenario `iin` chooses: logged in, the forms sent, the selfie taken. */
export async function selfieTaken(iin: string): Promise<Browser> {
  const tab = openApp();
  await startWithIin(tab, iin);
  await fillForms(tab);
  await takePhoto(tab);
  return tab;
}

/** The photo: the applicant turns the camera on; the machine runs the provider. */
export async function takePhoto(browser: Browser): Promise<void> {
  await untilStep(browser, 'verigram');
  browser.runtime.registration().send({ type: 'liveness.start' });
}

/**
 * From the wait for signing to the signing page and back: the machine leaves for the page, the
 * applicant decides there, and the page's return loads the app again. Returns the reloaded tab.
 */
export async function signOnPage(
  browser: Browser,
  outcome: 'signed' | 'declined' = 'signed',
  timeout = 30_000,
): Promise<Browser> {
  const left = browser.left.length;
  await until(
    browser.runtime.registration(),
    (s) => s.matches({ waiting: { step: { signing_init_success: 'redirecting' } } }),
    timeout,
  );
  const page = browser.left[left];
  if (!page) throw new Error('The app did not leave for the signing page');
  const back = new URL(await decideOnSigningPage(page, outcome));
  return reload(browser, back.pathname + back.search);
}

/** The cabinet: the amount is sent and the auth cookie set. */
export async function finishInCabinet(browser: Browser, timeout = 30_000): Promise<void> {
  await untilStep(browser, 'personal_cabinet', timeout);
  browser.runtime.registration().send({ type: 'cabinet.submit', amount: 78500 });
  await until(browser.runtime.registration(), (s) => s.matches({ personal_cabinet: 'submitted' }));
}

export async function setFaults(faults: {
  dropRealtime?: boolean;
  silentRealtime?: boolean;
  latencyMs?: number;
  errorRate?: number;
}): Promise<void> {
  await control('/sandbox/control/faults', faults);
}

/** A bearer token for `phone` obtained over plain HTTP, the way the login screen gets one. */
export async function bearerFor(phone: string): Promise<string> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(sandboxUrl() + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-VISITOR-ID': 'visitor-integration' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  const document_template_ids = [1, 2, 3];
  await post('/rest/documents/sign', { phone, document_template_ids });
  const signed = await post<{ documentToken: string }>('/rest/documents/sign', {
    phone,
    document_template_ids,
    sms_code: phone.slice(-4),
  });
  const auth = await post<{ bearerToken: string }>('/rest/auth', {
    phone,
    documentToken: signed.documentToken,
  });
  return auth.bearerToken;
}

export async function expireToken(token: string): Promise<void> {
  await control('/sandbox/control/expire-token', { token });
}

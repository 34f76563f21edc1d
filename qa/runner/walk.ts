// One way to walk a QA path in a browser page: `npm run paths -- --run` (qa/runner/cli.ts) and
// the browser suite's tests/e2e/paths.spec.ts both call walkPath. What each screen must show is
// the path's own (qa/paths/qa-paths.ts, written from SPEC.md and SANDBOX.md): the route,
// the heading and the piece of SPEC.md `shows` names; nothing is read from the app's machines
// or /dev/flow. The walk never throws for a screen that differs: it returns the step that did,
// what was expected and what the screen showed.
import type { Page } from 'playwright-core';
import { FORM_FIELDS } from '../../contract';
import { journeyStep, type JourneyStepId } from '../../machines/catalog/journey';
import {
  actionInWords,
  buttonLabels,
  fieldLabels,
  formFills,
  phoneInWords,
  QR_LABEL,
  type Action,
  type Device,
  type Lang,
  type PathStep,
  type QaPath,
} from '../paths/qa-paths';
import { inLanguage } from '../words/catalogs';
import { decodeQr, handoffLinkProblem } from './qr';

/** The applicant of this walk: the environment's IIN for the scenario and this run's phone. */
export interface Applicant {
  iin: string;
  phone: string;
}

export interface WalkOptions {
  lang: Lang;
  applicant: Applicant;
  /** The SMS code the backend sent to the phone. */
  smsCode: (phone: string) => Promise<string>;
  /** The step names the backend says the phone's applicant has been at; undefined: unknown. */
  history: (phone: string) => Promise<string[] | undefined>;
  /** Where the SMS code comes from, in words (default: the phone's last four digits). */
  codeSource?: string;
  /** How long one step may take to show its screen (an action's controls included). */
  stepMs: number;
  /** Told as each step ends. */
  onStep?: (result: StepResult) => void;
  /**
   * A page on the path's other device (a path from a computer goes on on the phone), in a
   * context of that device with the site as its base URL; opened when first needed.
   */
  openDevice?: (device: Device) => Promise<Page>;
}

/**
 * - shown: the screen showed its heading and what SPEC.md puts on it;
 * - passed by the server: a screen the server leaves by itself went by before the app showed
 *   it, and the backend's step history has the step;
 * - passed, unconfirmed: the same, in an environment that cannot tell its history.
 */
export type StepOutcome =
  'shown' | 'passed by the server' | 'passed, unconfirmed' | 'failed' | 'not reached';

export interface StepResult {
  /** 1-based, as the paths print them. */
  number: number;
  node: JourneyStepId;
  route: string;
  expect: string;
  outcome: StepOutcome;
  ms: number;
  /** In a path over two devices, the device the step was done and seen on. */
  on?: Device;
  /**
   * On a step that `follows` the other device: that device, how long after its next screen this
   * one reached its own (negative: this one came first), and the most allowed.
   */
  followed?: { device: Device; ms: number; withinMs: number };
}

/**
 * On a step that follows the other device, "the computer's next screen came 412 ms after the
 * phone's (at most 10000 ms)"; otherwise ''.
 */
export function followedInWords({ followed, on }: StepResult): string {
  if (!followed) return '';
  const when = followed.ms >= 0 ? 'after' : 'before';
  return `the ${on ?? 'device'}'s next screen came ${Math.abs(followed.ms)} ms ${when} the ${followed.device}'s (at most ${followed.withinMs} ms after)`;
}

/** What a screen showed: its address, its h1, the text of its main region, its live regions. */
export interface Screen {
  url: string;
  heading: string;
  text: string;
  status: string;
  /** The main region's text as laid out (words apart), for a person to read. */
  words?: string;
  /** When the page first showed it, epoch ms (the recorded screens only). */
  at?: number;
}

export interface WalkFailure {
  /** 1-based number of the step that differed. */
  step: number;
  node: JourneyStepId;
  do: string;
  route: string;
  /** The SPEC.md sections of the step (journey.ts) and of what its screen shows. */
  spec: string;
  expected: string;
  shown: string;
  /** All of the above in one paragraph. */
  message: string;
}

export interface WalkResult {
  steps: StepResult[];
  failure?: WalkFailure;
}

/** Whitespace as one space (no-break spaces of formatted amounts included). */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const RECORDER_KEY = 'qa-runner-screens';

// The browser's side is plain JavaScript: tsx wraps a TypeScript function's inner functions in
// a helper of its own that the page does not have.
const SQUASH = `(text) => text.replace(/\\s+/g, ' ').trim()`;

/**
 * Records every screen the pages of this tab show (reloads and the signing trip included), in
 * order: a new entry when the h1 changes, the text and live regions it showed meanwhile.
 */
const RECORDER = `(() => {
  const key = ${JSON.stringify(RECORDER_KEY)};
  const squash = ${SQUASH};
  const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]');
  const record = () => {
    const heading = squash(document.querySelector('h1')?.textContent ?? '');
    if (!heading) return;
    const main = document.querySelector('main') ?? document.body;
    const text = squash(main.textContent ?? '');
    const status = [...main.querySelectorAll('[role=status]')]
      .map((region) => squash(region.textContent ?? ''))
      .join(' ');
    const last = seen.at(-1);
    if (last?.heading === heading) {
      if (!last.text.includes(text)) last.text = (last.text + '\\n' + text).slice(-20000);
      if (status && !last.status.includes(status)) last.status = last.status + ' ' + status;
    } else {
      seen.push({ url: location.href, heading, text, status, at: Date.now() });
    }
    sessionStorage.setItem(key, JSON.stringify(seen));
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
})()`;

/** The screen now: address, visible h1, main text, live regions. */
const READ_SCREEN = `(() => {
  const squash = ${SQUASH};
  const h1 = [...document.querySelectorAll('h1')].find((h) => h.checkVisibility?.() ?? true);
  const main = document.querySelector('main') ?? document.body;
  return {
    url: location.href,
    heading: squash(h1?.textContent ?? ''),
    text: squash(main.textContent ?? ''),
    words: squash(main.innerText ?? ''),
    status: [...main.querySelectorAll('[role=status]')]
      .map((region) => squash(region.textContent ?? ''))
      .filter(Boolean)
      .join(' '),
  };
})()`;

/** The screen now; undefined while the page navigates. */
async function readScreen(page: Page): Promise<Screen | undefined> {
  try {
    return (await page.evaluate(READ_SCREEN)) as Screen;
  } catch {
    return undefined;
  }
}

/** The screen in words, for a failure: heading, route, and the start of its text. */
export function screenInWords(screen: Screen | undefined): string {
  if (!screen) return 'no page (it was navigating or had closed)';
  let where = screen.url;
  try {
    const url = new URL(screen.url);
    where = `${url.pathname}${url.search}`;
  } catch {
    // not a URL: shown as it is
  }
  const heading = screen.heading ? `«${screen.heading}»` : 'no heading';
  const all = screen.words ?? screen.text;
  const text = all.length > 160 ? `${all.slice(0, 160)}…` : all;
  return `${heading} at ${where}${text ? `, text «${text}»` : ''}`;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname.replace(/(.)\/$/, '$1');
  } catch {
    return url;
  }
};

/** What the step's screen must show, in words. */
function expectedInWords(step: PathStep): string {
  const shows = step.shows.text
    ? `showing «${step.shows.text}»`
    : 'with a live region saying what happens';
  return `«${step.expect}» at ${step.route}, ${shows}`;
}

/** Why the screen is not the step's, or undefined when it is. */
function mismatch(step: PathStep, screen: Screen | undefined): string | undefined {
  if (!screen) return 'no page';
  if (pathOf(screen.url) !== step.route) return 'route';
  if (screen.heading !== step.expect) return 'heading';
  if (step.shows.text && !screen.text.includes(normalize(step.shows.text))) return 'text';
  if (!step.shows.text && !screen.status) return 'status';
  return undefined;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The action as this walk's applicant does it: a form that asks for an IIN gets theirs. */
function asApplicant<A extends Action>(action: A, applicant: Applicant): A {
  if (action.kind === 'phone' || action.kind === 'phoneFromLink') {
    return { ...action, phone: applicant.phone };
  }
  if (action.kind === 'form' && FORM_FIELDS[action.step].includes('iin')) {
    return { ...action, values: { ...action.values, iin: applicant.iin } };
  }
  return action;
}

/**
 * The offer's QR code read from its picture on the computer, which must be the link written
 * under it and nothing but the site's /login, the page's language and the applicant's phone.
 */
async function readOffer(computer: Page, options: WalkOptions): Promise<string> {
  const timeout = options.stepMs;
  const picture = computer.getByRole('img', { name: inLanguage(options.lang, QR_LABEL) });
  const link = decodeQr(await picture.screenshot({ timeout }));
  if (!link) throw new Error('no QR code could be read from the picture');
  if ((await computer.getByText(link, { exact: true }).count()) === 0) {
    throw new Error(`the link written under the QR code is not its address ${link}`);
  }
  const problem = handoffLinkProblem(link, {
    origin: new URL(computer.url()).origin,
    lang: options.lang,
    phone: options.applicant.phone,
  });
  if (problem) throw new Error(`the QR code's address ${link} is wrong: ${problem}`);
  return link;
}

/** Until the field shows `value` (the app replaces /login's preview), or the step's time is up. */
async function fieldShows(page: Page, label: string, value: string, ms: number): Promise<void> {
  const field = page.getByLabel(label);
  const deadline = Date.now() + ms;
  let shown = '';
  while (Date.now() < deadline) {
    shown = await field.inputValue({ timeout: ms }).catch(() => '');
    if (shown === value) return;
    await sleep(100);
  }
  throw new Error(`the phone field shows «${shown}», not ${value} from the link`);
}

/**
 * Whether a recorded screen is the app's, not a page the applicant was sent to (the signing
 * page: another origin, or the sandbox's /sandbox/ pages proxied on the site's own): the app's
 * screens are on the origin of the first screen the walk recorded.
 */
function isAppScreen(seen: Screen, recorded: readonly Screen[]): boolean {
  const url = new URL(seen.url);
  const first = recorded[0];
  return (
    (!first || new URL(first.url).origin === url.origin) && !url.pathname.startsWith('/sandbox/')
  );
}

/** Whether `page` is the signing page: its sign button, in the path's language, is on screen. */
async function signingPageOpen(page: Page, options: WalkOptions): Promise<boolean> {
  const { sign } = buttonLabels(options.lang);
  return page
    .getByRole('button', { name: sign, exact: true })
    .isVisible()
    .catch(() => false);
}

/** Does what `do` says on `page`, its step's device; the SMS code it typed, if it did. */
async function act(
  page: Page,
  action: Action,
  options: WalkOptions,
  pageOf: (device: Device) => Promise<Page>,
): Promise<string | void> {
  const l = buttonLabels(options.lang);
  const f = fieldLabels(options.lang);
  const timeout = options.stepMs;
  const { applicant } = options;
  const next = () => page.getByRole('button', { name: l.next }).click({ timeout });
  const fill = (label: string, value: string, exact = false) =>
    page.getByLabel(label, { exact }).fill(value, { timeout });
  switch (action.kind) {
    case 'open':
      await page.goto(action.url, { timeout });
      return;
    case 'phone':
      await page
        .getByLabel(f.phone)
        .pressSequentially(applicant.phone.slice(1), { timeout, delay: 10 });
      await page.getByLabel(f.consent).check({ timeout });
      return page.getByRole('button', { name: l.getCode }).click({ timeout });
    case 'code': {
      const code = await options.smsCode(applicant.phone);
      await fill(f.code, code, true);
      await page.getByRole('button', { name: l.login }).click({ timeout });
      return code;
    }
    case 'form':
      for (const field of formFills(asApplicant(action, applicant), options.lang)) {
        if ('choose' in field) {
          await page
            .getByRole('radiogroup', { name: field.label, exact: true })
            .getByRole('radio', { name: field.choose, exact: true })
            .check({ timeout });
        } else if ('select' in field) {
          await page
            .getByLabel(field.label, { exact: true })
            .selectOption(field.select, { timeout });
        } else {
          await fill(field.label, field.type, true);
        }
      }
      return next();
    case 'selfie':
      return page.getByRole('button', { name: l.camera }).click({ timeout });
    case 'scanQr':
      await page.goto(await readOffer(await pageOf('computer'), options), { timeout });
      return;
    case 'phoneFromLink':
      await fieldShows(page, f.phone, phoneInWords(applicant.phone), timeout);
      await page.getByLabel(f.consent).check({ timeout });
      return page.getByRole('button', { name: l.getCode }).click({ timeout });
    case 'retakeSelfie':
      return page.getByRole('button', { name: l.retake }).click({ timeout });
    case 'sign':
      // The app has left for the signing page.
      return page.getByRole('button', { name: l.sign, exact: true }).click({ timeout });
    case 'signAgain':
      return page.getByRole('button', { name: l.signAgain }).click({ timeout });
    case 'wait':
      return undefined;
  }
}

/** The path's screens as headings, in order, one entry for a heading shown twice in a row. */
const inOrder = (headings: readonly string[]) =>
  headings.filter((heading, index, all) => index === 0 || heading !== all[index - 1]);

/** What the walk knows of one device's page: the screens it recorded, how far the walk got. */
interface DevicePage {
  page: Page;
  recorded: Screen[];
  cursor: number;
}

/**
 * Walks `path` in `page` (whose context has the site as its base URL and is the path's device)
 * as `options.applicant`: per step, does what `do` says, then the screen must show the step's
 * route, heading and what SPEC.md puts on it within `stepMs`. A screen the server leaves by
 * itself (`passes`) may go by unseen if the next one came and the backend's history has its
 * step. At the end the headings each device showed must be the path's, in order. A step `on`
 * the path's other device is done and seen on a page `options.openDevice` opens.
 */
export async function walkPath(
  page: Page,
  path: QaPath,
  options: WalkOptions,
): Promise<WalkResult> {
  const devices = new Map<Device, DevicePage>();
  const open = async (device: Device, on: Page) => {
    await on.addInitScript({ content: RECORDER });
    const opened = { page: on, recorded: [], cursor: 0 };
    devices.set(device, opened);
    return opened;
  };
  await open(path.device, page);
  const deviceOf = (step: PathStep): Device => step.on ?? path.device;
  const onDevice = async (device: Device): Promise<DevicePage> => {
    const known = devices.get(device);
    if (known) return known;
    if (!options.openDevice) throw new Error(`no ${device} to walk this path on`);
    return open(device, await options.openDevice(device));
  };
  const screens = async (device: DevicePage) => {
    try {
      device.recorded = (await device.page.evaluate(
        `JSON.parse(sessionStorage.getItem(${JSON.stringify(RECORDER_KEY)}) ?? '[]')`,
      )) as Screen[];
    } catch {
      // The page is navigating (to the signing page and back): what was read last stands.
    }
    return device.recorded;
  };
  const shownFrom = async (device: DevicePage, from: number, heading: string) =>
    (await screens(device)).findIndex((seen, index) => index >= from && seen.heading === heading);

  const results: StepResult[] = [];
  const passed = new Set<number>();
  let code = '';
  /** What the step asked, with this walk's applicant and SMS code. */
  const asked = ({ action }: PathStep): string => {
    const own: Action =
      action.kind === 'code'
        ? { kind: 'code', code: code || '(none read)' }
        : asApplicant(action, options.applicant);
    return actionInWords(own, options.lang, options.codeSource);
  };
  const fail = (index: number, expected: string, shown: string): WalkResult => {
    const step = path.steps[index] as PathStep;
    const did = asked(step);
    const spec = `${journeyStep(step.node).spec}; shows: ${step.shows.spec}`;
    const number = index + 1;
    const where = step.on ? ` on the ${step.on}` : '';
    const already = results[index];
    if (already) results[index] = { ...already, outcome: 'failed' };
    const message =
      `step ${number} of ${path.steps.length} (${step.node}, ${step.route}${where}, SPEC ${spec}): ` +
      `after «${did}» expected ${expected}; the screen showed ${shown}`;
    for (const [later, each] of path.steps.entries()) {
      if (later < results.length) continue;
      results.push({
        number: later + 1,
        node: each.node,
        route: each.route,
        expect: each.expect,
        outcome: later === index ? 'failed' : 'not reached',
        ms: 0,
        ...(each.on ? { on: each.on } : {}),
      });
    }
    options.onStep?.(results[index] as StepResult);
    return {
      steps: results,
      failure: {
        step: number,
        node: step.node,
        do: did,
        route: step.route,
        spec,
        expected,
        shown,
        message,
      },
    };
  };
  const done = (
    index: number,
    outcome: StepOutcome,
    started: number,
    followed?: StepResult['followed'],
  ) => {
    const step = path.steps[index] as PathStep;
    const result: StepResult = {
      number: index + 1,
      node: step.node,
      route: step.route,
      expect: step.expect,
      outcome,
      ms: Date.now() - started,
      ...(step.on ? { on: step.on } : {}),
      ...(followed ? { followed } : {}),
    };
    results.push(result);
    options.onStep?.(result);
  };
  /** Per open device, how many screens it had shown when the last step's action began. */
  let marks = new Map<Device, number>();
  const markScreens = async () => {
    const counts = await Promise.all(
      [...devices].map(async ([device, seen]) => [device, (await screens(seen)).length] as const),
    );
    marks = new Map(counts);
  };
  /**
   * The step ends as `outcome`; one that `follows` the other device must have reached its next
   * screen (the first after the last action began) within its time of that device's next one.
   */
  const finish = async (
    index: number,
    outcome: StepOutcome,
    started: number,
  ): Promise<WalkResult | undefined> => {
    const step = path.steps[index] as PathStep;
    if (!step.follows) {
      done(index, outcome, started);
      return undefined;
    }
    const { device: leader, withinMs } = step.follows;
    const device = deviceOf(step);
    const nextOf = async (which: Device) => {
      const seen = devices.get(which);
      const mark = marks.get(which);
      return seen && mark !== undefined ? (await screens(seen))[mark] : undefined;
    };
    const theirs = await nextOf(leader);
    const mine = await nextOf(device);
    const expected = `the ${device}'s next screen by itself within ${withinMs} ms of the ${leader}'s`;
    if (theirs?.at === undefined || mine?.at === undefined) {
      const missing = theirs?.at === undefined ? leader : device;
      return fail(index, expected, `no next screen was recorded on the ${missing}`);
    }
    const ms = mine.at - theirs.at;
    if (ms > withinMs) {
      return fail(index, expected, `«${mine.heading}» came ${ms} ms after «${theirs.heading}»`);
    }
    done(index, outcome, started, { device: leader, ms, withinMs });
    return undefined;
  };

  for (const [index, step] of path.steps.entries()) {
    const started = Date.now();
    const deadline = started + options.stepMs;
    const device = deviceOf(step);
    let here: DevicePage;
    try {
      here = await onDevice(device);
      if (step.action.kind !== 'wait') await markScreens();
      const pageOf = async (other: Device) => (await onDevice(other)).page;
      code = (await act(here.page, step.action, options, pageOf)) ?? code;
    } catch (error) {
      const reason = normalize((error as Error).message.split('\n')[0] ?? '');
      const on = devices.get(device)?.page ?? page;
      return fail(index, `to be able to do it (${reason})`, screenInWords(await readScreen(on)));
    }

    if (!step.passes) {
      let screen = await readScreen(here.page);
      while (mismatch(step, screen) && Date.now() < deadline) {
        await sleep(100);
        screen = await readScreen(here.page);
      }
      if (mismatch(step, screen)) return fail(index, expectedInWords(step), screenInWords(screen));
      here.cursor = Math.max(here.cursor, await shownFrom(here, here.cursor, step.expect));
      const failed = await finish(index, 'shown', started);
      if (failed) return failed;
      continue;
    }

    // A screen the server leaves by itself within seconds. It must be shown with what SPEC.md
    // puts on it, unless the server was already past its step when the app heard of it (a later
    // screen came first): then the server's history must have it. What shows the app is past
    // this one: a screen of the path's next ones on this device that the server reaches by
    // itself (the passing ones among them may go by unseen too), up to the first the applicant
    // must act on, but for this one and the one it is leaving; or the page of that action when
    // it is not the app's (the signing page); on the path's last screen on this device (the
    // phone's, which goes on following the server), any other screen after it.
    const leaving = (await screens(here))[here.cursor]?.heading;
    const ahead = path.steps.slice(index + 1).filter((each) => deviceOf(each) === device);
    const isOther = (heading: string) => heading !== step.expect && heading !== leaving;
    const following = new Set<string>();
    let nextAction: Action | undefined;
    for (const each of ahead) {
      if (each.action.kind !== 'wait') {
        nextAction = each.action;
        break;
      }
      if (!isOther(each.expect)) continue;
      following.add(each.expect);
      if (!each.passes) break;
    }
    /** The heading of the screen that came instead of this one, if one did. */
    const cameInstead = async (): Promise<string | undefined> => {
      for (const heading of following) {
        if ((await shownFrom(here, here.cursor, heading)) >= 0) return heading;
      }
      if (nextAction?.kind === 'sign' && (await signingPageOpen(here.page, options))) {
        return 'the signing page';
      }
      if (ahead.some((each) => isOther(each.expect))) return undefined;
      // The signing page this step's own action signed on came before it, not instead of it;
      // any other page after it (the phone sent on to sign after its selfie) did.
      const recorded = await screens(here);
      const signedHere = step.action.kind === 'sign';
      return recorded
        .slice(here.cursor + 1)
        .find((seen) => isOther(seen.heading) && (!signedHere || isAppScreen(seen, recorded)))
        ?.heading;
    };
    let found = -1;
    let past: string | undefined;
    for (;;) {
      found = await shownFrom(here, here.cursor, step.expect);
      past = await cameInstead();
      if (found >= 0 || past !== undefined || Date.now() >= deadline) break;
      await sleep(100);
    }
    if (found >= 0) {
      const seen = (await screens(here))[found] as Screen;
      const missing = step.shows.text
        ? !seen.text.includes(normalize(step.shows.text))
        : !seen.status.trim();
      if (missing) return fail(index, expectedInWords(step), screenInWords(seen));
      here.cursor = found;
      const failed = await finish(index, 'shown', started);
      if (failed) return failed;
      continue;
    }
    if (past === undefined) {
      const then = following.size > 0 ? ` or «${[...following].join('» or «')}» after it` : '';
      return fail(
        index,
        `${expectedInWords(step)}${then} within ${options.stepMs} ms`,
        screenInWords(await readScreen(here.page)),
      );
    }
    const history =
      step.step === undefined ? undefined : await options.history(options.applicant.phone);
    if (history && !history.includes(step.step as string)) {
      return fail(
        index,
        `${expectedInWords(step)}, or the server to have been at ${step.step}`,
        `«${past}» came first and the server's history is ${history.join(' → ') || 'empty'}`,
      );
    }
    passed.add(index);
    const failed = await finish(
      index,
      history ? 'passed by the server' : 'passed, unconfirmed',
      started,
    );
    if (failed) return failed;
  }

  // Each device's screens, in order: what the app showed there, but for pages that are not the
  // app's (the signing page), screens SPEC.md does not list in between (loading), and a passing
  // screen the server had already left.
  for (const [device, seen] of devices) {
    const mine = path.steps.flatMap((step, index) =>
      deviceOf(step) === device && !passed.has(index) ? [step.expect] : [],
    );
    const expected = inOrder(mine);
    const known = new Set(expected);
    const shown = inOrder(
      (await screens(seen)).map((each) => each.heading).filter((h) => known.has(h)),
    );
    const first = expected.findIndex((heading, index) => shown[index] !== heading);
    if (first >= 0) {
      const index = path.steps.findIndex(
        (step) => deviceOf(step) === device && step.expect === expected[first],
      );
      return fail(
        index,
        `the screens in order: ${expected.map((h) => `«${h}»`).join(' → ')}`,
        `${shown.map((h) => `«${h}»`).join(' → ') || 'none of them'}`,
      );
    }
  }
  return { steps: results };
}

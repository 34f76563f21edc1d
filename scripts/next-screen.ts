// `npm run next-screen`: how long the applicant waits for the next form once the server has
// answered (issue 31: at most 100 ms). A 360 px phone with a 4× slower CPU and Lighthouse's slow
// 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up) walks /login to the photo screen on the
// production delivery (`npm run serve`), typing as an applicant does. For each screen it times,
// in the page, from the server's first word of the next step (the submitted form's answer, or
// its realtime push if that comes first; after the SMS code, the step read) to the first frame
// after the screen is ready:
// its heading focused, every control of the page's main enabled, nothing in it busy (the
// passport form's country list loaded). Prints per step every run, the median and the slowest,
// writes test-results/next-screen.json, exits 1 when a step's median is over the target.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { STEP_EVENT_NAME } from '../contract/realtime.ts';
import type { Lang } from '../tests/e2e/support/journey.ts';
import {
  BENCH_OPTIONS_HELP,
  parseBenchOptions,
  progressOf,
  servedOrExit,
} from './support/bench-options.ts';
import {
  cpuSlowdownFor,
  describeMachine,
  machineSpeed,
  measureBenchmarkIndex,
  median,
  slowdownText,
  type MachineSample,
} from './support/machine-speed.ts';
import { markdownTable } from './support/markdown-table.ts';
import {
  openPhone,
  throttle,
  walkToPhoto,
  type AfterFrame,
  type LongAnimationFrame,
  type PhoneConditions,
} from './support/phone-journey.ts';

const HELP = `npm run next-screen -- [options]

Walks the registration journey (/login, IIN, personal, passport, photo) in Debian's chromium
as a phone: 360 px, CPU 4x slower, Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps
up). Reports per step how long the next screen takes to be ready (heading focused, controls
enabled, the country list loaded) after the server's answer to the step's submit arrives.

${BENCH_OPTIONS_HELP}

The target: a step whose median is over it is a finding.

Writes test-results/next-screen.json. Exit codes: 0 every step's median within the target,
1 a step over it, 2 bad usage or a journey that could not be walked.`;

/** Lighthouse's slow 4G (its mobile preset's rttMs and throughputKbps) and a 4× slower CPU. */
const PHONE: PhoneConditions = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** A screen that became ready, timed in the page (ms on its clock). */
interface Ready {
  screen: string;
  /** The registration answer it followed: its path and when its last byte arrived. */
  answer: string;
  answeredAt: number;
  readyAt: number;
  /** What the page requested between the answer and the ready frame (it waited for those). */
  fetched: string[];
}

/** A long animation frame (50 ms and more), with its scripts of 5 ms and more. */
interface LongFrame {
  start: number;
  end: number;
  text: string;
}

/**
 * Runs in the page before its scripts. On every change of the DOM or the focus it asks whether
 * a new screen is ready (heading focused, every control of <main> enabled, nothing busy); the
 * first time a heading is, the frame after it is the screen's ready time, set against the first
 * news of the step after the last submit: the form's call answered (after the SMS code, the
 * step read) or the step's realtime push, as the page got it.
 */
function observeNextScreens(stepEvent: string) {
  const ANSWER = /\/rest\/registration\/(step|iin|personal|passport|personal_and_passport)$/;
  const found: Ready[] = [];
  const seen = new WeakSet<Element>();
  (globalThis as { nextScreens?: Ready[] }).nextScreens = found;
  performance.setResourceTimingBufferSize(10_000);
  // Read at the journey's end: a frame is reported after it ends, often after the ready time.
  const frames: LongFrame[] = [];
  (globalThis as { nextScreenFrames?: LongFrame[] }).nextScreenFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] as LongAnimationFrame[]) {
      const scripts = entry.scripts
        .filter((script) => script.duration >= 5)
        .map(
          (script) =>
            `${script.invoker} ${script.sourceURL.split('/').pop()}:${script.sourceFunctionName} ${Math.round(script.duration)} ms`,
        );
      frames.push({
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        text: `${Math.round(entry.duration)} ms: ${scripts.join('; ') || 'rendering'}`,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // The step reaches the app by the submitted call's answer (after the SMS code: the step read)
  // or by the realtime push, whichever comes first; each is noted as the page gets it. An
  // answer is its fetch settling (a few hundred bytes, there with the headers: the resource
  // timing's responseEnd comes later than that under DevTools' network emulation). DevTools
  // slows the calls, not the socket's frames, so here the push usually comes first.
  const answers: { path: string; at: number }[] = [];
  let submittedAt = 0;
  addEventListener('submit', () => (submittedAt = performance.now()), true);
  const fetchOfPage = globalThis.fetch;
  globalThis.fetch = function (...args: Parameters<typeof fetch>) {
    const request = fetchOfPage.apply(this, args);
    const [input] = args;
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (ANSWER.test(url.pathname)) {
      void request.then(
        () => answers.push({ path: url.pathname, at: performance.now() }),
        () => {},
      );
    }
    return request;
  };
  const SocketOfPage = globalThis.WebSocket;
  globalThis.WebSocket = class extends SocketOfPage {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string' && event.data.includes(stepEvent))
          answers.push({ path: 'realtime push', at: performance.now() });
      });
    }
  };
  const { afterFrame } = globalThis as { afterFrame?: AfterFrame };
  if (!afterFrame) throw new Error('openPhone installs afterFrame before this script');
  const check = () => {
    const heading = document.activeElement;
    if (!(heading instanceof HTMLHeadingElement) || heading.tagName !== 'H1') return;
    if (seen.has(heading)) return;
    const main = document.querySelector('main');
    if (!main || main.querySelector('[aria-busy="true"]')) return;
    const controls = [...main.querySelectorAll('input, select, textarea, button')];
    const off = (control: Element) =>
      (control as HTMLInputElement).disabled || control.getAttribute('aria-disabled') === 'true';
    if (controls.length === 0 || controls.some(off)) return;
    const answer = answers.find((item) => item.at >= submittedAt);
    if (!answer) return;
    seen.add(heading);
    const screen = location.pathname;
    requestAnimationFrame(() =>
      afterFrame(() => {
        const readyAt = performance.now();
        const fetched = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= answer.at && entry.startTime <= readyAt)
          .map((entry) => new URL(entry.name).pathname);
        found.push({
          screen,
          answer: answer.path,
          answeredAt: answer.at,
          readyAt,
          fetched,
        });
      }),
    );
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled', 'aria-busy'],
  });
  addEventListener('focusin', check, true);
}

interface Timed {
  step: string;
  screen: string;
  answer: string;
  answeredAt: number;
  readyAt: number;
  ms: number;
  fetched: string[];
  longFrames: string[];
}

async function readyOf(page: Page, screen: string): Promise<Ready> {
  const handle = await page.waitForFunction(
    (path) =>
      (globalThis as { nextScreens?: Ready[] }).nextScreens?.find((ready) =>
        ready.screen.endsWith(path),
      ),
    screen,
    { timeout: 60_000, polling: 100 },
  );
  return (await handle.jsonValue()) as Ready;
}

/** One journey: the machine's speed before it, then each screen's wait after its answer. */
async function journey(
  base: string,
  lang: Lang,
): Promise<{ machine: MachineSample; timed: Timed[] }> {
  const { browser, page } = await openPhone(lang, observeNextScreens, STEP_EVENT_NAME);
  const timed: Timed[] = [];
  try {
    const benchmarkIndex = await measureBenchmarkIndex(page);
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex, options.phoneIndex, PHONE.cpuSlowdown);
    await throttle(page, { ...PHONE, cpuSlowdown });
    await walkToPhoto(page, base, lang, async ({ from, step, route }) => {
      const ready = await readyOf(page, route);
      timed.push({
        step: `${from} → ${step}`,
        screen: route,
        answer: ready.answer,
        answeredAt: ready.answeredAt,
        readyAt: ready.readyAt,
        ms: ready.readyAt - ready.answeredAt,
        fetched: ready.fetched,
        longFrames: [],
      });
    });
    const frames = await page.evaluate(
      () => (globalThis as { nextScreenFrames?: LongFrame[] }).nextScreenFrames ?? [],
    );
    // The frame whose task got the answer started before it: every overlapping frame counts.
    for (const row of timed) {
      row.longFrames = frames
        .filter((frame) => frame.end >= row.answeredAt && frame.start <= row.readyAt)
        .map((frame) => frame.text);
    }
    return { machine: { benchmarkIndex, cpuSlowdown }, timed };
  } finally {
    await browser.close();
  }
}

interface StepResult {
  lang: Lang;
  step: string;
  screen: string;
  /** The answer the wait is timed from. */
  answer: string;
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  /** Per run, what the page requested while the applicant waited. */
  fetchedWhileWaiting: string[][];
  /** Per run, the long animation frames meanwhile (what kept the main thread). */
  longFramesWhileWaiting: string[][];
}

function summarize(lang: Lang, journeys: Timed[][]): StepResult[] {
  const screens = [...new Set(journeys.flat().map((row) => row.screen))];
  return screens.map((screen) => {
    const rows = journeys.flatMap((list) => list.filter((row) => row.screen === screen));
    const runsMs = rows.map((row) => Math.round(row.ms));
    return {
      lang,
      step: rows[0]?.step ?? screen,
      screen,
      answer: rows[0]?.answer ?? '',
      runsMs,
      medianMs: Math.round(median(runsMs)),
      maxMs: Math.max(...runsMs),
      fetchedWhileWaiting: rows.map((row) => row.fetched),
      longFramesWhileWaiting: rows.map((row) => row.longFrames),
    };
  });
}

const options = parseBenchOptions('next-screen', HELP);
const progress = progressOf(options);

const served = await servedOrExit('next-screen', options.url);
const results: StepResult[] = [];
/** Each language's journeys' machine, for its heading; all of them for the summary. */
const machineSamples = new Map<Lang, MachineSample[]>();
try {
  for (const lang of options.langs) {
    const journeys: Timed[][] = [];
    for (let run = 1; run <= options.runs; run++) {
      const { machine, timed } = await journey(served.base, lang);
      journeys.push(timed);
      machineSamples.set(lang, [...(machineSamples.get(lang) ?? []), machine]);
      progress(
        `${lang}: journey ${run} of ${options.runs} (benchmark index ${Math.round(machine.benchmarkIndex)}, CPU ${machine.cpuSlowdown}× slower): ` +
          timed.map((row) => `${row.step} ${Math.round(row.ms)} ms`).join(', '),
      );
    }
    results.push(...summarize(lang, journeys));
  }
} catch (error) {
  console.error(`next-screen: the journey failed: ${(error as Error).message}`);
  served.stop();
  process.exit(2);
}
served.stop();

const machine = machineSpeed([...machineSamples.values()].flat());
const report = {
  machine,
  conditions: {
    viewport: '360x740',
    // Calibrated, each journey's slowdown is in machine.samples.
    ...(options.phoneIndex === undefined
      ? { cpuSlowdown: PHONE.cpuSlowdown }
      : { phoneIndex: options.phoneIndex }),
    rttMs: PHONE.latencyMs,
    downloadKbps: (PHONE.downloadBytesPerSecond * 8) / 1024,
    uploadKbps: (PHONE.uploadBytesPerSecond * 8) / 1024,
  },
  base: served.base,
  runs: options.runs,
  targetMs: options.targetMs,
  steps: results,
};
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/next-screen.json', JSON.stringify(report, null, 2));

const over = results.filter((row) => row.medianMs > options.targetMs);
if (options.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const lang of options.langs) {
    console.log(
      `\n${lang}: the next screen ready after the server's answer, ${options.runs} journey(s), ` +
        `360 px, CPU ${slowdownText({ samples: machineSamples.get(lang) ?? [] })} slower, slow 4G (${served.base})\n`,
    );
    console.log(
      markdownTable(
        ['step', 'timed from', 'runs', 'median', 'slowest'],
        results
          .filter((row) => row.lang === lang)
          .map((row) => [
            row.step,
            row.answer,
            row.runsMs.map((ms) => `${ms}`).join(', ') + ' ms',
            `${row.medianMs} ms`,
            `${row.maxMs} ms`,
          ]),
      ),
    );
  }
  console.log(`\n${describeMachine(machine)}`);
}
for (const row of over) {
  console.error(
    `${row.lang} ${row.step}: the next screen was ready a median ${row.medianMs} ms after the answer (target ${options.targetMs})`,
  );
}
process.exit(over.length > 0 ? 1 : 0);

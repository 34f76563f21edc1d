// `npm run inp`: how long each interaction of a whole journey takes on a mid-range phone (issue
// 22: every interaction under 100 ms; Web Vitals call an INP up to 200 ms good). A 360 px phone
// with a 4× slower CPU and Lighthouse's slow 4G walks /login to the cabinet on the production
// delivery (`npm run serve`), typing key by key as an applicant does, and every interaction is
// timed from the input to the next frame (input delay + handlers + rendering, what INP counts).
// Prints per step the interactions, the slowest and its input delay, writes
// test-results/inp.json, and exits 1 when an interaction reaches the target (--help).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { path, T, type Lang } from '../tests/e2e/support/journey.ts';
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
} from './support/phone-journey.ts';

const HELP = `npm run inp -- [options]

Walks the whole journey (/login to the cabinet) in Debian's chromium as a phone: 360 px, CPU 4x
slower, Lighthouse's slow 4G, typing key by key. Times every interaction (a tap, a key) from the
input to the next frame, as INP counts it, and reports per step the slowest and its input delay,
with the longest animation frames and what ran in them.

${BENCH_OPTIONS_HELP}

The target: an interaction that takes it or longer is a finding.

Writes test-results/inp.json. Exit codes: 0 every interaction under the target, 1 one at it or
over, 2 bad usage or a journey that could not be walked.`;

const options = parseBenchOptions('inp', HELP);
const { runs: RUNS, langs: LANGS, targetMs: TARGET_MS } = options;
const say = progressOf(options);

/** Lighthouse's mobile preset as DevTools applies it (its "applied" slow 4G and CPU). */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
};

interface Interaction {
  step: string;
  /** The event of the interaction that took longest (pointerdown, click, keydown…). */
  event: string;
  target: string;
  /** From the input to the frame after it (input delay + handlers + that frame's rendering). */
  durationMs: number;
  /** From the input to its first handler: how long the main thread made it wait. */
  inputDelayMs: number;
  /** The document (its time origin) and the interaction's span on its clock, input to frame. */
  page: number;
  startMs: number;
  endMs: number;
  /** The long animation frames that overlap it: what the main thread did meanwhile. */
  frames?: string[];
}

interface LongFrame {
  step: string;
  page: number;
  startMs: number;
  durationMs: number;
  /** Its scripts of 5 ms and more, each with its start from the frame's (+ms). */
  scripts: string[];
  /** When the frame's rendering began (style, layout, paint), from the frame's start; null: none. */
  renderAtMs: number | null;
}

/**
 * Runs in every page before its scripts. Each interaction (a tap: pointerdown, pointerup,
 * click; a key: keydown, keyup) is timed from its events' timestamps to the end of the next
 * frame after them (a requestAnimationFrame callback, then the first task after that frame's
 * rendering), the slowest of its events kept, with the step (the path) it happened on. Kept in
 * the tab's session storage, which outlives the trip to the signing page and back.
 *
 * Why not the Event Timing API, which INP itself reads: headless Chromium holds the keydown
 * entries of the last field typed on a page until the next tap and reports them with that
 * much time (1.3 s per key on the passport's last field, whose frames a trace showed drawn
 * 25 ms after each key). Timing the next frame directly is what INP measures, without that.
 * For taps the two agree within Event Timing's 8 ms rounding (2026-11-29, one journey, ru).
 */
function observeInteractions() {
  const KEY = 'inp-benchmark';
  const store = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as Interaction[];
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(store));
  const describe = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return '';
    const control = target.closest('button, a, input, select, label') ?? target;
    const name = control.getAttribute('name');
    const text = (control.textContent ?? '').trim().slice(0, 24);
    return `${control.tagName.toLowerCase()}${name ? `[name=${name}]` : ''} ${text}`.trim();
  };
  let current: Interaction | null = null;
  const { afterFrame } = globalThis as { afterFrame?: AfterFrame };
  if (!afterFrame) throw new Error('openPhone installs afterFrame before this script');
  const time = (event: Event, row: Interaction) => {
    const inputDelayMs = performance.now() - event.timeStamp;
    requestAnimationFrame(() =>
      afterFrame(() => {
        const now = performance.now();
        const durationMs = now - event.timeStamp;
        if (durationMs > row.durationMs)
          Object.assign(row, { event: event.type, durationMs, inputDelayMs });
        row.endMs = Math.max(row.endMs, now);
        save();
      }),
    );
  };
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        current = {
          step: location.pathname,
          event: type,
          target: describe(event.target),
          durationMs: 0,
          inputDelayMs: 0,
          page: performance.timeOrigin,
          startMs: event.timeStamp,
          endMs: event.timeStamp,
        };
        store.push(current);
        time(event, current);
      },
      true,
    );
  }
  for (const type of ['pointerup', 'click', 'keyup']) {
    addEventListener(type, (event) => current && time(event, current), true);
  }
  // What kept the main thread: the scripts of every long animation frame, for the report.
  const FRAMES = 'inp-benchmark-frames';
  const frames = JSON.parse(sessionStorage.getItem(FRAMES) ?? '[]') as LongFrame[];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] as LongAnimationFrame[]) {
      frames.push({
        step: location.pathname,
        page: performance.timeOrigin,
        startMs: entry.startTime,
        durationMs: entry.duration,
        scripts: entry.scripts
          .filter((script) => script.duration >= 5)
          .map(
            (script) =>
              `+${Math.round(script.startTime - entry.startTime)} ${script.invoker} ${script.sourceURL.split('/').pop()}:${script.sourceFunctionName} ${Math.round(script.duration)} ms`,
          ),
        renderAtMs: entry.renderStart > 0 ? entry.renderStart - entry.startTime : null,
      });
    }
    sessionStorage.setItem(FRAMES, JSON.stringify(frames));
  }).observe({ type: 'long-animation-frame', buffered: true });
}

interface Measured {
  interactions: Interaction[];
  frames: LongFrame[];
}

async function collected(page: Page): Promise<Measured> {
  const measured = await page.evaluate(() => ({
    interactions: JSON.parse(sessionStorage.getItem('inp-benchmark') ?? '[]') as Interaction[],
    frames: JSON.parse(sessionStorage.getItem('inp-benchmark-frames') ?? '[]') as LongFrame[],
  }));
  for (const row of measured.interactions) {
    const overlapping = measured.frames.filter(
      (frame) =>
        frame.page === row.page &&
        frame.startMs < row.endMs &&
        frame.startMs + frame.durationMs > row.startMs,
    );
    if (overlapping.length > 0) row.frames = overlapping.map(frameText(row.startMs));
  }
  return measured;
}

/** A long frame as the report shows it, its start from `fromMs` (an interaction's input). */
const frameText = (fromMs: number) => (frame: LongFrame) =>
  `${round(frame.durationMs)} ms frame at ${round(frame.startMs - fromMs)} ms (${frame.renderAtMs === null ? 'no rendering' : `rendering from +${round(frame.renderAtMs)}`}): ${frame.scripts.join('; ') || 'no script'}`;

/**
 * One journey, /login to the cabinet's application, as an applicant types and taps it, with the
 * machine's speed measured before it.
 */
async function journey(base: string, lang: Lang): Promise<Measured & { machine: MachineSample }> {
  const w = T[lang];
  const { browser, page } = await openPhone(lang, observeInteractions);
  try {
    const benchmarkIndex = await measureBenchmarkIndex(page);
    const phone = {
      ...PHONE,
      cpuSlowdown: cpuSlowdownFor(benchmarkIndex, options.phoneIndex, PHONE.cpuSlowdown),
    };
    await throttle(page, phone);
    await walkToPhoto(page, base, lang, ({ route }) =>
      page.waitForURL(path(lang, route), { timeout: 60_000 }),
    );
    await page.getByRole('button', { name: w.camera }).click();
    // The signing page is the provider's (the sandbox's stand-in, in the journey's language).
    await page.getByRole('button', { name: w.sign, exact: true }).click({ timeout: 120_000 });
    await page.waitForURL(path(lang, '/register/lk'), { timeout: 120_000 });
    await throttle(page, phone);
    await page.getByRole('button', { name: w.apply }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    return {
      machine: { benchmarkIndex, cpuSlowdown: phone.cpuSlowdown },
      ...(await collected(page)),
    };
  } finally {
    await browser.close();
  }
}

const round = (ms: number) => Math.round(ms);

function table(rows: Interaction[]): string {
  const steps = new Map<string, Interaction[]>();
  for (const row of rows) steps.set(row.step, [...(steps.get(row.step) ?? []), row]);
  const head = ['step', 'interactions', 'slowest', 'its input delay', 'what'];
  const body = [...steps].map(([step, list]) => {
    const slowest = list.reduce((a, b) => (b.durationMs > a.durationMs ? b : a));
    return [
      step,
      String(list.length),
      `${round(slowest.durationMs)} ms`,
      `${round(slowest.inputDelayMs)} ms`,
      `${slowest.event} ${slowest.target}`,
    ];
  });
  return markdownTable(head, body);
}

const served = await servedOrExit('inp', options.url);
const results: Record<string, Measured> = {};
/** Each language's journeys' machine, for its heading; all of them for the summary. */
const machineSamples = new Map<string, MachineSample[]>();
try {
  for (const lang of LANGS) {
    const all: Measured = { interactions: [], frames: [] };
    for (let run = 1; run <= RUNS; run++) {
      const { machine, interactions, frames } = await journey(served.base, lang);
      all.interactions.push(...interactions);
      all.frames.push(...frames);
      machineSamples.set(lang, [...(machineSamples.get(lang) ?? []), machine]);
      const slowest = Math.max(0, ...interactions.map((row) => row.durationMs));
      say(
        `${lang}: journey ${run} of ${RUNS} (benchmark index ${round(machine.benchmarkIndex)}, CPU ${machine.cpuSlowdown}× slower): ${interactions.length} interactions, slowest ${round(slowest)} ms`,
      );
    }
    results[lang] = all;
  }
} catch (error) {
  console.error(`inp: the journey failed: ${(error as Error).message}`);
  served.stop();
  process.exit(2);
}
served.stop();

const machine = machineSpeed([...machineSamples.values()].flat());
let failed = false;
for (const [lang, { interactions, frames }] of Object.entries(results)) {
  if (!options.json) {
    say(
      `\n${lang}: interactions of ${RUNS} journey(s), 360 px, CPU ${slowdownText({ samples: machineSamples.get(lang) ?? [] })} slower, slow 4G (${served.base})\n`,
    );
    say(table(interactions));
    const longest = [...frames].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
    say(`\nlongest animation frames (what ran in them, 5 ms and more):`);
    for (const frame of longest) {
      say(
        `  ${frame.step} ${round(frame.durationMs)} ms: ${frame.scripts.join('; ') || 'rendering'}`,
      );
    }
  }
  const over = interactions.filter((row) => row.durationMs >= TARGET_MS);
  if (over.length > 0) {
    failed = true;
    for (const row of over) {
      console.error(
        `${lang} ${row.step}: ${row.event} on ${row.target} took ${round(row.durationMs)} ms (target under ${TARGET_MS})`,
      );
      for (const frame of row.frames ?? []) console.error(`  ${frame}`);
    }
  }
}
if (!options.json) say(`\n${describeMachine(machine)}`);
const report = { machine, ...results };
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/inp.json', JSON.stringify(report, null, 2));
if (options.json) console.log(JSON.stringify(report, null, 2));
process.exit(failed ? 1 : 0);

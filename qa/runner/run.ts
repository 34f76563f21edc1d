// `npm run paths -- --run`: the QA paths walked in Chromium against an environment, each in a
// browser context of its own, N at a time. One path is one case: passed, failed (the step that
// differed) or skipped (the environment lacks its scenario, said why).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Device, Lang, PathStep, QaPath } from '../paths/qa-paths';
import { phoneOf, type Environment } from '../environments/schema';
import { smsCode, stepHistory } from '../environments/sms';
import { deviceContext } from './devices';
import {
  followedInWords,
  walkPath,
  type StepResult,
  type WalkFailure,
  type WalkResult,
} from './walk';

export interface CaseResult {
  target: string;
  scenario: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  /** The run's phone (absent when skipped). */
  phone?: string;
  iin?: string;
  steps: StepResult[];
  failure?: WalkFailure;
  /** Why the case was skipped. */
  skipped?: string;
  /** The failure's screenshot, relative to the report folder. */
  screenshot?: string;
}

export interface RunResult {
  environment: string;
  envFile: string;
  baseUrl: string;
  lang: Lang;
  startedAt: Date;
  ms: number;
  cases: CaseResult[];
}

/** Why the environment cannot play the path's scenario, or undefined when it can. */
export function missingScenario(
  path: QaPath,
  env: Environment,
  envFile: string,
): string | undefined {
  const name = path.scenario.name;
  if (env.scenarios[name]) return undefined;
  return `the environment "${env.name}" (${envFile}) has no "${name}" scenario (scenarios.${name}), which this path needs`;
}

/** Where the SMS code came from, in words, per method of the environment file. */
const CODE_SOURCE: Record<Environment['sms']['method'], string> = {
  lastDigits: "the phone's last four digits",
  fixed: "the environment's fixed code",
  url: "read from the environment's SMS URL",
};

/**
 * Walks one path in `page` as the environment's applicant for its scenario (its IIN, its phone
 * or a fresh one from its pattern); the SMS code and the step history as the environment says.
 */
export async function walkCase(
  page: Page,
  path: QaPath,
  env: Environment,
  lang: Lang,
  onStep?: (step: StepResult) => void,
  openDevice?: (device: Device) => Promise<Page>,
): Promise<WalkResult & { phone: string; iin: string }> {
  const applicant = env.scenarios[path.scenario.name];
  if (!applicant) throw new Error(`no "${path.scenario.name}" scenario in ${env.name}`);
  const phone = phoneOf(applicant);
  const result = await walkPath(page, path, {
    lang,
    applicant: { iin: applicant.iin, phone },
    smsCode: (to) => smsCode(env, to),
    history: (of) => stepHistory(env, of),
    codeSource: CODE_SOURCE[env.sms.method],
    stepMs: env.limits.stepMs,
    onStep,
    ...(openDevice ? { openDevice } : {}),
  });
  return { ...result, phone, iin: applicant.iin };
}

export interface RunOptions {
  paths: QaPath[];
  /** The environment, its baseUrl and apiUrl those of the site under test. */
  env: Environment;
  envFile: string;
  lang: Lang;
  workers: number;
  browser: Browser;
  /** Where failures' screenshots go (<dir>/screenshots); none without. */
  reportDir?: string;
  /** A line of progress. */
  progress: (line: string) => void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function runCase(path: QaPath, options: RunOptions): Promise<CaseResult> {
  const { env, lang, progress } = options;
  const started = Date.now();
  const base = { target: path.target, scenario: path.scenario.name };
  const skipped = missingScenario(path, env, options.envFile);
  if (skipped) {
    progress(`${path.target}: skipped: ${skipped}`);
    return { ...base, status: 'skipped', ms: 0, steps: [], skipped };
  }
  const contexts: BrowserContext[] = [];
  const pageOn = async (device: Device) => {
    const context = await applicantContext(options.browser, device, env, lang);
    contexts.push(context);
    return context.newPage();
  };
  const page = await pageOn(path.device);
  let at = 0;
  const onStep = (step: StepResult) => {
    at = step.number;
    const ms =
      step.outcome === 'failed' || step.outcome === 'not reached' ? '' : ` (${seconds(step.ms)})`;
    const on = step.on ? ` on the ${step.on}` : '';
    progress(
      `${path.target}: ${step.number}/${path.steps.length} ${step.route} «${step.expect}»${on}: ${step.outcome}${ms}${step.followed ? `; ${followedInWords(step)}` : ''}`,
    );
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), env.limits.pathMs);
  });
  try {
    const walked = await Promise.race([
      walkCase(page, path, env, lang, onStep, pageOn).catch((error: unknown) => error as Error),
      timeout,
    ]);
    const ms = Date.now() - started;
    let result: CaseResult;
    if (walked === 'timeout' || walked instanceof Error) {
      // The walk stopped short of a verdict: the path's time ran out, or the browser failed.
      const step = path.steps[at] ?? (path.steps.at(-1) as PathStep);
      const expected =
        walked === 'timeout'
          ? `the whole path within limits.pathMs (${env.limits.pathMs} ms)`
          : 'the browser to go on';
      const shown = walked === 'timeout' ? 'it was still walking' : walked.message;
      result = {
        ...base,
        iin: env.scenarios[path.scenario.name]?.iin,
        status: 'failed',
        ms,
        steps: [],
        failure: {
          step: at + 1,
          node: step.node,
          do: step.do,
          route: step.route,
          spec: '',
          expected,
          shown,
          message: `step ${at + 1} of ${path.steps.length} (${step.node}, ${step.route}): expected ${expected}; ${shown}`,
        },
      };
    } else {
      result = {
        ...base,
        phone: walked.phone,
        iin: walked.iin,
        status: walked.failure ? 'failed' : 'passed',
        ms,
        steps: walked.steps,
        failure: walked.failure,
      };
    }
    if (result.failure && options.reportDir) {
      const file = join('screenshots', `${lang}-${path.target}.png`);
      await mkdir(join(options.reportDir, 'screenshots'), { recursive: true });
      try {
        await page.screenshot({
          path: join(options.reportDir, file),
          fullPage: true,
          timeout: 10_000,
        });
        result.screenshot = file;
      } catch {
        // a page that cannot be photographed: the report says what it showed
      }
    }
    progress(
      `${path.target}: ${result.status} in ${seconds(ms)}${result.failure ? `: ${result.failure.message}` : ''}`,
    );
    return result;
  } finally {
    clearTimeout(timer);
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
  }
}

/**
 * A browser context of the applicant's `device` on the environment's site: its language, the
 * environment's headers on the site's and the API's requests, and a visitor id QA's own.
 */
export async function applicantContext(
  browser: Browser,
  device: Device,
  env: Environment,
  lang: Lang,
): Promise<BrowserContext> {
  const context = await deviceContext(browser, device, {
    baseURL: env.baseUrl,
    locale: lang === 'kk' ? 'kk-KZ' : 'ru-RU',
  });
  const origins = new Set([new URL(env.baseUrl).origin, new URL(env.apiUrl ?? env.baseUrl).origin]);
  if (Object.keys(env.headers).length > 0) {
    // The environment's headers on the site's and the API's requests; the app's own win (the
    // bearer token over a basic-auth Authorization).
    await context.route(
      (url) => origins.has(url.origin),
      (route) => route.continue({ headers: { ...env.headers, ...route.request().headers() } }),
    );
  }
  // The app's X-VISITOR-ID (SPEC §3 uid) starts with the environment's prefix, so the
  // backend's logs can tell QA's runs.
  const uid = `${env.visitorIdPrefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await context.addInitScript({
    content: `try { if (!localStorage.getItem('uid')) localStorage.setItem('uid', ${JSON.stringify(uid.replace(/[^\w-]/g, '-').slice(0, 64))}); } catch {}`,
  });
  return context;
}

/** Walks every path, `workers` at a time; the cases in the paths' order. */
export async function runPaths(options: RunOptions): Promise<RunResult> {
  const startedAt = new Date();
  const cases: CaseResult[] = new Array(options.paths.length);
  let next = 0;
  const worker = async () => {
    while (next < options.paths.length) {
      const index = next++;
      cases[index] = await runCase(options.paths[index] as QaPath, options);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.workers, options.paths.length)) }, worker),
  );
  return {
    environment: options.env.name,
    envFile: options.envFile,
    baseUrl: options.env.baseUrl,
    lang: options.lang,
    startedAt,
    ms: Date.now() - startedAt.getTime(),
    cases,
  };
}

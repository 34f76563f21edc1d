import { expect, test, type BrowserContext } from '@playwright/test';
import type { Device, QaPath } from '../../qa/paths/qa-paths';
import { qaPaths, scenarioJourneys } from '../../qa/paths/qa-paths';
import { loadEnvironment } from '../../qa/environments/schema';
import { stepHistory } from '../../qa/environments/sms';
import { applicantContext, walkCase } from '../../qa/runner/run';
import { followedInWords } from '../../qa/runner/walk';

// Each scenario of SANDBOX.md walked to its end in the browser against the sandbox, as QA would
// follow `npm run paths`, by the walk `npm run paths -- --run` does (qa/runner/walk.ts: the
// paths of qa/paths/qa-paths.ts, written from SPEC.md and SANDBOX.md, not read from the
// machines or /dev/flow): per step, do what `do` says, then the screen must show its route,
// heading and the piece of SPEC.md `shows` names; a screen the server leaves by itself may go by
// unseen only if the server's history has its step; at the end, the headings seen must be the
// scenario's screens in order. Every path of `npm run paths` is the beginning of one of these
// journeys (checked first), so no target is left out. The applicants are sandbox.json's, each
// test with a fresh phone (the sandbox keeps an applicant per phone), on the path's device as
// the runner has it: a phone, or a computer without a camera that goes on on the phone.

const JOURNEYS = scenarioJourneys('ru');

/** The screens of a path as headings, in order, one entry for a heading shown twice in a row. */
function headingsOf(path: QaPath): string[] {
  return path.steps.map((step) => step.expect).filter((h, i, all) => i === 0 || h !== all[i - 1]);
}

test('every path of `npm run paths` is the beginning of a scenario journey run below', () => {
  const words = (path: QaPath) => path.steps.map((step) => `${step.route} ${step.expect}`);
  for (const path of qaPaths('ru')) {
    const journey = JOURNEYS.find(
      (candidate) =>
        candidate.scenario.name === path.scenario.name && candidate.device === path.device,
    );
    expect(journey, path.target).toBeDefined();
    expect(words(journey!).slice(0, path.steps.length), path.target).toEqual(words(path));
  }
});

test.describe.configure({ mode: 'parallel' });

for (const journey of JOURNEYS) {
  test(`${journey.target} (IIN ${journey.scenario.iin}, ${journey.device}): ${headingsOf(journey).join(' → ')}`, async ({
    browser,
    baseURL,
  }) => {
    // Background steps of the sandbox and the signing page's round trip; two cores shared.
    test.setTimeout(180_000);
    // sandbox.json, on the sandbox behind this suite's site (which proxies /rest and /sandbox).
    const file = await loadEnvironment('qa/environments/sandbox.json');
    const env = { ...file, baseUrl: baseURL!, apiUrl: baseURL! };
    const contexts: BrowserContext[] = [];
    const pageOn = async (device: Device) => {
      const context = await applicantContext(browser, device, env, 'ru');
      contexts.push(context);
      return context.newPage();
    };
    test.info().annotations.push({ type: 'device', description: journey.device });
    const result = await walkCase(
      await pageOn(journey.device),
      journey,
      env,
      'ru',
      undefined,
      pageOn,
    ).finally(() => Promise.all(contexts.map((context) => context.close())));
    for (const step of result.steps.filter((each) => each.outcome === 'passed by the server')) {
      test.info().annotations.push({
        type: 'passed by the server',
        description: `${step.node}: the sandbox moved on before the app showed «${step.expect}»`,
      });
    }
    for (const step of result.steps.filter((each) => each.followed)) {
      test.info().annotations.push({ type: 'followed', description: followedInWords(step) });
    }
    expect(result.failure?.message).toBeUndefined();
    expect(result.steps.map((step) => step.outcome)).not.toContain('passed, unconfirmed');
    expect((await stepHistory(env, result.phone))?.length).toBeGreaterThan(1);
  });
}

import { mkdtemp, readFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { JOURNEY, JOURNEY_MOVES, JOURNEY_STEP_IDS } from '../../../../machines/catalog/journey';
import { qaPaths, type QaPath } from '../../../../qa/paths/qa-paths';
import { edgeId, journeyCoverage, journeyCoverageLine } from '../../../../qa/runner/coverage';
import { escapeMarkup, htmlReport, junitXml, writeReport } from '../../../../qa/runner/report';
import type { CaseResult, RunResult } from '../../../../qa/runner/run';
import { followedInWords, type StepResult } from '../../../../qa/runner/walk';

const PATHS = qaPaths('ru');
const path = (target: string) => PATHS.find((each) => each.target === target) as QaPath;

/** The path's steps with the outcomes given, in order (the rest 'shown'). */
const stepsOf = (target: string, outcomes: StepResult['outcome'][] = []): StepResult[] =>
  path(target).steps.map((step, index) => ({
    number: index + 1,
    node: step.node,
    route: step.route,
    expect: step.expect,
    outcome: outcomes[index] ?? 'shown',
    ms: 1000,
  }));

const PASSED: CaseResult = {
  target: 'iin',
  scenario: 'standard',
  status: 'passed',
  ms: 4321,
  phone: '77010000003',
  iin: '900101300017',
  steps: stepsOf('iin'),
};

const FAILED: CaseResult = {
  target: 'personal',
  scenario: 'standard',
  status: 'failed',
  ms: 20_500,
  phone: '77010000004',
  iin: '900101301015',
  steps: stepsOf('personal', ['shown', 'shown', 'shown', 'failed']),
  failure: {
    step: 4,
    node: 'personal',
    do: 'type the IIN 900101301015, answer «Да, я резидент РК» and «Нет, не являюсь», press «Продолжить»',
    route: '/register/personal',
    spec: '§2 /register/personal, §3 personal payload, §4 personal; shows: §3 personal payload: email',
    expected: '«Личные данные» at /register/personal, showing «Электронная почта»',
    shown: '«Личные данные и удостоверение личности» at /register/personal-and-passport',
    message:
      'step 4 of 4 (personal, /register/personal, SPEC §2 /register/personal): after «type the IIN» expected «Личные данные» & <more>; the screen showed «Личные данные и удостоверение личности» at /register/personal-and-passport',
  },
  screenshot: 'screenshots/ru-personal.png',
};

const SKIPPED: CaseResult = {
  target: 'liveness_failed.user_too_young',
  scenario: 'tooYoung',
  status: 'skipped',
  ms: 0,
  steps: [],
  skipped:
    'the environment "staging" (staging.json) has no "tooYoung" scenario (scenarios.tooYoung), which this path needs',
};

const RUN: RunResult = {
  environment: 'staging',
  envFile: 'staging.json',
  baseUrl: 'https://staging.example.kz',
  lang: 'ru',
  startedAt: new Date('2025-03-01T10:00:00.000Z'),
  ms: 25_000,
  cases: [PASSED, FAILED, SKIPPED],
};

test('escapeMarkup escapes the five characters and drops those XML cannot hold', () => {
  expect(escapeMarkup(`a<b>&"c'\u0001d`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;d');
});

test('junit.xml: one testcase per path; a failure names the step, route, SPEC, expected and shown; a skip its reason', () => {
  const xml = junitXml(RUN);
  const totals = 'tests="3" failures="1" errors="0" skipped="1" time="25.000"';
  expect(xml.split('\n').slice(0, 8)).toEqual([
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="npm run paths -- --run" ${totals}>`,
    `  <testsuite name="paths (ru) against staging" ${totals} timestamp="2025-03-01T10:00:00" hostname="${hostname()}">`,
    '    <properties>',
    '      <property name="environment" value="staging"/>',
    '      <property name="envFile" value="staging.json"/>',
    '      <property name="baseUrl" value="https://staging.example.kz"/>',
    '      <property name="lang" value="ru"/>',
  ]);
  expect(xml).toContain(
    '    <testcase name="iin" classname="paths.ru.standard" time="4.321">\n' +
      '      <system-out>IIN 900101300017, phone 77010000003\n' +
      '1. /login «Вход и регистрация»: shown\n' +
      '2. /login «Вход и регистрация»: shown\n' +
      '3. /login/iin «ИИН»: shown</system-out>\n' +
      '    </testcase>',
  );
  expect(xml).toContain(
    '<testcase name="personal" classname="paths.ru.standard" time="20.500">\n' +
      '      <failure message="step 4 of 4 (personal, /register/personal, SPEC §2 /register/personal): after «type the IIN» expected «Личные данные» &amp; &lt;more&gt;; the screen showed «Личные данные и удостоверение личности» at /register/personal-and-passport" type="step 4: personal">',
  );
  expect(xml).toContain('4. /register/personal «Личные данные»: failed</failure>');
  expect(xml).toContain(
    '    <testcase name="liveness_failed.user_too_young" classname="paths.ru.tooYoung" time="0.000">\n' +
      '      <skipped message="the environment &quot;staging&quot; (staging.json) has no &quot;tooYoung&quot; scenario (scenarios.tooYoung), which this path needs"/>\n' +
      '    </testcase>',
  );
  expect(xml.match(/<testcase /g)).toHaveLength(3);
  expect(xml.endsWith('  </testsuite>\n</testsuites>\n')).toBe(true);
});

test('a line break in a failure message stays one attribute', () => {
  const xml = junitXml({
    ...RUN,
    cases: [{ ...FAILED, failure: { ...FAILED.failure!, message: 'one\ntwo' } }],
  });
  expect(xml).toContain('<failure message="one&#10;two"');
});

test('a path over two devices says on which each step was seen, and how long after the phone the computer followed', () => {
  const target = 'verigram.handoff';
  const walked = path(target);
  const steps = stepsOf(target).map((step, index) => ({
    ...step,
    on: walked.steps[index]!.on!,
  }));
  const last = steps.length - 1;
  steps[last] = { ...steps[last]!, followed: { device: 'phone', ms: 412, withinMs: 10_000 } };
  const before = {
    ...steps[last]!,
    followed: { device: 'phone' as const, ms: -703, withinMs: 10_000 },
  };
  const handoff: CaseResult = { ...PASSED, target, steps };
  const xml = junitXml({ ...RUN, cases: [handoff] });
  // The photo's screen on the computer, then the phone opens the link (after the forms).
  const photo = steps.find((step) => step.route === '/register/photo')!.number;
  expect(xml).toContain(
    `${photo}. /register/photo «Селфи для проверки личности» on the computer: shown\n`,
  );
  expect(xml).toContain(`${photo + 1}. /login «Вход и регистрация» on the phone: shown\n`);
  expect(xml).toContain(
    `${steps.length}. /register/liveness-waiting-results «Проверяем фотографию» on the computer: shown; ` +
      'the computer&apos;s next screen came 412 ms after the phone&apos;s (at most 10000 ms after)</system-out>',
  );
  expect(followedInWords(before)).toBe(
    "the computer's next screen came 703 ms before the phone's (at most 10000 ms after)",
  );
  expect(followedInWords(steps[0]!)).toBe('');
  expect(htmlReport({ ...RUN, cases: [handoff] }, journeyCoverage([walked], [handoff]))).toContain(
    'on the computer: <b>shown</b>; the computer&apos;s next screen came 412 ms after the phone&apos;s',
  );
});

test('coverage: nodes and edges the walks went through; for the rest, why', () => {
  const paths = [path('iin'), path('personal'), path('liveness_failed.user_too_young')];
  const coverage = journeyCoverage(paths, RUN.cases);
  expect(coverage.nodes.total).toBe(JOURNEY.length);
  expect(coverage.edges.total).toBe(JOURNEY_MOVES.length);
  expect(Object.keys(coverage.nodes.exercisedBy)).toEqual(['login.phone', 'login.code', 'iin']);
  expect(coverage.nodes.exercisedBy.iin).toEqual(['iin', 'personal']);
  expect(Object.keys(coverage.edges.exercisedBy)).toEqual([
    edgeId('login.phone', 'login.code'),
    edgeId('login.code', 'iin'),
  ]);
  const why = Object.fromEntries(coverage.nodes.notExercised.map((item) => [item.id, item.why]));
  expect(why.personal).toEqual([
    'personal: failed at step 4 (personal)',
    `liveness_failed.user_too_young: skipped (${SKIPPED.skipped})`,
  ]);
  expect(why.verigram).toEqual([`liveness_failed.user_too_young: skipped (${SKIPPED.skipped})`]);
  expect(why.signing_failed).toEqual([
    'no path of this run goes there (--to journey.signingFails does)',
  ]);
  const edgeWhy = Object.fromEntries(
    coverage.edges.notExercised.map((item) => [item.id, item.why]),
  );
  expect(edgeWhy[edgeId('iin', 'personal')]).toEqual(why.personal);
  expect(edgeWhy[edgeId('liveness_failed', 'verigram')]).toEqual([
    'no path of this run goes along it (--to journey.lowSimilarity does)',
  ]);
  // Out of every node and move of the journey (machines/catalog/journey.ts).
  expect(journeyCoverageLine(coverage)).toBe(
    `journey nodes 3/${JOURNEY_STEP_IDS.length}, edges 2/${JOURNEY_MOVES.length}`,
  );
});

test('a screen the server passed counts as exercised, and so do the moves into and out of it', () => {
  const target = 'signing_init_success';
  const steps = stepsOf(target);
  const signingInit = steps.findIndex((step) => step.node === 'signing_init');
  steps[signingInit] = { ...steps[signingInit]!, outcome: 'passed by the server' };
  const coverage = journeyCoverage([path(target)], [{ ...PASSED, target, steps }]);
  expect(coverage.nodes.exercisedBy.signing_init).toEqual([target]);
  expect(coverage.edges.exercisedBy[edgeId('waiting_liveness_results', 'signing_init')]).toEqual([
    target,
  ]);
  expect(coverage.edges.exercisedBy[edgeId('signing_init', 'signing_init_success')]).toEqual([
    target,
  ]);
});

test('writeReport writes junit.xml, index.html with the screenshot, coverage.json, run.json', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'paths-report-'));
  const coverage = journeyCoverage([path('iin'), path('personal')], RUN.cases);
  const files = await writeReport(dir, RUN, coverage);
  expect(files).toEqual(
    ['junit.xml', 'index.html', 'coverage.json', 'run.json'].map((f) => join(dir, f)),
  );
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  expect(html).toBe(htmlReport(RUN, coverage));
  expect(html).toContain('<img src="screenshots/ru-personal.png"');
  expect(html).toContain('1 passed, 1 failed, 1 skipped.');
  const json = JSON.parse(await readFile(join(dir, 'coverage.json'), 'utf8')) as {
    paths: unknown;
    nodes: { exercised: number; total: number };
  };
  expect(json.paths).toEqual([
    { target: 'iin', status: 'passed' },
    { target: 'personal', status: 'failed' },
    { target: 'liveness_failed.user_too_young', status: 'skipped' },
  ]);
  expect(json.nodes).toMatchObject({ exercised: 3, total: JOURNEY_STEP_IDS.length });
});

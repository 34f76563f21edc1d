// What `npm run paths -- --run --report DIR` writes: junit.xml (one testcase per path),
// index.html (every case, a failure's message and screenshot) and coverage.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { JourneyCoverage } from './coverage';
import type { CaseResult, RunResult } from './run';
import { RUN_FILE } from './shard';
import { followedInWords, type StepResult } from './walk';

/** Text safe inside XML or HTML, attributes included; characters XML 1.0 forbids are dropped. */
export function escapeMarkup(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters XML cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** An attribute value: escaped, its line breaks kept as character references. */
const attribute = (text: string) =>
  escapeMarkup(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');

const time = (ms: number) => (ms / 1000).toFixed(3);

const count = (run: RunResult, status: CaseResult['status']) =>
  run.cases.filter((each) => each.status === status).length;

/** The suite's name: the language and the environment. */
export const suiteName = (run: RunResult) => `paths (${run.lang}) against ${run.environment}`;

/**
 * One step and how it went: in a path over two devices, on which; on a step that follows the
 * other device, how long after it.
 */
export function stepInWords(step: StepResult): string {
  const on = step.on ? ` on the ${step.on}` : '';
  const followed = followedInWords(step);
  return `${step.number}. ${step.route} «${step.expect}»${on}: ${step.outcome}${followed && `; ${followed}`}`;
}

/** Every step of a case and how it went, one a line. */
export function stepsInWords(each: CaseResult): string {
  return each.steps.map(stepInWords).join('\n');
}

/** JUnit XML: one testsuite for the run, one testcase per path (classname paths.<lang>.<scenario>). */
export function junitXml(run: RunResult): string {
  const failures = count(run, 'failed');
  const skipped = count(run, 'skipped');
  const properties = [
    ['environment', run.environment],
    ['envFile', run.envFile],
    ['baseUrl', run.baseUrl],
    ['lang', run.lang],
  ]
    .map(
      ([name, value]) =>
        `      <property name="${attribute(name!)}" value="${attribute(value!)}"/>`,
    )
    .join('\n');
  const cases = run.cases.map((each) => {
    const open = `    <testcase name="${attribute(each.target)}" classname="${attribute(`paths.${run.lang}.${each.scenario}`)}" time="${time(each.ms)}"`;
    const who = each.phone ? `IIN ${each.iin}, phone ${each.phone}\n` : '';
    const out = each.steps.length
      ? `\n      <system-out>${escapeMarkup(who + stepsInWords(each))}</system-out>`
      : '';
    if (each.status === 'skipped') {
      return `${open}>\n      <skipped message="${attribute(each.skipped ?? '')}"/>\n    </testcase>`;
    }
    if (each.failure) {
      const { failure } = each;
      const body = `${failure.message}\n\n${who}${stepsInWords(each)}`;
      return (
        `${open}>\n      <failure message="${attribute(failure.message)}" type="step ${failure.step}: ${attribute(failure.node)}">` +
        `${escapeMarkup(body)}</failure>${out}\n    </testcase>`
      );
    }
    return `${open}>${out}\n    </testcase>`;
  });
  const totals = `tests="${run.cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time(run.ms)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="npm run paths -- --run" ${totals}>`,
    `  <testsuite name="${attribute(suiteName(run))}" ${totals} timestamp="${run.startedAt.toISOString().slice(0, 19)}" hostname="${attribute(hostname())}">`,
    '    <properties>',
    properties,
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** A page a person reads: the totals, the coverage, then every case with its steps. */
export function htmlReport(run: RunResult, coverage: JourneyCoverage): string {
  const e = escapeMarkup;
  const rows = run.cases
    .map((each) => {
      const detail = each.failure
        ? `<p class="failure">${e(each.failure.message)}</p>${
            each.screenshot
              ? `<a href="${e(each.screenshot)}"><img src="${e(each.screenshot)}" alt="the screen when step ${each.failure.step} of ${e(each.target)} failed" width="640"></a>`
              : ''
          }`
        : each.skipped
          ? `<p>${e(each.skipped)}</p>`
          : '';
      const steps = each.steps.length
        ? `<details><summary>${each.steps.length} steps${each.phone ? `, IIN ${e(each.iin ?? '')}, phone ${e(each.phone)}` : ''}</summary><ol>${each.steps
            .map(
              (step) =>
                `<li>${e(step.route)} «${e(step.expect)}»${step.on ? ` on the ${step.on}` : ''}: <b>${e(step.outcome)}</b>${step.followed ? `; ${e(followedInWords(step))}` : ''}</li>`,
            )
            .join('')}</ol></details>`
        : '';
      return `<tr class="${each.status}"><td>${e(each.target)}</td><td>${e(each.scenario)}</td><td>${each.status}</td><td>${(each.ms / 1000).toFixed(1)} s</td><td>${detail}${steps}</td></tr>`;
    })
    .join('\n');
  const missing = (label: string, set: JourneyCoverage['nodes']) =>
    set.notExercised.length
      ? `<h3>${label} not exercised</h3><ul>${set.notExercised
          .map((item) => `<li>${e(item.id)}: ${e(item.why.join('; '))}</li>`)
          .join('')}</ul>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${e(suiteName(run))}</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
td, th { border: 1px solid #ccc; padding: .4rem .6rem; text-align: left; vertical-align: top; }
tr.passed td:nth-child(3) { color: #0a6b2d; } tr.failed td:nth-child(3) { color: #b00020; font-weight: bold; }
tr.skipped td:nth-child(3) { color: #8a5a00; } .failure { white-space: pre-wrap; }
img { display: block; margin-top: .5rem; border: 1px solid #ccc; max-width: 100%; height: auto; }
</style>
</head>
<body>
<h1>${e(suiteName(run))}</h1>
<p>${e(run.baseUrl)} (${e(run.envFile)}), ${run.startedAt.toISOString()}, ${(run.ms / 1000).toFixed(1)} s:
${count(run, 'passed')} passed, ${count(run, 'failed')} failed, ${count(run, 'skipped')} skipped.</p>
<p>Journey coverage: nodes ${coverage.nodes.exercised}/${coverage.nodes.total}, edges ${coverage.edges.exercised}/${coverage.edges.total}.</p>
${missing('Nodes', coverage.nodes)}
${missing('Edges', coverage.edges)}
<table>
<thead><tr><th>Path</th><th>Scenario</th><th>Result</th><th>Time</th><th>Detail</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}

/** coverage.json: the run and the journey's coverage. */
export function coverageJson(run: RunResult, coverage: JourneyCoverage): string {
  return `${JSON.stringify(
    {
      environment: run.environment,
      baseUrl: run.baseUrl,
      lang: run.lang,
      paths: run.cases.map(({ target, status }) => ({ target, status })),
      ...coverage,
    },
    null,
    2,
  )}\n`;
}

/** Writes the report's files into `dir`; their paths. */
export async function writeReport(
  dir: string,
  run: RunResult,
  coverage: JourneyCoverage,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: Array<[string, string]> = [
    ['junit.xml', junitXml(run)],
    ['index.html', htmlReport(run, coverage)],
    ['coverage.json', coverageJson(run, coverage)],
    // The run itself, for `npm run paths -- --merge` to join shards' reports.
    [RUN_FILE, `${JSON.stringify(run, null, 2)}\n`],
  ];
  await Promise.all(files.map(([name, text]) => writeFile(join(dir, name), text)));
  return files.map(([name]) => join(dir, name));
}

// Mozilla's HTTP Observatory scan of one host with its ports (the package's `scan()` ignores
// port options; its retriever takes them), graded exactly as `scan()` grades. Run by
// scripts/observatory.ts in a process whose NODE_EXTRA_CA_CERTS trusts the local CA (Node reads
// that variable only at start). Prints the result as JSON on stdout.
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The HSTS preload list is Chromium's, which the package fetches from the internet with its
// `updateHsts` script; npm ci does not, and this machine has no internet. A local host is on no
// preload list, so an empty one grades it exactly as the real one would.
const packageDir = dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);
const preloadList = join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) {
  console.error(`observatory: ${hostname} answered neither on ${httpPort} nor on ${httpsPort}`);
  process.exit(2);
}
// The same sum as the package's scan(): extra credit only for a site already at an A.
let withExtraCredit = 100;
let uncurved = 100;
let passed = 0;
const tests = ALL_TESTS.map((test) => {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (output.pass) passed += 1;
  return {
    name: output.constructor.name,
    result: output.result,
    pass: output.pass,
    modifier,
    description: output.result
      ? getScoreDescription(output.result)
          .replace(/<[^>]+>|\s+/g, ' ')
          .trim()
      : '',
  };
});
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
const { grade } = getGradeForScore(score);
console.log(
  JSON.stringify({
    grade,
    score,
    status: requests.responses.auto.status,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    tests,
  }),
);

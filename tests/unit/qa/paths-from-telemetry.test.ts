import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// `npm run paths -- --from <export> --top N` (issue 49): on an export whose journeys are known,
// it lists exactly their paths in order of count, the move no generated path walks, and where
// the journeys stopped.
const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'paths-from-'));

/** One Faro collector payload a line, one journey event each, as the app sends them. */
function exportOf(journeys: Array<{ count: number; nodes: string[] }>): string {
  const lines: string[] = [];
  let session = 0;
  for (const { count, nodes } of journeys) {
    for (let copy = 0; copy < count; copy++) {
      session++;
      nodes.forEach((node, index) => {
        const at = 1_800_000_000_000 + session * 100_000 + index * 1000;
        lines.push(
          JSON.stringify({
            meta: {
              session: { id: `s${session}` },
              user: { attributes: { device_type: 'mobile' } },
            },
            events: [
              {
                name: 'journey_node',
                timestamp: new Date(at).toISOString(),
                attributes: { node, at_ms: String(at), lang: 'ru' },
              },
            ],
          }),
        );
      });
    }
  }
  return `${lines.join('\n')}\n`;
}

const TO_PERSONAL = ['login.phone', 'login.code', 'iin', 'personal'];
const TO_IIN = ['login.phone', 'login.code', 'iin'];
const BACK_TO_IIN = ['login.phone', 'login.code', 'iin', 'personal', 'iin'];
const file = join(dir, 'faro.ndjson');
writeFileSync(
  file,
  exportOf([
    { count: 3, nodes: TO_IIN },
    { count: 1, nodes: BACK_TO_IIN },
    { count: 5, nodes: TO_PERSONAL },
  ]),
);

function paths(...args: string[]) {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/paths.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run paths -- --from', () => {
  test('--json: the journeys taken most in order of count, each with the QA path that walks it', () => {
    const run = paths('--from', file, '--top', '2', '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const found = JSON.parse(run.stdout);
    expect(found.journeys).toBe(9);
    expect(found.top).toEqual([
      { what: TO_PERSONAL.join(' → '), count: 5, nodes: TO_PERSONAL, target: 'personal' },
      { what: TO_IIN.join(' → '), count: 3, nodes: TO_IIN, target: 'iin' },
    ]);
    expect(found.uncovered).toEqual([{ what: 'personal → iin', count: 1 }]);
    expect(found.stoppedAfter).toEqual([
      { what: 'iin → personal', count: 5 },
      { what: 'login.code → iin', count: 3 },
      { what: 'personal → iin', count: 1 },
    ]);
  });

  test('the text names the journey no generated path walks', () => {
    const run = paths('--from', file, '--top', '3');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('9 journeys in');
    expect(run.stdout).toContain(`  1. 5 × ${TO_PERSONAL.join(' → ')}  [QA path: personal]`);
    expect(run.stdout).toContain(
      `  3. 1 × ${BACK_TO_IIN.join(' → ')}  [no generated path walks it]`,
    );
  });

  test('an export with no journey in it is an input error naming the file and the line', () => {
    const bad = join(dir, 'bad.ndjson');
    writeFileSync(bad, '{"meta": \n');
    const run = paths('--from', bad);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${bad}:1: not JSON`);
    expect(run.stderr).toContain(`${bad}: no journey events`);
  });

  test('--top must be a whole number', () => {
    expect(paths('--from', file, '--top', 'many').status).toBe(2);
  });
});

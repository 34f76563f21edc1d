import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { isValidIin } from '../../../contract';
import { FLOW_MACHINES } from '../../../machines/catalog/flows';
import { machineGraph } from '../../../machines/graph/graph';
import { JOURNEY, JOURNEY_MOVES } from '../../../machines/catalog/journey';
import { SANDBOX_SERIALS, SPEC_SCREENS, SPEC_STEPS } from '../../support/spec';

// `npm run paths` as QA runs it (issue 16): usage, a mistyped target, and the JSON a program
// reads. The expectations are SPEC.md §4 (step → route) and SANDBOX.md (scenario → serial).

const root = fileURLToPath(new URL('../../../', import.meta.url));

function paths(...args: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/paths.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface JsonPath {
  target: string;
  scenario: { iin: string; phone: string };
  device: 'phone' | 'computer';
  steps: Array<{ route: string; do: string; expect: string; on?: 'phone' | 'computer' }>;
}

describe('npm run paths', () => {
  test('--help prints the usage and exits 0', () => {
    const run = paths('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: npm run paths/);
    expect(run.stdout).toContain('--json');
  });

  test('an unknown --to exits non-zero and suggests the close names', () => {
    const run = paths('--to', 'signing_faild');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('signing_faild');
    expect(run.stderr).toMatch(/Did you mean: signing_failed/);
    expect(run.stdout).toBe('');
  });

  test('an unknown option exits non-zero with the usage', () => {
    const run = paths('--bogus');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Usage');
  });

  test('--json: every step of SPEC.md §4 is reached with the scenario that leads there', () => {
    const run = paths('--json');
    expect(run.status).toBe(0);
    const list = JSON.parse(run.stdout) as JsonPath[];
    const targets = new Map(list.map((path) => [path.target, path]));
    for (const step of SPEC_STEPS) {
      const path = targets.get(step);
      expect(path, step).toBeDefined();
      const last = path!.steps.at(-1)!;
      expect(SPEC_SCREENS[step], step).toContain(last.route);
      expect(path!.scenario.iin.slice(7, 11), step).toBe(
        SANDBOX_SERIALS[step] ?? path!.scenario.iin.slice(7, 11),
      );
      if (!SANDBOX_SERIALS[step])
        expect(Object.values(SANDBOX_SERIALS), step).not.toContain(path!.scenario.iin.slice(7, 11));
    }
    for (const path of list) {
      expect(isValidIin(path.scenario.iin), path.target).toBe(true);
      expect(path.scenario.phone, path.target).toMatch(/^7\d{10}$/);
      expect(path.steps[0]).toMatchObject({
        route: '/login',
        do: path.device === 'computer' ? 'on the computer: open /login' : 'open /login',
      });
      expect(path.steps.some((step) => step.do.includes(`«ИИН» ${path.scenario.iin}`))).toBe(
        path.steps.length > 3,
      );
      for (const step of path.steps) {
        expect(step.route).toMatch(/^\/(login|register)/);
        expect(step.do.length).toBeGreaterThan(0);
        expect(step.expect.length).toBeGreaterThan(0);
      }
    }
    // The sandbox keeps one applicant per phone: the paths must not share one.
    expect(new Set(list.map((path) => path.scenario.phone)).size).toBe(list.length);
  });

  test('the selfie, the signing page and the login phases are named as the applicant does them', () => {
    const list = JSON.parse(paths('--json', '--to', 'personal_cabinet').stdout) as JsonPath[];
    expect(list).toHaveLength(1);
    const words = list[0]!.steps.map((step) => step.do).join('\n');
    expect(words).toMatch(/take the selfie/);
    expect(words).toMatch(/sign on the signing page/);
    const code = list[0]!.scenario.phone.slice(-4);
    expect(words).toContain(`type the SMS code ${code}`);
    expect(list[0]!.steps.at(-1)).toMatchObject({
      route: '/register/lk',
      expect: 'Личный кабинет',
    });
  });

  // Issue 33: the selfie of a computer without a camera, taken on the phone from the QR code.
  test('verigram.handoff: the computer offers the phone, the phone logs in from the link and takes the selfie, the computer moves on', () => {
    const [path] = JSON.parse(paths('--json', '--to', 'verigram.handoff').stdout) as JsonPath[];
    expect(path?.device).toBe('computer');
    const steps = path!.steps.map((step) => `${step.on} ${step.route} ${step.expect}`);
    const photo = 'Селфи для проверки личности';
    expect(steps.slice(-6)).toEqual([
      `computer /register/photo ${photo}`,
      'phone /login Вход и регистрация',
      'phone /login Вход и регистрация',
      `phone /register/photo ${photo}`,
      'phone /register/liveness-waiting-results Проверяем фотографию',
      'computer /register/liveness-waiting-results Проверяем фотографию',
    ]);
    const words = path!.steps.map((step) => step.do);
    expect(words.at(-5)).toMatch(/^on the phone: read the QR code on the computer/);
    expect(words.at(-4)).toContain(`the phone field shows +7 (701) 000-`);
    expect(words.at(-1)).toBe('on the computer: wait: the server moves on by itself');
  });

  test('--lang kk: routes under /kk and Kazakh headings', () => {
    const list = JSON.parse(paths('--json', '--lang', 'kk', '--to', 'iin').stdout) as JsonPath[];
    expect(list[0]!.steps.at(-1)).toMatchObject({ route: '/kk/login/iin', expect: 'ЖСН' });
  });
});

test('every state node the journey names exists in its machine, every move joins two steps', () => {
  const ids = new Set(
    FLOW_MACHINES.flatMap((machine) => machineGraph(machine).nodes.map((n) => n.id)),
  );
  for (const step of JOURNEY) expect(ids, step.id).toContain(step.state);
  const steps = new Set(JOURNEY.map((step) => step.id));
  for (const move of JOURNEY_MOVES) {
    expect(steps).toContain(move.from);
    expect(steps).toContain(move.to);
  }
});

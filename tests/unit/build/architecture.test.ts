import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { mermaid } from '../../../scripts/architecture-picture';

// `npm run check` runs dependency-cruiser with the project's rules (.dependency-cruiser.cjs).
// Here the same rules meet a small tree that breaks two of them, so a broken rule is seen to
// fail with the tool's own message naming both files.
const root = resolve(import.meta.dirname, '../../..');
const tree = mkdtempSync(join(tmpdir(), 'architecture-'));

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: true },
  }),
  'contract/steps.ts': "export { pageTitle } from '../src/app/title';\n",
  'src/app/title.ts': 'export const pageTitle = 1;\n',
  'machines/graph/paths.ts':
    "import { journey } from '../catalog/journey';\nexport const paths = () => journey;\n",
  'machines/catalog/journey.ts':
    "import { paths } from '../graph/paths';\nexport const journey = () => paths;\n",
  'sandbox/server.ts': "export { pageTitle } from '../src/app/title';\n",
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(tree, file)), { recursive: true });
  writeFileSync(join(tree, file), text);
}
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function cruise() {
  const run = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    [
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      'contract',
      'src',
      'machines',
      'sandbox',
    ],
    { cwd: tree, encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the architecture rules', () => {
  const { status, output } = cruise();

  test('a broken rule fails, naming the rule and both files', () => {
    expect(status).not.toBe(0);
    expect(output).toContain('contract-at-the-bottom: contract/steps.ts → src/app/title.ts');
    expect(output).toContain('sandbox-apart-from-the-app: sandbox/server.ts → src/app/title.ts');
  });

  test('an import cycle fails, naming the files of the loop', () => {
    const loop = /no-cycle: (machines\/\S+) → \s*(machines\/\S+) →\s*(machines\/\S+)/.exec(output);
    expect(loop?.slice(1, 3).sort()).toEqual([
      'machines/catalog/journey.ts',
      'machines/graph/paths.ts',
    ]);
    expect(loop?.[3]).toBe(loop?.[1]);
    // The generic graph may not import the catalog above it, cycle or not.
    expect(output).toContain(
      'machines-graph-is-generic: machines/graph/paths.ts → machines/catalog/journey.ts',
    );
  });

  test('the repository itself keeps every rule', () => {
    const run = spawnSync('npm', ['run', '--silent', 'arch'], { cwd: root, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  });
});

describe('the layer picture of docs/architecture.md', () => {
  test('is drawn as a Mermaid flowchart, a line a layer and a line an import', () => {
    const graph = new Map([
      ['src/features', ['contract', 'src/ui']],
      ['src/ui', []],
      ['contract', []],
    ]);
    expect(mermaid(graph)).toBe(
      [
        'flowchart TD',
        '  src_features["src/features"]',
        '  src_ui["src/ui"]',
        '  contract["contract"]',
        '  src_features --> contract',
        '  src_features --> src_ui',
      ].join('\n'),
    );
  });

  test('is what the code draws today (npm run arch:picture -- --check)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'arch:picture', '--', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

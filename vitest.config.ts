import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/build/lingui-macro.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { resolveSettings } from './scripts/build/settings.ts';
import { settings } from './vite.config.ts';

// Tests run with the sandbox's settings and the QA stage, as the dev server does.
const resolved = resolveSettings('test');
resolved.settings.VITE_APP_STAGE = 'development';
const plugins = [react(), linguiMacro(), lingui(), settings(resolved)];

export default defineConfig({
  plugins,
  test: {
    projects: [
      {
        plugins,
        test: {
          name: 'unit',
          // Every test lives under tests/ (docs/architecture.md, "Tests").
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/temporal.ts', 'tests/setup/words.ts'],
          // CI machines have two cores shared by jsdom suites and property tests: a slow
          // machine must not turn into a red test. Speed is measured in benchmarks instead.
          testTimeout: 20_000,
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
      {
        plugins,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/temporal.ts', 'tests/setup/words.ts'],
          testTimeout: 20_000,
          benchmark: { include: [] },
        },
      },
      {
        plugins,
        test: {
          // Random walks over the machines (fast-check); npm run test:property replays a seed.
          name: 'property',
          include: ['tests/property/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/temporal.ts', 'tests/setup/words.ts'],
          testTimeout: 120_000,
          benchmark: { include: [] },
        },
      },
      {
        plugins,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/temporal.ts', 'tests/setup/words.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          benchmark: { include: [] },
        },
      },
    ],
  },
});

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

// Browser tests run the built app (`vite preview` over dist/) against a fresh sandbox, in Debian's
// Chromium: nothing is downloaded. Ports and the dist folder can be moved so several runs can
// share a machine: E2E_PORT, E2E_SANDBOX_PORT, E2E_DIST. A build for another sandbox port must be
// made with VITE_REALTIME_PORT set to it (the realtime socket goes to the sandbox directly).
const port = Number(process.env.E2E_PORT ?? 4173);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 5180);
const dist = process.env.E2E_DIST ?? 'dist';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCI = Boolean(process.env.CI);

/** Debian's Chromium with what the tests need (fake camera) and nothing it fetches itself. */
export const chromiumLaunch = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

/** What every browser-test run shares (this file and playwright.serve.config.ts). */
export function sharedOptions(baseURL: string, report: string): PlaywrightTestConfig {
  return {
    fullyParallel: true,
    workers: 2,
    forbidOnly: true,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: isCI ? [['list'], ['json', { outputFile: `test-results/${report}.json` }]] : 'list',
    use: {
      baseURL,
      locale: 'ru-RU',
      // Traces are read on this machine; in CI only the printed report comes back, and
      // recording every action's screenshots costs the two cores the tests share.
      trace: isCI ? 'off' : 'retain-on-failure',
      launchOptions: chromiumLaunch,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  ...sharedOptions(`http://127.0.0.1:${port}`, 'e2e'),
  // Most of a browser test is waiting (the sandbox's steps, a 15 s time limit): a third worker
  // on two cores took the suite from 10.8 to 9.3 minutes with every test passing (E2E_WORKERS).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      // A cheap Android phone: 360 px wide, touch.
      use: {
        ...devices['Galaxy S9+'],
        viewport: { width: 360, height: 740 },
        defaultBrowserType: 'chromium',
      },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: 'npx --no-install tsx sandbox/main.ts',
      url: `http://127.0.0.1:${sandboxPort}/sandbox/health`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_STEP_DELAY_MS: '300' },
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: `npx --no-install vite preview --port ${port} --strictPort --outDir ${dist}`,
      url: `http://127.0.0.1:${port}/`,
      env: { SANDBOX_PORT: String(sandboxPort) },
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, sharedOptions } from './playwright.config.ts';

// The production delivery, checked from outside: `npm run serve` (the sandbox build behind
// deploy/nginx.conf, and the sandbox) and Debian's Chromium. Run after the other browser tests
// (npm test does): it builds dist/ anew and starts its own sandbox. Ports: E2E_SERVE_PORT
// (default 8080) and E2E_SANDBOX_PORT (default 5180).
const port = Number(process.env.E2E_SERVE_PORT ?? 8080);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 5180);

export default defineConfig({
  testDir: 'tests/serve',
  ...sharedOptions(`http://127.0.0.1:${port}`, 'serve'),
  projects: [
    {
      name: 'serve',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        // CSP reports through the Reporting API leave within a second instead of a minute.
        launchOptions: {
          ...chromiumLaunch,
          args: [...chromiumLaunch.args, '--short-reporting-delay'],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_STEP_DELAY_MS: '300',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});

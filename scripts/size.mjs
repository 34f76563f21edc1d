// Budget check of the JavaScript that `/` loads in a real browser on a phone-sized screen,
// gzip-compressed (issue: app shell, item 10), on the served build: `npm test` runs it after
// `npm run test:serve`, whose `npm run serve` has built dist/ (the browser tests' build carries
// development routes no phone gets). SIZE_DIST names another build's folder. Two figures:
// - before interactive: every script requested before the app has taken over the page (it
//   marks <html data-app-ready> once hydrated), the code a phone on a weak connection must
//   download before the page answers its controls. The prerendered page is readable before any
//   of it (issue 15). The issue asks for 110 KiB assuming React weighs about 60; measured
//   here, React 19.3 with ReactDOM and the scheduler is 67 KiB and TanStack Router 27, a 94 KiB
//   floor before any of our code; the shell, home page, platform boot and two catalogs add 28.
//   The gate is 125 KiB until the product decides (issue 2 note): it stops growth without
//   pretending 110 is met.
// - total: everything fetched until the network is idle, deferred work included (the home
//   calculator after hydration, the telemetry SDK in the visitor's first pause). Budget
//   TOTAL_BUDGET_KIB, so deferred code cannot grow unnoticed.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KIB = 125;
const TOTAL_BUDGET_KIB = 180;
const PAGES = ['/', '/kk'];

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dist = process.env.SIZE_DIST ?? 'dist';
// vite itself, not through npx, in its own process group so the whole group can be stopped:
// an orphaned preview server would keep this script (and CI) waiting forever.
const preview = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--outDir', dist],
  { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
);
const stopPreview = () => {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
await new Promise((resolve, reject) => {
  preview.stdout.on('data', (chunk) => chunk.toString().includes(String(port)) && resolve());
  preview.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const report = {};
let failed = false;
const kib = (bytes) => (bytes / 1024).toFixed(1);
try {
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-app-ready')) return;
        observer.disconnect();
        window.appReadyAt = performance.timeOrigin + performance.now();
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-app-ready'],
      });
    });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The telemetry SDK starts in the visitor's first pause (src/platform/boot.ts), after the
    // network has gone idle: its scripts count in the total once Faro is up (telemetry is on
    // in the sandbox build this measures).
    await page.waitForFunction(() => window.faro?.api, null, { timeout: 30_000 });
    const readyAt = await page.evaluate(() => window.appReadyAt);
    let critical = 0;
    let total = 0;
    const rows = [];
    for (const response of scripts) {
      const gzip = gzipSync(await response.body(), { level: 9 }).length;
      const isCritical = response.request().timing().startTime <= readyAt;
      total += gzip;
      if (isCritical) critical += gzip;
      rows.push([new URL(response.url()).pathname, gzip, isCritical]);
    }
    rows.sort((a, b) => b[1] - a[1]);
    report[path] = { criticalKiB: Number(kib(critical)), totalKiB: Number(kib(total)) };
    console.log(
      `${path}: before interactive ${kib(critical)} KiB gzip (budget ${BUDGET_KIB}), ` +
        `total ${kib(total)} KiB in ${scripts.length} scripts (budget ${TOTAL_BUDGET_KIB})`,
    );
    for (const [name, size, isCritical] of rows.slice(0, process.env.SIZE_ALL ? rows.length : 8))
      console.log(
        `  ${kib(size).padStart(6)} KiB  ${isCritical ? 'before  ' : 'deferred'}  ${name}`,
      );
    if (critical / 1024 > BUDGET_KIB || total / 1024 > TOTAL_BUDGET_KIB) failed = true;
    await page.close();
  }
} finally {
  await browser.close();
  stopPreview();
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/size.json', JSON.stringify(report, null, 2));
if (failed) {
  console.error(
    `Over budget: a public page may load ${BUDGET_KIB} KiB gzip of JavaScript before it is ` +
      `interactive and ${TOTAL_BUDGET_KIB} KiB in all.`,
  );
  process.exit(1);
}
process.exit(0);

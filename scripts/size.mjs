// Budget check: the JavaScript that `/` loads in a real browser, gzip-compressed, must stay
// within 110 KiB (issue: app shell, item 10). Run after `npm run build`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KIB = 110;
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
const preview = spawn(
  'npx',
  ['--no-install', 'vite', 'preview', '--port', String(port), '--outDir', dist],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  preview.stdout.on('data', (chunk) => chunk.toString().includes(String(port)) && resolve());
  preview.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
try {
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    let total = 0;
    const rows = [];
    for (const response of scripts) {
      const gzip = gzipSync(await response.body(), { level: 9 }).length;
      total += gzip;
      rows.push([new URL(response.url()).pathname, (gzip / 1024).toFixed(1)]);
    }
    rows.sort((a, b) => b[1] - a[1]);
    const kib = total / 1024;
    console.log(
      `${path}: ${scripts.length} scripts, ${kib.toFixed(1)} KiB gzip (budget ${BUDGET_KIB} KiB)`,
    );
    for (const [name, size] of rows.slice(0, process.env.SIZE_ALL ? rows.length : 6))
      console.log(`  ${size.padStart(6)} KiB  ${name}`);
    if (kib > BUDGET_KIB) failed = true;
    await page.close();
  }
} finally {
  await browser.close();
  preview.kill('SIGTERM');
}
if (failed) {
  console.error(
    `Over budget: the JavaScript of a public page must stay within ${BUDGET_KIB} KiB gzip.`,
  );
  process.exit(1);
}

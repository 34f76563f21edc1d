import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { JOURNEY_NODE_IDS } from '../../contract';
import { KNOWN, faroLine, linesOf } from '../../studio/funnel/fixtures';
import { expectNoSidewaysScroll } from './support/accessible-screen';

// The product team's static studio (issue 24 item 4): `npm run build:studio`'s files served by
// a plain static server, nothing else running. A known NDJSON file is loaded through the file
// field; the funnel table says what studio/funnel counts by hand for it, at 1280 and 360 px,
// with no page error and no request to the API or the sandbox.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

let folder = '';
let server: Server;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'dist-studio-'));
  const built = spawnSync(
    'npx',
    [
      '--no-install',
      'vite',
      'build',
      '-c',
      'studio/vite.config.ts',
      '--outDir',
      folder,
      '--logLevel',
      'error',
    ],
    { encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(folder, path.endsWith('/') ? `${path}index.html` : path));
    try {
      if (!file.startsWith(folder) || !statSync(file).isFile()) throw new Error('not found');
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('the static studio counts a funnel file at 1280 and 360 px, with no call to the API', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    const { pathname, origin: from } = new URL(request.url());
    if (from !== origin || /^\/(rest|sandbox)\b/.test(pathname)) problems.push(request.url());
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Схема регистрации');
  await page.getByLabel('Файл NDJSON или выгрузка Loki').setInputFiles({
    name: 'known.ndjson',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(`${linesOf(KNOWN, faroLine).join('\n')}\n`),
  });

  const table = page.getByRole('table', { name: 'Воронка по шагам: заявителей 4' });
  const row = (title: string) => table.getByRole('row', { name: new RegExp(`^${title} `) });
  const cells = (title: string) => row(title).getByRole('cell');
  await expect(cells('Вход: номер телефона')).toHaveText(['4', '3', '1', '–', '20 с', '25 с']);
  await expect(cells('Вход: код из SMS')).toHaveText([
    '3',
    '3',
    '0',
    /^75\s?%\s*из «Вход: номер телефона»$/,
    '30 с',
    '30 с',
  ]);
  await expect(cells('ИИН')).toHaveText(['3', '2', '1', /^100\s?%/, '45 с', '52,5 с']);
  await expect(cells('Личный кабинет')).toHaveText(['1', '0', '0', /^100\s?%/, '–', '–']);
  // The header, then a row for every node of the journey (contract/journey.ts).
  await expect(table.getByRole('row')).toHaveCount(1 + JOURNEY_NODE_IDS.length);
  await expect(page.getByTestId('funnel-status')).toContainText('known.ndjson: заявителей 4');
  // The journey view carries the counts too.
  await expect(page.locator('[data-key="node:login.phone"]')).toHaveAttribute(
    'aria-label',
    /вошли 4 · остановились 1/,
  );
  await expectNoSidewaysScroll(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[2]).toBe(
    'login.code,Вход: код из SMS,3,3,0,login.phone,0.7500,30000,30000',
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await table.scrollIntoViewIfNeeded();
  await expect(cells('ИИН').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(problems).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { HANDOFF_PHONE, KNOWN, cohort, faroLine, linesOf } from '../../studio/funnel/fixtures';
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
  // Entered, moved on, stopped, conversion, median, p75, p90, why they stopped (no signals in
  // this file: those who stopped left with no error).
  await expect(cells('Вход: номер телефона')).toHaveText([
    '4',
    '3',
    '1',
    '–',
    '20 с',
    '25 с',
    '28 с',
    'ушли без ошибки 1',
  ]);
  await expect(cells('Вход: код из SMS')).toHaveText([
    '3',
    '3',
    '0',
    /^75\s?%\s*из «Вход: номер телефона»$/,
    '30 с',
    '30 с',
    '30 с',
    '',
  ]);
  await expect(cells('ИИН')).toHaveText([
    '3',
    '2',
    '1',
    /^100\s?%/,
    '45 с',
    '52,5 с',
    '57 с',
    'ушли без ошибки 1',
  ]);
  await expect(cells('Личный кабинет')).toHaveText(['1', '0', '0', /^100\s?%/, '–', '–', '–', '']);
  // The header, the two login phases, SPEC.md §4's 15 steps and the offer to take the selfie
  // on a phone (issue 33).
  await expect(table.getByRole('row')).toHaveCount(1 + 2 + 15 + 1);
  await expect(page.getByTestId('funnel-status')).toContainText('known.ndjson: заявителей 4');
  // The journey view carries the counts too.
  await expect(page.locator('[data-key="node:login.phone"]')).toHaveAttribute(
    'aria-label',
    /вошли 4 · остановились 1\. чаще всего: ушли без ошибки 1/,
  );
  await expectNoSidewaysScroll(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[2]).toBe(
    'login.code,Вход: код из SMS,3,3,0,login.phone,0.7500,30000,30000,30000',
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await table.scrollIntoViewIfNeeded();
  await expect(cells('ИИН').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(problems).toEqual([]);
});

test('the studio counts the phones opened from the offer apart, and shows them when asked (issue 33)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/`);
  await page.getByLabel('Файл NDJSON или выгрузка Loki').setInputFiles({
    name: 'handoff.ndjson',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(`${linesOf([...KNOWN, HANDOFF_PHONE], faroLine).join('\n')}\n`),
  });
  const status = page.getByTestId('funnel-status');
  await expect(status).toContainText('handoff.ndjson: заявителей 4');
  await expect(status).toContainText(
    'Телефоны, открытые по QR-коду с компьютера (1), считаются отдельно',
  );
  await expect(page.getByRole('table', { name: 'Воронка по шагам: заявителей 4' })).toBeVisible();

  await page.getByLabel('Чьи пути').selectOption({ label: 'Телефонов по QR-коду' });
  const table = page.getByRole('table', { name: 'Воронка по шагам: заявителей 1' });
  const cells = (title: string) =>
    table.getByRole('row', { name: new RegExp(`^${title} `) }).getByRole('cell');
  await expect(cells('Вход: номер телефона')).toHaveText([
    '1',
    '1',
    '0',
    '–',
    '10 с',
    '10 с',
    '10 с',
    '',
  ]);
  await expect(cells('Вход: код из SMS')).toHaveText([
    '1',
    '0',
    '1',
    /^100\s?%/,
    '–',
    '–',
    '–',
    'ушли без ошибки 1',
  ]);
  await expect(status).not.toContainText('считаются отдельно');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel('Чьи пути').scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
});

test('the studio compares two cohorts side by side: counts, intervals, significance, in words and CSV (issue 47)', async ({
  page,
}) => {
  // A: 100 journeys in Russian, 60 went on from the phone form after 10 s; B: 100 in Kazakh,
  // 75 after 20 s. Worked out by hand in tests/unit/studio/funnel/compare.test.ts.
  const journeys = [
    ...cohort('a', 100, 60, 10_000, { lang: 'ru' }),
    ...cohort('b', 100, 75, 20_000, { lang: 'kk' }),
  ];
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/`);
  await page.getByLabel('Файл NDJSON или выгрузка Loki').setInputFiles({
    name: 'cohorts.ndjson',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(`${linesOf(journeys, faroLine).join('\n')}\n`),
  });
  await expect(page.getByTestId('funnel-status')).toContainText('cohorts.ndjson: заявителей 200');
  await page.getByLabel('Сравнить две группы: два периода или две когорты').check();
  await page.getByLabel('Сравнить', { exact: true }).selectOption({ label: 'Язык' });
  await page.getByLabel('Группа A').selectOption({ label: 'Русский' });
  await page.getByLabel('Группа B').selectOption({ label: 'Казахский' });

  const table = page.getByRole('table', { name: 'Шаги: A (Русский) и B (Казахский)' });
  const cells = (title: string) =>
    table.getByRole('row', { name: new RegExp(`^${title} `) }).getByRole('cell');
  await expect(cells('Вход: номер телефона')).toHaveText([
    '100',
    '60',
    '40',
    /^60\s?% \[50,2\s?%–69,1\s?%\]$/,
    '10 с',
    '10 с',
    '100',
    '75',
    '25',
    /^75\s?% \[65,7\s?%–82,5\s?%\]$/,
    '20 с',
    '20 с',
    '+15 п. п.',
    'значимо (p = 0,024)',
  ]);
  await expect(page.getByTestId('funnel-compare')).toContainText(
    'Больше всего остановились на шаге «Вход: код из SMS»: 75 из 75',
  );
  await expect(page.getByTestId('funnel-compare')).toContainText(
    'Дольше всего шаг «Вход: номер телефона»: медиана 20 с.',
  );
  await expect(
    page.getByRole('img', { name: /Доля прошедших дальше с каждого шага/ }),
  ).toBeVisible();
  // The journey view draws one funnel: not while two are compared.
  await expect(page.locator('[data-key="node:login.phone"]')).not.toHaveAttribute(
    'aria-label',
    /вошли/,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать сравнение CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[1]).toBe(
    'node,login.phone,,Вход: номер телефона,100,60,40,0.6000,0.5020,0.6906,10000,10000,' +
      '100,75,25,0.7500,0.6570,0.8245,20000,20000,0.1500,0.02354,significant',
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await table.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
});

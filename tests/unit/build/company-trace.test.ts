// Issue 22: everything about the company comes from the company file (COMPANY_FILE). A build
// with another company's file must show that company and no trace of the example one: no
// brand, legal name, registration number, licence, account, address, phone, e-mail, domain or
// link of deploy/company.example.json in any file the site serves.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const example = JSON.parse(readFileSync(join(root, 'deploy/company.example.json'), 'utf8'));
const other = JSON.parse(
  readFileSync(join(root, 'tests/fixtures/other-company/company.json'), 'utf8'),
);

/** The example company's identifying facts, as the file writes them. */
const exampleFacts: string[] = [
  example.brand,
  example.legalName.ru,
  example.legalName.kk,
  example.bin,
  example.licence.number,
  example.bank.iban,
  example.legalAddress.ru,
  example.legalAddress.kk,
  example.officeAddress.ru,
  example.officeAddress.kk,
  example.hours.contactCentre.ru,
  example.hours.offices.ru,
  example.phone,
  example.email,
  example.domain,
  example.collectionChat,
  example.careers,
  ...Object.values(example.social as Record<string, string>),
  ...example.branches.flatMap((branch: { address: { ru: string; kk: string } }) => [
    branch.address.ru,
    branch.address.kk,
  ]),
  ...example.media.map((item: { title: { ru: string } }) => item.title.ru),
];

const TEXT = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/;
let outDir = '';
let files: { name: string; text: string }[] = [];

beforeAll(async () => {
  outDir = join(mkdtempSync(join(tmpdir(), 'other-company-')), 'dist');
  await promisify(execFile)(
    'npx',
    ['--no-install', 'vite', 'build', '--mode', 'sandbox', '--outDir', outDir],
    {
      cwd: root,
      env: { ...process.env, COMPANY_FILE: 'tests/fixtures/other-company/company.json' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEXT.test(name))
    .map((name) => ({ name, text: readFileSync(join(outDir, name), 'utf8') }));
}, 300_000);

afterAll(() => rmSync(resolve(outDir, '..'), { recursive: true, force: true }));

describe('a build with another company file', () => {
  it('shows the other company: brand, legal name, registration and offices on /about, in ru and kk', () => {
    const about = files.find((file) => file.name === 'about.html')!.text;
    const aboutKk = files.find((file) => file.name === join('kk', 'about.html'))!.text;
    expect(about).toContain(`<title>О компании — ${other.brand}</title>`);
    for (const fact of [other.legalName.ru, other.officeAddress.ru, other.branches[0].city.ru]) {
      expect(about).toContain(fact.replace(/"/g, '&quot;'));
    }
    expect(about).toContain(String(other.founded.year));
    expect(aboutKk).toContain(other.legalName.kk);
    expect(aboutKk).toContain(other.branches[0].city.kk);
  });

  it('publishes its share image and its vacancies rule, not the example ones', () => {
    const shared = readFileSync(join(outDir, 'og-image.png'));
    expect(shared.equals(readFileSync(join(root, 'tests/fixtures/other-company/share.png')))).toBe(
      true,
    );
    const rules = JSON.parse(files.find((file) => file.name === 'route-rules.json')!.text);
    expect(rules.rules.some((rule: { from: string }) => rule.from === '/vakansii')).toBe(false);
  });

  it('has no trace of the example company in any file it serves', () => {
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap(({ name, text }) =>
      exampleFacts
        .filter((fact) => text.includes(fact) || text.toLowerCase().includes(fact.toLowerCase()))
        .map((fact) => `${name}: ${fact}`),
    );
    expect(found).toEqual([]);
  });
});

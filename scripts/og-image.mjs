// Renders a share image (1200×630, SPEC §2) with the system Chromium, with the brand of the
// company file (COMPANY_FILE, default deploy/company.example.json), into the file named as the
// first argument (default: the company file's shareImage). The build publishes the image the
// company file names as /og-image.png.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const companyFile = resolve(process.env.COMPANY_FILE ?? 'deploy/company.example.json');
const company = JSON.parse(readFileSync(companyFile, 'utf8'));
const output = process.argv[2] ?? resolve(dirname(companyFile), company.shareImage);
const brand = company.brand.replace(/[<>&]/g, '');

const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;
flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;
background:linear-gradient(135deg,#0b5cad,#102a43);color:#fff;font-family:'DejaVu Sans',sans-serif">
<div style="display:flex;align-items:center;gap:28px;margin-bottom:48px">
<svg width="96" height="96" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#ffc629"/>
<path d="M9 11h14M9 15h14M16 15v10" stroke="#102a43" stroke-width="3" stroke-linecap="round"/></svg>
<span style="font-size:64px;font-weight:700">${brand}</span></div>
<div style="font-size:52px;font-weight:700;line-height:1.2">Онлайн-займы в тенге<br>с телефона за 15 минут</div>
<div style="margin-top:32px;font-size:30px;color:#ffc629">Ақша алу · Получить деньги</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: output });
await browser.close();

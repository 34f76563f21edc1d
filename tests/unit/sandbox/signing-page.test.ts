import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { buttonLabels } from '../../../qa/paths/qa-paths';
import { wordsOf } from '../../../qa/words/catalogs';
import { SIGNING_PAGE } from '../../../sandbox/pages/signing';
import { login, signOnPage, useSandbox } from './support';

// The sandbox's signing page speaks the applicant's language, as the app's redirect call named
// it (Accept-Language `kz` or `ru`), and its words are the catalogs' (locales/{ru,kk}/sandbox.po).
const sandbox = useSandbox({ stepDelayMs: 60_000 }, { per: 'file' });
const { call } = sandbox;
const LANGS = ['ru', 'kk'] as const;
type Lang = (typeof LANGS)[number];

const KAZAKH = /[әғқңөұүһі]/i;

let token: string;
let phone = 77071112200;
beforeEach(async () => {
  phone += 1;
  token = await login(call, String(phone));
  await call('POST', '/sandbox/control/jump', {
    body: { phone: String(phone), step: 'signing_init_success' },
  });
});

const dom = (html: string) => new JSDOM(html).window.document;

/** What a person and a screen reader meet on a page: its language, title, heading, controls. */
function expectAccessiblePage(document: Document, lang: Lang, title: string) {
  expect(document.documentElement.lang).toBe(lang);
  expect(document.title).toBe(title);
  expect(document.querySelector('h1')?.textContent).toBe(title);
  expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
  // Targets of 44 px at least (WCAG 2.5.5), from the page's own style.
  expect(document.querySelector('style')?.textContent).toMatch(/button \{[^}]*min-height: 44px/);
}

describe.each(LANGS)('the signing page in %s', (lang) => {
  const say = (key: keyof typeof SIGNING_PAGE) => wordsOf(lang, SIGNING_PAGE[key]);

  it("is in the language of the app's call, whatever the browser's, with the catalog's words", async () => {
    const signing = await signOnPage(sandbox, call, token, 'signed', lang);
    expect(signing.pageUrl.searchParams.get('lang')).toBe(lang);
    // The browser asks in the other language: the page keeps the applicant's.
    const other = lang === 'ru' ? 'kk-KZ,kk;q=0.9' : 'ru-RU,ru;q=0.9';
    const answer = await fetch(
      `${sandbox.url}${signing.pageUrl.pathname}${signing.pageUrl.search}`,
      {
        headers: { 'accept-language': other },
      },
    );
    expect(answer.status).toBe(200);
    const document = dom(await answer.text());
    expectAccessiblePage(document, lang, say('title'));
    const buttons = [...document.querySelectorAll('form button')].map((b) => b.textContent);
    expect(buttons).toEqual([say('sign'), say('decline')]);
    // QA's paths press the same words.
    expect(buttons).toEqual([buttonLabels(lang).sign, buttonLabels(lang).decline]);
    expect(document.querySelector('input[name="lang"]')?.getAttribute('value')).toBe(lang);
    expect(document.body.textContent).toContain(say('lead'));
    // The documents' names and links in the same language.
    const links = [...document.querySelectorAll('li a')];
    expect(links).toHaveLength(3);
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(new RegExp(`\\?lang=${lang}$`));
    if (lang === 'kk') {
      expect(document.body.textContent).toMatch(KAZAKH);
      expect(say('sign')).not.toBe(wordsOf('ru', SIGNING_PAGE.sign));
    } else {
      expect(document.body.textContent).not.toMatch(KAZAKH);
    }
    expect(signing.decided.status).toBe(303);
  });

  it('says a session is missing in that language, opened or pressed', async () => {
    const opened = await fetch(`${sandbox.url}/sandbox/signing?session=missing&lang=${lang}`);
    expect(opened.status).toBe(404);
    const missingTitle =
      lang === 'ru' ? 'Сессия подписания не найдена' : 'Қол қою сессиясы табылмады';
    const document = dom(await opened.text());
    expectAccessiblePage(document, lang, missingTitle);
    expect(document.body.textContent).toContain(say('missing'));

    const pressed = await fetch(`${sandbox.url}/sandbox/signing/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: 'missing', outcome: 'signed', lang }).toString(),
      redirect: 'manual',
    });
    expect(pressed.status).toBe(404);
    expectAccessiblePage(dom(await pressed.text()), lang, missingTitle);
  });
});

describe('without a lang', () => {
  it("follows the browser's Accept-Language, else Russian", async () => {
    const page = (headers: Record<string, string>) =>
      fetch(`${sandbox.url}/sandbox/signing?session=missing`, { headers }).then(async (r) =>
        dom(await r.text()),
      );
    expect(
      (await page({ 'accept-language': 'kk-KZ,kk;q=0.9,ru;q=0.8' })).documentElement.lang,
    ).toBe('kk');
    expect((await page({ 'accept-language': 'en-US,en;q=0.9' })).documentElement.lang).toBe('ru');
    expect((await page({})).documentElement.lang).toBe('ru');
    // A lang that is neither is not taken.
    const odd = await fetch(`${sandbox.url}/sandbox/signing?session=missing&lang=en`);
    expect(dom(await odd.text()).documentElement.lang).toBe('ru');
  });
});

// The external signing service's page: the applicant signs or declines, and the browser goes
// back to the app's `return_to` with the outcome in the query. It speaks the language the app's
// redirect call was made in (the `lang` the sandbox puts in redirect_url, as a real service is
// told the applicant's language), else the browser's Accept-Language, else Russian. Its words
// are in locales/{ru,kk}/sandbox.po.
import type { Lang } from '../../contract';
import type { SigningSession } from '../store';
import { text, words } from '../texts';
import { CONSENT_DOCUMENTS } from './documents';
import { escapeHtml, page } from './layout';

/** The page's words; QA's paths and the tests press its buttons by them (qa/paths/qa-paths.ts). */
export const SIGNING_PAGE = {
  title: /*i18n*/ { id: 'sandbox.signing.title', message: 'Подписание документов' },
  lead: /*i18n*/ {
    id: 'sandbox.signing.lead',
    message:
      'Подпишите договор о предоставлении микрокредита и приложения к нему электронной подписью.',
  },
  documents: /*i18n*/ { id: 'sandbox.signing.documents', message: 'Документы' },
  sign: /*i18n*/ { id: 'sandbox.signing.sign', message: 'Подписать' },
  decline: /*i18n*/ { id: 'sandbox.signing.decline', message: 'Отказаться' },
  note: /*i18n*/ {
    id: 'sandbox.signing.note',
    message: 'Это тестовый сервис подписания. Настоящая подпись не создаётся.',
  },
  missing: /*i18n*/ {
    id: 'sandbox.signing.missing',
    message: 'Ссылка устарела или уже использована. Вернитесь на сайт и начните подписание заново.',
  },
};

const say = (key: keyof typeof SIGNING_PAGE, lang: Lang) =>
  escapeHtml(words(SIGNING_PAGE[key], lang));

export function signingPage(session: SigningSession, lang: Lang): string {
  const documents = CONSENT_DOCUMENTS.map(
    (document) =>
      `<li><a href="/sandbox/documents/${document.id}?lang=${lang}" target="_blank" rel="noopener noreferrer">${escapeHtml(document.name[lang])}</a></li>`,
  ).join('\n');
  return page({
    lang,
    title: words(SIGNING_PAGE.title, lang),
    body: `<h1>${say('title', lang)}</h1>
<p>${say('lead', lang)}</p>
<h2>${say('documents', lang)}</h2>
<ul>
${documents}
</ul>
<form method="post" action="/sandbox/signing/decide">
  <input type="hidden" name="session" value="${escapeHtml(session.id)}">
  <input type="hidden" name="lang" value="${lang}">
  <div class="actions">
    <button type="submit" name="outcome" value="signed">${say('sign', lang)}</button>
    <button type="submit" name="outcome" value="declined">${say('decline', lang)}</button>
  </div>
</form>
<p class="note">${say('note', lang)}</p>`,
  });
}

export function signingMissingPage(lang: Lang): string {
  const title = text('signingUnknown', lang);
  return page({
    lang,
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${say('missing', lang)}</p>`,
  });
}

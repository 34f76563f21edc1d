// The external signing service's page: the applicant signs or declines, and the browser goes
// back to the app's `return_to` with the outcome in the query.
import type { SigningSession } from '../store';
import { CONSENT_DOCUMENTS } from './documents';
import { escapeHtml, page } from './layout';

export function signingPage(session: SigningSession): string {
  const documents = CONSENT_DOCUMENTS.map(
    (document) =>
      `<li><a href="/sandbox/documents/${document.id}" target="_blank" rel="noopener noreferrer">${escapeHtml(document.name.ru)}</a></li>`,
  ).join('\n');
  return page({
    lang: 'ru',
    title: 'Подписание документов',
    body: `<h1>Подписание документов</h1>
<p>Подпишите договор о предоставлении микрокредита и приложения к нему электронной подписью.</p>
<h2>Документы</h2>
<ul>
${documents}
</ul>
<form method="post" action="/sandbox/signing/decide">
  <input type="hidden" name="session" value="${escapeHtml(session.id)}">
  <div class="actions">
    <button type="submit" name="outcome" value="signed">Подписать</button>
    <button type="submit" name="outcome" value="declined">Отказаться</button>
  </div>
</form>
<p class="note">Это тестовый сервис подписания. Настоящая подпись не создаётся.</p>`,
  });
}

export function signingMissingPage(): string {
  return page({
    lang: 'ru',
    title: 'Сессия подписания не найдена',
    body: `<h1>Сессия подписания не найдена</h1>
<p>Ссылка устарела или уже использована. Вернитесь на сайт и начните подписание заново.</p>`,
  });
}

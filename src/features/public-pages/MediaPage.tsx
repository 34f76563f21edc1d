import { Trans, useLingui } from '@lingui/react/macro';
import { company, inLocale } from '../../platform/company';
import { appConfig } from '../../platform/config';
import { useLocale } from '../../ui/locale';
import { Container } from '../../ui/Container';
import { Logo } from '../shell/Logo';
import { useFormat } from './parts/format';
import { MoreLink } from './parts/MoreLink';
import { Page } from '../../ui/Page';
import styles from './MediaPage.module.css';

/** /media has the empty layout: no header or footer, so the page brings its own way home. */
export function MediaPage() {
  const { t } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  const { contacts, brand } = appConfig;

  const articles = company.media.map((article) => ({
    date: article.date,
    outlet: inLocale(article.outlet, locale),
    title: inLocale(article.title, locale),
    summary: inLocale(article.summary, locale),
    url: article.url,
  }));

  return (
    <>
      <div className={styles.bar}>
        <Container className={styles.barInner}>
          <Logo />
        </Container>
      </div>
      <Page
        title={<Trans>СМИ о нас</Trans>}
        lead={
          <Trans>
            Публикации о {brand} в казахстанских СМИ. Журналистам: запросы на комментарий и интервью
            принимаем по адресу <a href={contacts.emailHref}>{contacts.email}</a>.
          </Trans>
        }
      >
        <ol className={styles.articles}>
          {articles.map((article) => (
            <li key={article.date} className={styles.article}>
              <article>
                <h2 className={styles.title}>
                  {article.url ? (
                    <a href={article.url} target="_blank" rel="noopener noreferrer">
                      {article.title}
                      <span className="visually-hidden">{t`(откроется в новой вкладке)`}</span>
                    </a>
                  ) : (
                    article.title
                  )}
                </h2>
                <p className={styles.meta}>
                  <time dateTime={article.date}>{format.date(article.date)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{article.outlet}</span>
                </p>
                <p className={styles.summary}>{article.summary}</p>
              </article>
            </li>
          ))}
        </ol>
        <p>
          <MoreLink to="/{-$locale}">
            <Trans>Вернуться на главную</Trans>
          </MoreLink>
        </p>
      </Page>
    </>
  );
}

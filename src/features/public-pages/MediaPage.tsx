import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { Container } from '../../ui/Container';
import { LocaleLink } from '../../ui/LocaleLink';
import { Logo } from '../shell/Logo';
import { useFormat } from './parts/format';
import { MoreLink } from './parts/MoreLink';
import { Page } from './parts/Page';
import styles from './MediaPage.module.css';

interface Article {
  date: string;
  outlet: string;
  title: string;
  summary: string;
}

/** /media has the empty layout: no header or footer, so the page brings its own way home. */
export function MediaPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { contacts, brand } = appConfig;

  const articles: Article[] = [
    {
      date: '2026-10-14',
      outlet: t`Qazaq Finance Review`,
      title: t`Заём без визита в офис: как ${brand} проверяет личность по селфи`,
      summary: t`Материал о том, как устроена удалённая идентификация: снимок заёмщика сравнивается с фотографией из государственной базы данных, а договор подписывается одноразовым кодом. Директор по рискам компании рассказывает, почему это снизило число заявок от мошенников.`,
    },
    {
      date: '2026-08-27',
      outlet: t`Деловой еженедельник «Капитал и рынок»`,
      title: t`ГЭСВ на первом экране: МФО раскрывают полную стоимость займов`,
      summary: t`Обзор того, как микрофинансовые организации показывают стоимость займов. ${brand} приводится в пример: максимальная ГЭСВ по каждому продукту указана на главной странице рядом со ставкой.`,
    },
    {
      date: '2026-06-03',
      outlet: t`Новостной портал «Алматы сегодня»`,
      title: t`Мошенники оформляют займы на чужой ИИН: как защититься`,
      summary: t`Руководитель службы безопасности ${brand} объясняет, почему нельзя никому сообщать коды из SMS, как проверить кредитную историю и что делать, если заём оформили без вашего ведома.`,
    },
    {
      date: '2026-04-21',
      outlet: t`Телеканал «Дала 24»`,
      title: t`Отсрочка для пострадавших от паводков`,
      summary: t`Сюжет о программе помощи заёмщикам из районов, где объявлена чрезвычайная ситуация: отсрочка платежей до шести месяцев без неустойки и без отметки о просрочке в кредитной истории.`,
    },
    {
      date: '2025-12-09',
      outlet: t`Журнал «Микрофинансы Центральной Азии»`,
      title: t`Онлайн-кредитование в Казахстане: итоги года`,
      summary: t`Участники рынка обсуждают удалённую идентификацию, требования к долговой нагрузке заёмщиков и финансовую грамотность. ${brand} рассказывает о переходе на полностью онлайн-оформление займов.`,
    },
  ];

  return (
    <>
      <div className={styles.bar}>
        <Container className={styles.barInner}>
          <LocaleLink to="/{-$locale}" className={styles.logo} aria-label={t`На главную`}>
            <Logo />
          </LocaleLink>
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
                <h2 className={styles.title}>{article.title}</h2>
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

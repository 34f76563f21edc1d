import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { PRODUCTS } from '../../finance/products';
import { LocaleLink } from '../../ui/LocaleLink';
import { company } from '../../platform/company';
import { regulators } from './parts/regulators';
import { useFormat } from './parts/format';
import { Page } from '../../ui/Page';
import { Section } from './parts/Section';
import { DOCUMENT_VERSIONS } from './parts/versions';
import styles from './DocumentsPage.module.css';

export function DocumentsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { contacts } = appConfig;
  const version = (id: keyof typeof DOCUMENT_VERSIONS) => {
    const date = format.date(DOCUMENT_VERSIONS[id]);
    return t`Действующая редакция: ${date}`;
  };
  const dailyRate = format.percent(PRODUCTS.pdl.dailyRate);
  const annualRate = format.percent(PRODUCTS.instalment.annualRate);
  const licenceNumber = company.licence.number;
  const licenceDate = format.date(company.licence.issued);

  // Section ids are anchors other pages link to, e.g. /about/documents#tariffs.
  const contents = [
    { id: 'rules', title: t`Правила предоставления микрокредитов` },
    { id: 'tariffs', title: t`Тарифы` },
    { id: 'contract', title: t`Договор о предоставлении микрокредита` },
    { id: 'consents', title: t`Согласия клиента` },
    { id: 'privacy', title: t`Политика конфиденциальности` },
    { id: 'memo', title: t`Памятка заёмщику` },
    { id: 'licence', title: t`Лицензия` },
  ] as const;
  const title = (id: (typeof contents)[number]['id']) =>
    contents.find((item) => item.id === id)?.title;

  return (
    <Page
      title={<Trans>Документы</Trans>}
      lead={
        <Trans>
          Документы, по которым мы выдаём и обслуживаем займы. Перед подписанием вы видите полный
          текст каждого из них в личном кабинете; копию действующей редакции пришлём по запросу на{' '}
          <a href={contacts.emailHref}>{contacts.email}</a>.
        </Trans>
      }
    >
      <nav aria-label={t`Содержание`} className={styles.contents}>
        <ul>
          {contents.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="rules" title={title('rules')} meta={version('rules')}>
        <p>
          <Trans>
            Главный документ о том, как мы работаем: кому и на каких условиях выдаём микрокредиты,
            как рассматриваем заявки, как рассчитываем вознаграждение, как принимаем платежи и что
            происходит при просрочке.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>требования к заёмщику и порядок подачи заявки;</Trans>
          </li>
          <li>
            <Trans>порядок проверки личности и оценки платёжеспособности;</Trans>
          </li>
          <li>
            <Trans>способы погашения, досрочное погашение, отсрочка и реструктуризация;</Trans>
          </li>
          <li>
            <Trans>порядок рассмотрения обращений заёмщиков.</Trans>
          </li>
        </ul>
      </Section>

      <Section id="tariffs" title={title('tariffs')} meta={version('tariffs')}>
        <ul>
          <li>
            <Trans>краткосрочный заём на 7, 14 или 21 день — {dailyRate} в день;</Trans>
          </li>
          <li>
            <Trans>заём с ежемесячными платежами на 6–60 месяцев — {annualRate} годовых;</Trans>
          </li>
          <li>
            <Trans>
              неустойка при просрочке — 0,5&nbsp;% от суммы просроченного платежа за каждый день, но
              не более 10&nbsp;% от суммы займа за каждый год действия договора;
            </Trans>
          </li>
          <li>
            <Trans>комиссий за выдачу, обслуживание и досрочное погашение нет.</Trans>
          </li>
        </ul>
      </Section>

      <Section id="contract" title={title('contract')} meta={version('contract')}>
        <p>
          <Trans>
            Форма договора, который вы подписываете кодом из SMS. Индивидуальные условия — сумма,
            срок, ставка, ГЭСВ и график платежей — вносятся в договор до подписания, и вы видите их
            на странице подписания. Подписанный договор хранится в личном кабинете.
          </Trans>
        </p>
      </Section>

      <Section id="consents" title={title('consents')} meta={version('consents')}>
        <p>
          <Trans>Согласия, которые вы даёте при регистрации:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              на сбор и обработку персональных данных, в том числе биометрических (селфи);
            </Trans>
          </li>
          <li>
            <Trans>
              на получение кредитного отчёта и передачу сведений о займе в кредитные бюро;
            </Trans>
          </li>
          <li>
            <Trans>на получение сведений о вас из государственных баз данных;</Trans>
          </li>
          <li>
            <Trans>
              на подписание документов одноразовым кодом из SMS и обмен электронными документами.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section id="privacy" title={title('privacy')} meta={version('privacy')}>
        <p>
          <Trans>
            Какие данные мы собираем, зачем, на каком основании, кому их передаём и как долго
            храним. Полный текст — на странице{' '}
            <LocaleLink to="/{-$locale}/info/privacy-policy">
              «Политика конфиденциальности»
            </LocaleLink>
            .
          </Trans>
        </p>
      </Section>

      <Section id="memo" title={title('memo')} meta={version('memo')}>
        <p>
          <Trans>
            Краткое изложение ваших прав и обязанностей: как погашать заём, как вернуть его
            досрочно, что будет при просрочке, как подать заявление об изменении условий и куда
            обратиться, если вы не согласны с нашим решением.
          </Trans>
        </p>
      </Section>

      <Section id="licence" title={title('licence')}>
        <p>
          <Trans>
            Лицензия АРРФР № {licenceNumber} от {licenceDate} на осуществление микрофинансовой
            деятельности. Сведения о ней есть в реестре на сайте{' '}
            <a href={regulators.regulatorSite} target="_blank" rel="noopener noreferrer">
              finreg.kz
            </a>
            .
          </Trans>
        </p>
      </Section>
    </Page>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { LocaleLink } from '../../ui/LocaleLink';
import { Cards } from './parts/Cards';
import { company, inLocale } from '../../platform/company';
import { useLocale } from '../../ui/locale';
import { regulators } from './parts/regulators';
import { Terms } from '../../ui/Terms';
import { useFormat } from './parts/format';
import { Page } from '../../ui/Page';
import { Requisites } from './parts/Requisites';
import { Section } from './parts/Section';

export function AboutPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { brand } = appConfig;
  const licenceNumber = company.licence.number;
  const licenceDate = format.date(company.licence.issued);
  const locale = useLocale();
  // Where the company has offices besides the head office, as the company file lists them.
  const branchCities = company.branches.map((branch) => inLocale(branch.city, locale));
  const listFormat = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });

  return (
    <Page
      title={<Trans>О компании</Trans>}
      lead={
        <Trans>
          {brand} — казахстанская микрофинансовая организация. Мы выдаём займы в тенге онлайн: от
          заявки до денег на карте — без визита в офис.
        </Trans>
      }
    >
      <Section title={t`Кто мы`}>
        <Terms
          ruled
          items={[
            { term: t`Полное наименование`, value: inLocale(company.legalName, locale) },
            {
              term: t`Зарегистрировано`,
              value: `${inLocale(company.founded.city, locale)}, ${company.founded.year}`,
            },
            { term: t`Головной офис`, value: inLocale(company.officeAddress, locale) },
            ...(branchCities.length > 0
              ? [{ term: t`Представительства`, value: listFormat.format(branchCities) }]
              : []),
          ]}
        />
        <p>
          <Trans>
            Мы предлагаем два вида займов: краткосрочный на 7, 14 или 21 день и заём с ежемесячными
            платежами на срок от 6 до 60 месяцев. Заявку можно оформить в любое время с телефона или
            компьютера, а личность подтверждается по селфи и сведениям государственной базы данных.
          </Trans>
        </p>
      </Section>

      <Section title={t`Лицензия`} id="licence">
        <p>
          <Trans>
            Мы работаем на основании лицензии Агентства Республики Казахстан по регулированию и
            развитию финансового рынка (АРРФР) на осуществление микрофинансовой деятельности.
          </Trans>
        </p>
        <Terms
          ruled
          items={[
            { term: t`Номер лицензии`, value: licenceNumber },
            { term: t`Дата выдачи`, value: licenceDate },
            { term: t`Кем выдана`, value: t`АРРФР` },
          ]}
        />
        <p>
          <Trans>
            Проверить лицензию можно в реестре на сайте АРРФР{' '}
            <a href={regulators.regulatorSite} target="_blank" rel="noopener noreferrer">
              finreg.kz
            </a>{' '}
            или на портале «Е-лицензирование».
          </Trans>
        </p>
      </Section>

      <Section title={t`Наши принципы`} wide>
        <Cards
          cards={[
            {
              title: t`Прозрачность`,
              text: t`Ставка, ГЭСВ и полная сумма к возврату известны до подписания договора. Мелкого шрифта и скрытых комиссий нет.`,
            },
            {
              title: t`Ответственное кредитование`,
              text: t`Мы оцениваем доход и долговую нагрузку и не выдаём заём, если платежи по нему окажутся вам не по силам.`,
            },
            {
              title: t`Защита данных`,
              text: t`Персональные данные хранятся на серверах в Казахстане и передаются только по защищённым каналам.`,
            },
            {
              title: t`Уважение к клиенту`,
              text: t`Если возникли трудности с платежами, мы ищем решение вместе с вами: отсрочка, реструктуризация, новый график.`,
            },
          ]}
        />
      </Section>

      <Section title={t`Документы`}>
        <p>
          <Trans>
            Правила предоставления микрокредитов, тарифы, формы согласий и другие документы собраны
            на странице <LocaleLink to="/{-$locale}/about/documents">«Документы»</LocaleLink>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Реквизиты`} id="requisites">
        <Requisites />
      </Section>
    </Page>
  );
}

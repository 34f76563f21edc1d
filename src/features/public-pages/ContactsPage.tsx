import { Trans, useLingui } from '@lingui/react/macro';
import { company, inLocale } from '../../platform/company';
import { appConfig } from '../../platform/config';
import { useLocale } from '../../ui/locale';
import styles from './ContactsPage.module.css';
import { Terms } from '../../ui/Terms';
import { Page } from '../../ui/Page';
import { Section } from './parts/Section';

export function ContactsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { contacts } = appConfig;
  const officeHours = inLocale(company.hours.offices, locale);

  const branches = company.branches.map((branch) => ({
    city: inLocale(branch.city, locale),
    address: inLocale(branch.address, locale),
  }));

  return (
    <Page
      title={<Trans>Контакты</Trans>}
      lead={
        <Trans>
          Ответим на вопросы об оформлении и погашении займа, поможем с личным кабинетом и проверим
          подозрительный звонок или сообщение.
        </Trans>
      }
    >
      <Section title={t`Контакт-центр`}>
        <Terms
          ruled
          items={[
            {
              term: t`Телефон`,
              value: (
                <a className={styles.contact} href={contacts.phoneHref}>
                  {contacts.phone}
                </a>
              ),
            },
            {
              term: t`E-mail`,
              value: (
                <a className={styles.contact} href={contacts.emailHref}>
                  {contacts.email}
                </a>
              ),
            },
            { term: t`Часы работы`, value: inLocale(company.hours.contactCentre, locale) },
          ]}
        />
        <p>
          <Trans>
            Звонок оплачивается по тарифу вашего оператора связи. На письма отвечаем в течение
            одного рабочего дня.
          </Trans>
        </p>
      </Section>

      <Section title={t`Отдел взыскания`}>
        <p>
          <Trans>
            Если платёж просрочен или вы хотите договориться о новом графике, напишите в чат отдела
            взыскания — там ответят быстрее всего.
          </Trans>
        </p>
        <p>
          <a
            className={styles.chat}
            href={contacts.collectionChat}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Написать в отдел взыскания</Trans>
            <span className="visually-hidden">
              <Trans>(откроется в новой вкладке)</Trans>
            </span>
          </a>
        </p>
      </Section>

      <Section title={t`Головной офис`}>
        <Terms
          ruled
          items={[
            { term: t`Адрес`, value: inLocale(company.officeAddress, locale) },
            { term: t`Часы работы`, value: officeHours },
          ]}
        />
      </Section>

      <Section title={t`Представительства`} id="branches" wide>
        <ul className={styles.branches}>
          {branches.map((branch) => (
            <li key={branch.city} className={styles.branch}>
              <h3 className={styles.city}>{branch.city}</h3>
              <p className={styles.address}>{branch.address}</p>
              <p className={styles.hours}>{officeHours}</p>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

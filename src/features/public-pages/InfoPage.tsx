import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { LocaleLink } from '../../ui/LocaleLink';
import styles from './InfoPage.module.css';
import { Page } from '../../ui/Page';

interface InfoLink {
  to: ComponentProps<typeof LocaleLink>['to'];
  title: string;
  text: string;
}

export function InfoPage() {
  const { t } = useLingui();
  const links: InfoLink[] = [
    {
      to: '/{-$locale}/info/contacts',
      title: t`Контакты`,
      text: t`Телефон, e-mail, адреса и часы работы офисов, чат отдела взыскания.`,
    },
    {
      to: '/{-$locale}/info/financial-competence',
      title: t`Финансовая грамотность`,
      text: t`Как сравнивать займы по ГЭСВ, планировать бюджет и какие права даёт заёмщику закон.`,
    },
    {
      to: '/{-$locale}/info/privacy-policy',
      title: t`Политика конфиденциальности`,
      text: t`Какие персональные данные мы обрабатываем, зачем и как вы можете ими управлять.`,
    },
    {
      to: '/{-$locale}/info/security',
      title: t`Безопасность`,
      text: t`Как распознать мошенников и что делать, если заём оформили без вашего ведома.`,
    },
    {
      to: '/{-$locale}/info/accessibility',
      title: t`Доступность сайта`,
      text: t`Что на сайте проверено для людей с нарушениями зрения, слуха и движения и как сообщить о проблеме.`,
    },
  ];

  return (
    <Page
      title={<Trans>Информация</Trans>}
      lead={<Trans>Справочные материалы для клиентов и всех, кто собирается взять заём.</Trans>}
    >
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to} className={styles.item}>
            <h2 className={styles.title}>
              <LocaleLink to={link.to} className={styles.link}>
                {link.title}
              </LocaleLink>
            </h2>
            <p className={styles.text}>{link.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}

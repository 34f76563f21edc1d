import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { Callout } from './parts/Callout';
import { company } from '../../platform/company';
import { Page } from '../../ui/Page';
import { Section } from './parts/Section';
import { Cards } from './parts/Cards';

export function SecurityPage() {
  const { t } = useLingui();
  const { contacts, brand } = appConfig;
  const domain = company.domain;

  return (
    <Page
      title={<Trans>Безопасность</Trans>}
      lead={
        <Trans>
          Мошенники пытаются оформить займы на чужое имя и выманить деньги от имени финансовых
          организаций. Вот как себя защитить.
        </Trans>
      }
    >
      <Callout tone="warning">
        <p>
          <strong>
            <Trans>Никому не сообщайте коды из SMS.</Trans>
          </strong>{' '}
          <Trans>
            Код из SMS — это ваша подпись под договором. Тот, кто его узнал, может оформить заём от
            вашего имени.
          </Trans>
        </p>
      </Callout>

      <Section title={t`Чего мы никогда не делаем`}>
        <ul>
          <li>
            <Trans>
              не звоним и не пишем с просьбой назвать код из SMS, пароль или CVV-код карты;
            </Trans>
          </li>
          <li>
            <Trans>не просим перевести деньги, чтобы «разблокировать» или «одобрить» заём;</Trans>
          </li>
          <li>
            <Trans>не берём предоплату, страховой взнос или комиссию за выдачу;</Trans>
          </li>
          <li>
            <Trans>не просим установить программы удалённого доступа к телефону;</Trans>
          </li>
          <li>
            <Trans>не пишем с личных номеров в мессенджерах и социальных сетях.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Если вам звонят или пишут от имени {brand} с такими просьбами — это мошенники. Прервите
            разговор и перезвоните нам по номеру <a href={contacts.phoneHref}>{contacts.phone}</a>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Проверяйте адрес сайта`}>
        <p>
          <Trans>
            Наш сайт — только <strong>https://{domain}</strong>. Мошенники создают копии с похожими
            адресами, которые отличаются одной буквой или доменной зоной, и рассылают ссылки на них
            в сообщениях.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              перед вводом данных посмотрите в адресную строку: после https:// должно стоять{' '}
              {domain}, а не похожее имя;
            </Trans>
          </li>
          <li>
            <Trans>не переходите по ссылкам из SMS и сообщений от незнакомых отправителей;</Trans>
          </li>
          <li>
            <Trans>открывайте сайт из закладки или набирайте адрес вручную.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Берегите свои данные`}>
        <ul>
          <li>
            <Trans>
              не отправляйте фото удостоверения личности и селфи с документом по просьбе
              незнакомцев;
            </Trans>
          </li>
          <li>
            <Trans>
              не передавайте другим людям SIM-карту и не оформляйте на себя номера для других;
            </Trans>
          </li>
          <li>
            <Trans>установите пароль или биометрию на телефон и обновляйте систему;</Trans>
          </li>
          <li>
            <Trans>
              чтобы на ваше имя нельзя было взять кредит без вашего ведома, можно установить
              добровольный отказ от получения займов на портале eGov.kz.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Если заём оформили на вас без вашего ведома`}>
        <Cards
          variant="steps"
          cards={[
            {
              title: t`Сообщите нам`,
              text: (
                <p>
                  <Trans>
                    Позвоните по номеру <a href={contacts.phoneHref}>{contacts.phone}</a> или
                    напишите на <a href={contacts.emailHref}>{contacts.email}</a>. Мы приостановим
                    начисления и взыскание на время проверки.
                  </Trans>
                </p>
              ),
            },
            {
              title: t`Обратитесь в полицию`,
              text: (
                <p>
                  <Trans>
                    Подайте заявление о мошенничестве по номеру 102 или в ближайшем отделении
                    полиции и пришлите нам талон о регистрации заявления.
                  </Trans>
                </p>
              ),
            },
            {
              title: t`Проверьте кредитную историю`,
              text: (
                <p>
                  <Trans>
                    Закажите кредитный отчёт в кредитном бюро или на eGov.kz — так вы узнаете, не
                    оформлены ли на вас другие займы.
                  </Trans>
                </p>
              ),
            },
            {
              title: t`Защитите телефон и карты`,
              text: (
                <p>
                  <Trans>
                    Смените пароли, заблокируйте карты, данные которых могли узнать мошенники, и
                    обратитесь к оператору связи, если вы потеряли доступ к номеру.
                  </Trans>
                </p>
              ),
            },
          ]}
        />
      </Section>

      <Section title={t`Служба поддержки`}>
        <p>
          <Trans>
            Сомневаетесь, что звонок или сообщение действительно от нас? Позвоните по номеру{' '}
            <a href={contacts.phoneHref}>{contacts.phone}</a> или напишите на{' '}
            <a href={contacts.emailHref}>{contacts.email}</a> — мы проверим и подскажем, что делать.
          </Trans>
        </p>
      </Section>
    </Page>
  );
}

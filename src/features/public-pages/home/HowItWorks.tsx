import { Trans, useLingui } from '@lingui/react/macro';
import { MoreLink } from '../parts/MoreLink';
import { Section } from '../parts/Section';
import { Cards } from '../parts/Cards';

export function HowItWorks() {
  const { t } = useLingui();
  return (
    <Section title={t`Как это работает`} wide>
      <Cards
        variant="steps"
        compact
        cards={[
          {
            title: t`Заполните анкету`,
            text: (
              <p>
                <Trans>
                  Укажите номер телефона, ИИН, личные данные и данные удостоверения личности. Это
                  займёт около 10 минут.
                </Trans>
              </p>
            ),
          },
          {
            title: t`Подтвердите личность и подпишите договор`,
            text: (
              <p>
                <Trans>
                  Сделайте селфи — мы сверим его с фотографией из государственной базы данных.
                  Документы подписываются кодом из SMS.
                </Trans>
              </p>
            ),
          },
          {
            title: t`Получите деньги`,
            text: (
              <p>
                <Trans>
                  Выберите в личном кабинете заём, сумму и срок — деньги поступят на вашу банковскую
                  карту.
                </Trans>
              </p>
            ),
          },
        ]}
      />
      <p>
        <MoreLink to="/{-$locale}/how-to-get">
          <Trans>Подробнее о каждом шаге</Trans>
        </MoreLink>
      </p>
    </Section>
  );
}

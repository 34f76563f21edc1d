import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCTS } from '../../../finance/products';
import { LocaleLink } from '../../../ui/LocaleLink';
import { Faq } from '../parts/Faq';
import { useFormat } from '../parts/format';
import { Section } from '../parts/Section';

export function HomeFaq() {
  const { t } = useLingui();
  const format = useFormat();
  const pdlAmounts = format.tengeRange(PRODUCTS.pdl.amount.min, PRODUCTS.pdl.amount.max);
  const instalmentAmounts = format.tengeRange(
    PRODUCTS.instalment.amount.min,
    PRODUCTS.instalment.amount.max,
  );

  return (
    <Section title={t`Частые вопросы`}>
      <Faq
        items={[
          {
            question: t`Сколько денег можно получить?`,
            answer: (
              <p>
                <Trans>
                  Краткосрочный заём — {pdlAmounts}, заём с ежемесячными платежами —{' '}
                  {instalmentAmounts}. Доступную вам сумму мы называем после проверки анкеты: она
                  зависит от дохода, кредитной истории и текущих платежей по другим займам.
                </Trans>
              </p>
            ),
          },
          {
            question: t`Сколько стоит заём?`,
            answer: (
              <p>
                <Trans>
                  Вы платите только вознаграждение по ставке из договора. Комиссий за выдачу,
                  обслуживание и досрочное погашение нет. Сумму к возврату, график платежей и ГЭСВ
                  вы видите в личном кабинете до подписания договора.
                </Trans>
              </p>
            ),
          },
          {
            question: t`Нужны ли справка о доходах, залог или поручители?`,
            answer: (
              <p>
                <Trans>
                  Нет. Достаточно удостоверения личности, номера телефона на ваше имя и банковской
                  карты. Сведения о доходе вы указываете в анкете, а мы проверяем их по данным
                  государственных баз и кредитных бюро с вашего согласия.
                </Trans>
              </p>
            ),
          },
          {
            question: t`Когда и куда придут деньги?`,
            answer: (
              <p>
                <Trans>
                  На карту Visa или Mastercard казахстанского банка, выпущенную на ваше имя. Обычно
                  деньги поступают в течение нескольких минут после подписания договора; некоторые
                  банки зачисляют перевод до одного рабочего дня.
                </Trans>
              </p>
            ),
          },
          {
            question: t`Зачем нужно селфи?`,
            answer: (
              <p>
                <Trans>
                  Чтобы убедиться, что заём оформляете именно вы, а не мошенник с чужими данными. Мы
                  сравниваем снимок с фотографией из государственной базы данных «Физические лица».
                  Видео не записывается.
                </Trans>
              </p>
            ),
          },
          {
            question: t`Можно ли вернуть заём раньше срока?`,
            answer: (
              <p>
                <Trans>
                  Да, полностью или частично в любой день, без штрафов и комиссий. Вознаграждение
                  начисляется только за дни, когда деньги были у вас.
                </Trans>
              </p>
            ),
          },
          {
            question: t`Что делать, если не получается заплатить вовремя?`,
            answer: (
              <p>
                <Trans>
                  Свяжитесь с нами до даты платежа: мы предложим отсрочку или реструктуризацию.
                  Подробнее — на странице{' '}
                  <LocaleLink to="/{-$locale}/how-to-return" hash="restructuring">
                    «Как погасить заём»
                  </LocaleLink>
                  .
                </Trans>
              </p>
            ),
          },
        ]}
      />
    </Section>
  );
}

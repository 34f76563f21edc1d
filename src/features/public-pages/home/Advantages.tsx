import { useLingui } from '@lingui/react/macro';
import { appConfig } from '../../../platform/config';
import { Cards } from '../parts/Cards';
import { Section } from '../parts/Section';

export function Advantages() {
  const { t } = useLingui();
  const { brand } = appConfig;
  return (
    <Section title={t`Почему ${brand}`} wide>
      <Cards
        cards={[
          {
            title: t`Всё онлайн`,
            text: t`Анкета, проверка личности и подписание договора — с телефона или компьютера. В офис ехать не нужно.`,
          },
          {
            title: t`Честная стоимость`,
            text: t`Ставка и ГЭСВ известны заранее. Нет комиссий за выдачу, обслуживание и досрочное погашение.`,
          },
          {
            title: t`Без справок и залога`,
            text: t`Достаточно удостоверения личности и банковской карты. Справка о доходах и поручители не нужны.`,
          },
          {
            title: t`Под надзором АРРФР`,
            text: t`Работаем по закону РК «О микрофинансовой деятельности» и лицензии Агентства по регулированию и развитию финансового рынка.`,
          },
        ]}
      />
    </Section>
  );
}

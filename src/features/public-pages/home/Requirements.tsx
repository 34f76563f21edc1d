import { useLingui } from '@lingui/react/macro';
import { Checklist } from '../parts/Checklist';
import { Section } from '../parts/Section';

export function Requirements() {
  const { t } = useLingui();
  return (
    <Section title={t`Кто может получить заём`}>
      <Checklist
        items={[
          t`Гражданин Республики Казахстан или иностранец с видом на жительство в Казахстане`,
          t`Возраст — от 18 лет`,
          t`Есть ИИН и действующее удостоверение личности`,
          t`Номер мобильного телефона оформлен на ваше имя`,
          t`Есть банковская карта Visa или Mastercard казахстанского банка, выпущенная на ваше имя`,
        ]}
      />
    </Section>
  );
}

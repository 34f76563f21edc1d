import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../../../contract';
import { digitsMask, formFields, RadioGroup, TextField } from '../forms';
import { FormScreen } from './FormScreen';
import { useStepForm } from './useStepForm';

const FIELDS = ['iin', 'is_resident_rk', 'is_ipdl'] as const;
const IIN_MASK = digitsMask(12);

type Answer = 'yes' | 'no';
const toAnswer = (value: boolean | undefined): Answer | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';

export function IinScreen() {
  const { t } = useLingui();
  const form = useStepForm('iin', FIELDS);
  const { is_resident_rk: isResidentRk, is_ipdl: isIpdl } = form.draft;
  const { field, text } = formFields(form.draft, form.errors, form.change);

  /**
   * Which question is unanswered, in words that name it (the contract's schema checks the IIN
   * itself, in the words that say what to fix; errors keyed camelCase, SPEC.md §5).
   */
  const check = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (isResidentRk === undefined)
      errors.isResidentRk = [t`Ответьте, являетесь ли вы резидентом Казахстана`];
    if (isIpdl === undefined)
      errors.isIpdl = [t`Ответьте, являетесь ли вы публичным должностным лицом`];
    return errors;
  };

  return (
    <FormScreen
      title={t`ИИН`}
      lead={
        <Trans>
          Индивидуальный идентификационный номер указан в удостоверении личности. По нему мы
          заполним часть анкеты.
        </Trans>
      }
      form={form}
      onSubmit={() => form.submit(form.draft, check())}
    >
      <TextField
        {...text('iin')}
        label={t`ИИН`}
        hint={t`12 цифр, последняя — контрольная`}
        mask={IIN_MASK}
        inputMode="numeric"
        autoComplete="off"
      />
      <RadioGroup
        {...field('is_resident_rk')}
        legend={t`Вы резидент Республики Казахстан?`}
        hint={
          <Trans>
            Резидент — гражданин Казахстана или иностранец с видом на жительство, который живёт в
            Казахстане постоянно. От этого зависят налоги и документы по займу.
          </Trans>
        }
        value={toAnswer(isResidentRk)}
        options={[
          { value: 'yes', label: t`Да, я резидент РК` },
          { value: 'no', label: t`Нет, я не резидент РК` },
        ]}
        onChange={(answer) => form.change({ is_resident_rk: answer === 'yes' })}
      />
      <RadioGroup
        {...field('is_ipdl')}
        legend={t`Вы публичное должностное лицо?`}
        hint={
          <Trans>
            Публичное должностное лицо (ПДЛ) — тот, кто занимает или занимал высокую государственную
            должность или руководит международной организацией, а также их близкие родственники и
            супруги. Закон о противодействии отмыванию денег обязывает нас это спросить.
          </Trans>
        }
        value={toAnswer(isIpdl)}
        options={[
          { value: 'no', label: t`Нет, не являюсь` },
          {
            value: 'yes',
            label: t`Да, являюсь`,
            hint: t`Или я супруг(а) либо близкий родственник такого лица`,
          },
        ]}
        onChange={(answer) => form.change({ is_ipdl: answer === 'yes' })}
      />
    </FormScreen>
  );
}

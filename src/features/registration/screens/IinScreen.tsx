import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../../../contract';
import { iinBirthDate, isValidIin } from '../../../../contract';
import { digitsMask, RadioGroup, TextField } from '../forms';
import { FormScreen } from './FormScreen';
import { useStepForm } from './useStepForm';

const FIELDS = ['iin', 'isResidentRk', 'isIpdl'] as const;
const IIN_MASK = digitsMask(12);

type Answer = 'yes' | 'no';
const toAnswer = (value: boolean | undefined): Answer | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';

export function IinScreen() {
  const { t } = useLingui();
  const form = useStepForm('iin', FIELDS);
  const { iin = '', isResidentRk, isIpdl } = form.draft;

  /** Checked here, before any request: the length, the birth date and the check digit. */
  const check = (): FieldErrors => {
    const errors: FieldErrors = {};
    const typed = iin.length;
    if (typed !== 12) {
      errors.iin = [t`ИИН состоит из 12 цифр — введено ${typed}`];
    } else if (iinBirthDate(iin) === null) {
      errors.iin = [
        t`В ИИН первые шесть цифр — дата рождения (ГГММДД), седьмая — век рождения и пол. Проверьте их`,
      ];
    } else if (!isValidIin(iin)) {
      errors.iin = [
        t`Неверная контрольная (последняя) цифра ИИН: в номере опечатка. Сверьте ИИН с удостоверением личности`,
      ];
    }
    if (isResidentRk === undefined)
      errors.isResidentRk = [t`Ответьте, являетесь ли вы резидентом Казахстана`];
    if (isIpdl === undefined)
      errors.isIpdl = [t`Ответьте, являетесь ли вы публичным должностным лицом`];
    return errors;
  };

  const submit = () => {
    if (form.check(check()) && isResidentRk !== undefined && isIpdl !== undefined) {
      form.send({ type: 'iin.submit', values: { iin, isResidentRk, isIpdl } });
    }
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
      summary={form.summary}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={submit}
    >
      <TextField
        id="iin"
        label={t`ИИН`}
        hint={t`12 цифр, последняя — контрольная`}
        mask={IIN_MASK}
        inputMode="numeric"
        autoComplete="off"
        value={iin}
        error={form.errors.iin}
        onChange={(value) => form.change({ iin: value })}
      />
      <RadioGroup
        id="isResidentRk"
        legend={t`Вы резидент Республики Казахстан?`}
        hint={
          <Trans>
            Резидент — гражданин Казахстана или иностранец с видом на жительство, который живёт в
            Казахстане постоянно. От этого зависят налоги и документы по займу.
          </Trans>
        }
        value={toAnswer(isResidentRk)}
        error={form.errors.isResidentRk}
        options={[
          { value: 'yes', label: t`Да, я резидент РК` },
          { value: 'no', label: t`Нет, я не резидент РК` },
        ]}
        onChange={(answer) => form.change({ isResidentRk: answer === 'yes' })}
      />
      <RadioGroup
        id="isIpdl"
        legend={t`Вы публичное должностное лицо?`}
        hint={
          <Trans>
            Публичное должностное лицо (ПДЛ) — тот, кто занимает или занимал высокую государственную
            должность или руководит международной организацией, а также их близкие родственники и
            супруги. Закон о противодействии отмыванию денег обязывает нас это спросить.
          </Trans>
        }
        value={toAnswer(isIpdl)}
        error={form.errors.isIpdl}
        options={[
          { value: 'no', label: t`Нет, не являюсь` },
          {
            value: 'yes',
            label: t`Да, являюсь`,
            hint: t`Или я супруг(а) либо близкий родственник такого лица`,
          },
        ]}
        onChange={(answer) => form.change({ isIpdl: answer === 'yes' })}
      />
    </FormScreen>
  );
}

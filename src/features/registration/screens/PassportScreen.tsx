import { Trans, useLingui } from '@lingui/react/macro';
import { passportPayloadSchema } from '../../../../contract';
import { validatePayload } from '../forms';
import { FormScreen } from './FormScreen';
import {
  incompleteDates,
  PASSPORT_FIELDS,
  PassportFields,
  passportPayload,
  passportValues,
  usePassportPrefill,
} from './PassportFields';
import { useStepForm } from './useStepForm';

export function PassportScreen() {
  const { t } = useLingui();
  const form = useStepForm('passport', PASSPORT_FIELDS);
  const { shown, countries } = usePassportPrefill(form.draft);
  const submit = () => {
    const errors = {
      ...validatePayload(passportPayloadSchema, passportPayload(shown), form.lang),
      ...incompleteDates(shown, t`Введите существующую дату в формате дд/мм/гггг`),
    };
    if (form.check(errors)) form.send({ type: 'passport.submit', values: passportValues(shown) });
  };
  return (
    <FormScreen
      title={t`Удостоверение личности`}
      lead={<Trans>Перепишите данные из удостоверения личности гражданина Казахстана.</Trans>}
      summary={form.summary}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={submit}
    >
      <PassportFields
        values={shown}
        countries={countries}
        errors={form.errors}
        onChange={form.change}
      />
    </FormScreen>
  );
}

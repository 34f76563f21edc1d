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
import { useWhenReady } from './useLoad';
import { useStepForm } from './useStepForm';

export function PassportScreen() {
  const { t } = useLingui();
  const form = useStepForm('passport', PASSPORT_FIELDS);
  const { shown, countries, reloadCountries, countriesNeeded } = usePassportPrefill(form.draft);
  const check = () => {
    const errors = {
      ...validatePayload(passportPayloadSchema, passportPayload(shown), form.lang),
      ...incompleteDates(shown, t`Введите существующую дату в формате дд/мм/гггг`),
    };
    if (form.check(errors)) form.send({ type: 'passport.submit', values: passportValues(shown) });
  };
  // Pressed while the countries load (or after they failed: they load again), the submit waits
  // for the default country, then runs.
  const submit = useWhenReady(countriesNeeded, check, reloadCountries);
  return (
    <FormScreen
      title={t`Удостоверение личности`}
      lead={<Trans>Перепишите данные из удостоверения личности гражданина Казахстана.</Trans>}
      summary={form.summary}
      focusKey={form.focusKey}
      submitting={form.submitting}
      waitingFor={submit.waiting ? t`Загружаем список стран…` : undefined}
      onSubmit={submit.run}
    >
      <PassportFields
        values={shown}
        countries={countries}
        onReloadCountries={reloadCountries}
        errors={form.errors}
        onChange={form.change}
      />
    </FormScreen>
  );
}

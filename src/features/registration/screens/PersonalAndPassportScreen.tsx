import { Trans, useLingui } from '@lingui/react/macro';
import { personalAndPassportPayloadSchema } from '../../../../contract';
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
import { PERSONAL_FIELDS, PersonalFields, personalPayload, personalValues } from './PersonalFields';
import styles from './Screen.module.css';
import { useWhenReady } from './useLoad';
import { useStepForm } from './useStepForm';

const FIELDS = [...PERSONAL_FIELDS, ...PASSPORT_FIELDS];

export function PersonalAndPassportScreen() {
  const { t } = useLingui();
  const form = useStepForm('personal_and_passport', FIELDS);
  const { shown, countries, reloadCountries, countriesNeeded } = usePassportPrefill(form.draft);
  const check = () => {
    const errors = {
      ...validatePayload(
        personalAndPassportPayloadSchema,
        { ...personalPayload(shown), ...passportPayload(shown) },
        form.lang,
      ),
      ...incompleteDates(shown, t`Введите существующую дату в формате дд/мм/гггг`),
    };
    if (form.check(errors)) {
      form.send({
        type: 'personalAndPassport.submit',
        values: { ...personalValues(shown), ...passportValues(shown) },
      });
    }
  };
  // Pressed while the countries load (or after they failed: they load again), the submit waits
  // for the default country, then runs.
  const submit = useWhenReady(countriesNeeded, check, reloadCountries);
  return (
    <FormScreen
      title={t`Личные данные и удостоверение личности`}
      lead={<Trans>Заполните данные так, как они написаны в удостоверении личности.</Trans>}
      summary={form.summary}
      focusKey={form.focusKey}
      submitting={form.submitting}
      waitingFor={submit.waiting ? t`Загружаем список стран…` : undefined}
      onSubmit={submit.run}
    >
      <section className={styles.section} aria-labelledby="personal-title">
        <h2 id="personal-title">
          <Trans>О вас</Trans>
        </h2>
        <PersonalFields values={shown} errors={form.errors} onChange={form.change} />
      </section>
      <section className={styles.section} aria-labelledby="passport-title">
        <h2 id="passport-title">
          <Trans>Удостоверение личности</Trans>
        </h2>
        <PassportFields
          values={shown}
          countries={countries}
          onReloadCountries={reloadCountries}
          errors={form.errors}
          onChange={form.change}
        />
      </section>
    </FormScreen>
  );
}

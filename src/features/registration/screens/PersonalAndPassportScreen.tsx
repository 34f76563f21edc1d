import { Trans, useLingui } from '@lingui/react/macro';
import { FormScreen } from './FormScreen';
import { PASSPORT_FIELDS, PassportFields, usePassportStep } from './PassportFields';
import { PERSONAL_FIELDS, PersonalFields } from './PersonalFields';
import styles from './Screen.module.css';
import { useStepForm } from './useStepForm';

const FIELDS = [...PERSONAL_FIELDS, ...PASSPORT_FIELDS];

export function PersonalAndPassportScreen() {
  const { t } = useLingui();
  const form = useStepForm('personal_and_passport', FIELDS);
  const passport = usePassportStep(form);
  return (
    <FormScreen
      title={t`Личные данные и удостоверение личности`}
      lead={<Trans>Заполните данные так, как они написаны в удостоверении личности.</Trans>}
      form={form}
      {...passport.submit}
    >
      <section className={styles.section} aria-labelledby="personal-title">
        <h2 id="personal-title">
          <Trans>О вас</Trans>
        </h2>
        <PersonalFields values={passport.shown} errors={form.errors} onChange={form.change} />
      </section>
      <section className={styles.section} aria-labelledby="passport-title">
        <h2 id="passport-title">
          <Trans>Удостоверение личности</Trans>
        </h2>
        <PassportFields {...passport.fields} />
      </section>
    </FormScreen>
  );
}

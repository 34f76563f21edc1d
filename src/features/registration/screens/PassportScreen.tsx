import { Trans, useLingui } from '@lingui/react/macro';
import { FormScreen } from './FormScreen';
import { PASSPORT_FIELDS, PassportFields, usePassportStep } from './PassportFields';
import { useStepForm } from './useStepForm';

export function PassportScreen() {
  const { t } = useLingui();
  const form = useStepForm('passport', PASSPORT_FIELDS);
  const passport = usePassportStep(form);
  return (
    <FormScreen
      title={t`Удостоверение личности`}
      lead={<Trans>Перепишите данные из удостоверения личности гражданина Казахстана.</Trans>}
      form={form}
      {...passport.submit}
    >
      <PassportFields {...passport.fields} />
    </FormScreen>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { FormScreen } from './FormScreen';
import { PERSONAL_FIELDS, PersonalFields } from './PersonalFields';
import { useStepForm } from './useStepForm';

export function PersonalScreen() {
  const { t } = useLingui();
  const form = useStepForm('personal', PERSONAL_FIELDS);
  return (
    <FormScreen
      title={t`Личные данные`}
      lead={<Trans>Укажите имя так, как оно написано в удостоверении личности.</Trans>}
      form={form}
      onSubmit={() => form.submit(form.draft)}
    >
      <PersonalFields values={form.draft} errors={form.errors} onChange={form.change} />
    </FormScreen>
  );
}

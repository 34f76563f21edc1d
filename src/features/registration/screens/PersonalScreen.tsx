import { Trans, useLingui } from '@lingui/react/macro';
import { personalPayloadSchema } from '../../../../contract';
import { validatePayload } from '../forms';
import { FormScreen } from './FormScreen';
import { PERSONAL_FIELDS, PersonalFields, personalPayload, personalValues } from './PersonalFields';
import { useStepForm } from './useStepForm';

export function PersonalScreen() {
  const { t } = useLingui();
  const form = useStepForm('personal', PERSONAL_FIELDS);
  const submit = () => {
    if (
      form.check(validatePayload(personalPayloadSchema, personalPayload(form.draft), form.lang))
    ) {
      form.send({ type: 'personal.submit', values: personalValues(form.draft) });
    }
  };
  return (
    <FormScreen
      title={t`Личные данные`}
      lead={<Trans>Укажите имя так, как оно написано в удостоверении личности.</Trans>}
      summary={form.summary}
      focusKey={form.focusKey}
      submitting={form.submitting}
      onSubmit={submit}
    >
      <PersonalFields values={form.draft} errors={form.errors} onChange={form.change} />
    </FormScreen>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { passportPayloadSchema } from '../../../../contract';
import { validatePayload } from '../forms';
import { FormScreen } from './FormScreen';
import {
  PASSPORT_FIELDS,
  PassportFields,
  passportPayload,
  passportValues,
  usePassportStep,
} from './PassportFields';
import { useStepForm } from './useStepForm';

export function PassportScreen() {
  const { t } = useLingui();
  const form = useStepForm('passport', PASSPORT_FIELDS);
  const passport = usePassportStep(
    form,
    (shown) => validatePayload(passportPayloadSchema, passportPayload(shown), form.lang),
    (shown) => form.send({ type: 'passport.submit', values: passportValues(shown) }),
  );
  return (
    <FormScreen
      title={t`Удостоверение личности`}
      lead={<Trans>Перепишите данные из удостоверения личности гражданина Казахстана.</Trans>}
      summary={form.summary}
      focusKey={form.focusKey}
      submitting={form.submitting}
      {...passport.submit}
    >
      <PassportFields {...passport.fields} />
    </FormScreen>
  );
}

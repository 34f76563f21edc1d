import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { formStepLoader } from '../../../../features/registration/loader';
import { formStepRoute } from '../../../../features/registration/RegistrationRoute';

export const Route = createFileRoute('/{-$locale}/_auth/login/iin')({
  staticData: { title: msg`ИИН` },
  loader: formStepLoader('iin'),
  component: formStepRoute('iin'),
});

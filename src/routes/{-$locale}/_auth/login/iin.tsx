import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { formStepRoute } from '../../../../features/registration/RegistrationRoute';

export const Route = createFileRoute('/{-$locale}/_auth/login/iin')({
  staticData: { title: msg`ИИН` },
  loader: registrationLoader,
  component: formStepRoute('iin'),
});

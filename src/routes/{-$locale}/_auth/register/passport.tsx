import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { formStepLoader } from '../../../../features/registration/loader';
import { formStepRoute } from '../../../../features/registration/RegistrationRoute';

export const Route = createFileRoute('/{-$locale}/_auth/register/passport')({
  staticData: { title: msg`Данные удостоверения личности` },
  loader: formStepLoader('passport'),
  component: formStepRoute('passport'),
});

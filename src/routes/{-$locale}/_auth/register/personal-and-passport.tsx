import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { formStepLoader } from '../../../../features/registration/loader';
import { formStepRoute } from '../../../../features/registration/RegistrationRoute';

export const Route = createFileRoute('/{-$locale}/_auth/register/personal-and-passport')({
  staticData: { title: msg`Личные данные и удостоверение личности` },
  loader: formStepLoader('personal_and_passport'),
  component: formStepRoute('personal_and_passport'),
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PersonalScreen } from '../../../../features/registration/screens/PersonalScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/personal')({
  staticData: { title: msg`Личные данные` },
  loader: registrationLoader,
  component: registrationScreen(PersonalScreen),
});

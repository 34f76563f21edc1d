import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loginLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { LoginScreen } from '../../../../features/registration/screens/LoginScreen';

export const Route = createFileRoute('/{-$locale}/_auth/login/')({
  staticData: { title: msg`Вход` },
  loader: loginLoader,
  component: registrationScreen(LoginScreen),
});

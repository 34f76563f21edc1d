import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loginLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import {
  LoginScreen,
  LoginScreenPreview,
} from '../../../../features/registration/screens/LoginScreen';
import { clearLogin } from '../../../../features/registration/clear-login';

export const Route = createFileRoute('/{-$locale}/_auth/login/')({
  staticData: { title: msg`Вход` },
  // SPEC §2: the step guard (the _auth layout, run first), then clear-login.
  beforeLoad: ({ context, cause, location }) =>
    clearLogin(context.registration, { cause, pathname: location.pathname }),
  loader: loginLoader,
  component: registrationScreen(Login, LoginScreenPreview),
});

function Login() {
  return <LoginScreen documents={Route.useLoaderData().documents} />;
}

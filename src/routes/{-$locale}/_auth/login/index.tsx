import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { validateLoginSearch } from '../../../../features/registration/login-search';
import { loginLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import {
  LoginScreen,
  LoginScreenPreview,
} from '../../../../features/registration/screens/LoginScreen';
import { clearLogin } from '../../../../features/registration/clear-login';

export const Route = createFileRoute('/{-$locale}/_auth/login/')({
  staticData: { title: msg`Вход` },
  // Issue 33: ?phone= prefills the phone field when it is a phone number, else it is dropped.
  validateSearch: validateLoginSearch,
  // SPEC §2: the step guard (the _auth layout, run first), then clear-login.
  beforeLoad: ({ context, cause, location }) =>
    clearLogin(context.registration, { cause, pathname: location.pathname }),
  loader: loginLoader,
  component: registrationScreen(Login, LoginScreenPreview),
});

// Read by the route's id, not through `Route`: the component is split into its own chunk, and
// a reference to `Route` would pull this module out of the main chunk on every page.
function Login() {
  const { phone } = useSearch({ from: '/{-$locale}/_auth/login/' });
  return <LoginScreen phoneHint={phone} />;
}

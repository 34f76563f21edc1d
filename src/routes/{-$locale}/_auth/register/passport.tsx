import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PassportScreen } from '../../../../features/registration/screens/PassportScreen';
import { stepGuard } from '../../../../features/registration/step-guard';

export const Route = createFileRoute('/{-$locale}/_auth/register/passport')({
  staticData: { title: msg`Данные удостоверения личности`, stepGuarded: true },
  beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
  loader: registrationLoader,
  component: registrationScreen(PassportScreen),
});

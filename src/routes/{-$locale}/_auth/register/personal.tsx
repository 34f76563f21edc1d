import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PersonalScreen } from '../../../../features/registration/screens/PersonalScreen';
import { stepGuard } from '../../../../features/registration/step-guard';

export const Route = createFileRoute('/{-$locale}/_auth/register/personal')({
  staticData: { title: msg`Личные данные`, stepGuarded: true },
  beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
  loader: registrationLoader,
  component: registrationScreen(PersonalScreen),
});

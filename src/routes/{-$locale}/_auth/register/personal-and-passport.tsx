import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PersonalAndPassportScreen } from '../../../../features/registration/screens/PersonalAndPassportScreen';
import { stepGuard } from '../../../../features/registration/step-guard';

export const Route = createFileRoute('/{-$locale}/_auth/register/personal-and-passport')({
  staticData: { title: msg`Личные данные и удостоверение личности`, stepGuarded: true },
  beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
  loader: registrationLoader,
  component: registrationScreen(PersonalAndPassportScreen),
});

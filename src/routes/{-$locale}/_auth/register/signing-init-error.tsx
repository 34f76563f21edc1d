import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { SigningInitErrorScreen } from '../../../../features/registration/screens/SigningInitErrorScreen';
import { stepGuard } from '../../../../features/registration/step-guard';

export const Route = createFileRoute('/{-$locale}/_auth/register/signing-init-error')({
  staticData: { title: msg`Не удалось подписать документы`, stepGuarded: true },
  beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
  loader: registrationLoader,
  component: registrationScreen(SigningInitErrorScreen),
});

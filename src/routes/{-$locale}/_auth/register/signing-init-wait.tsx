import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { SigningInitWaitScreen } from '../../../../features/registration/screens/SigningInitWaitScreen';
import { stepGuard } from '../../../../features/registration/step-guard';

export const Route = createFileRoute('/{-$locale}/_auth/register/signing-init-wait')({
  staticData: { title: msg`Готовим документы к подписанию`, stepGuarded: true },
  beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
  loader: registrationLoader,
  component: registrationScreen(SigningInitWaitScreen),
});

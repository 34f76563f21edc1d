import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { LivenessErrorScreen } from '../../../../features/registration/screens/LivenessErrorScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/liveness-error')({
  staticData: { title: msg`Не удалось подтвердить личность` },
  loader: registrationLoader,
  component: registrationScreen(LivenessErrorScreen),
});

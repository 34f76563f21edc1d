import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { SigningInitErrorScreen } from '../../../../features/registration/screens/SigningInitErrorScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/signing-init-error')({
  staticData: { title: msg`Не удалось подписать документы` },
  loader: registrationLoader,
  component: registrationScreen(SigningInitErrorScreen),
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { SigningInitWaitScreen } from '../../../../features/registration/screens/SigningInitWaitScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/signing-init-wait')({
  staticData: { title: msg`Готовим документы к подписанию` },
  loader: registrationLoader,
  component: registrationScreen(SigningInitWaitScreen),
});

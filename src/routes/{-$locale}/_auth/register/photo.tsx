import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PhotoScreen } from '../../../../features/registration/screens/PhotoScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/photo')({
  staticData: { title: msg`Фотография` },
  loader: registrationLoader,
  component: registrationScreen(PhotoScreen),
});

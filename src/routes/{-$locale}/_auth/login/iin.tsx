import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { IinScreen } from '../../../../features/registration/screens/IinScreen';

export const Route = createFileRoute('/{-$locale}/_auth/login/iin')({
  staticData: { title: msg`ИИН` },
  loader: registrationLoader,
  component: registrationScreen(IinScreen),
});

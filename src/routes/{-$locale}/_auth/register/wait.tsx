import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { WaitScreen } from '../../../../features/registration/screens/WaitScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/wait')({
  staticData: { title: msg`Обрабатываем данные` },
  loader: registrationLoader,
  component: registrationScreen(WaitScreen),
});

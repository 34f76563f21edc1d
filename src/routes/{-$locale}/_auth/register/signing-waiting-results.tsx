import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { SigningWaitingResultsScreen } from '../../../../features/registration/screens/SigningWaitingResultsScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/signing-waiting-results')({
  staticData: { title: msg`Проверяем подпись` },
  loader: registrationLoader,
  component: registrationScreen(SigningWaitingResultsScreen),
});

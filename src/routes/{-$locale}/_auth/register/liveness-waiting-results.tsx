import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { LivenessWaitingResultsScreen } from '../../../../features/registration/screens/LivenessWaitingResultsScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/liveness-waiting-results')({
  staticData: { title: msg`Проверяем фотографию` },
  loader: registrationLoader,
  component: registrationScreen(LivenessWaitingResultsScreen),
});

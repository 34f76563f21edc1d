import { createFileRoute } from '@tanstack/react-router';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { AnyStepScreen } from '../../../../features/registration/screens/AnyStepScreen';

// Any other /login/… address: the step guard of the layout replaces it by the applicant's screen.
export const Route = createFileRoute('/{-$locale}/_auth/login/$')({
  loader: registrationLoader,
  component: registrationScreen(AnyStepScreen),
});

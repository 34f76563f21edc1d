import { createFileRoute } from '@tanstack/react-router';
import { formStepLoader } from '../../../../features/registration/loader';
import { declaredFormRoute } from '../../../../features/registration/RegistrationRoute';

// Every form step under /register, as contract/steps declares it: the loader finds the step at
// the address and its title; the screen is the generic form. Other steps keep their own routes.
export const Route = createFileRoute('/{-$locale}/_auth/register/$step')({
  loader: formStepLoader,
  component: declaredFormRoute,
});

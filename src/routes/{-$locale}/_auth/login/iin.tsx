import { createFileRoute } from '@tanstack/react-router';
import { formStepLoader } from '../../../../features/registration/loader';
import { formStepRoute } from '../../../../features/registration/RegistrationRoute';

// The IIN form, under /login: its title and loader from its declaration, as register/$step's.
export const Route = createFileRoute('/{-$locale}/_auth/login/iin')({
  loader: formStepLoader,
  component: formStepRoute('iin'),
});

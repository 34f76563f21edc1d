import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { passportLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PassportScreen } from '../../../../features/registration/screens/PassportScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/passport')({
  staticData: { title: msg`Данные удостоверения личности` },
  loader: passportLoader,
  component: registrationScreen(PassportScreen),
});

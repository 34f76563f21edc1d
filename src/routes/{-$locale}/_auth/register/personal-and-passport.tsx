import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { passportLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { PersonalAndPassportScreen } from '../../../../features/registration/screens/PersonalAndPassportScreen';

export const Route = createFileRoute('/{-$locale}/_auth/register/personal-and-passport')({
  staticData: { title: msg`Личные данные и удостоверение личности` },
  loader: passportLoader,
  component: registrationScreen(PersonalAndPassportScreen),
});

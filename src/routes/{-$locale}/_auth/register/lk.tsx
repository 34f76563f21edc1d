import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoanCalculator } from '../../../../features/calculators';
import { calculatorsLoader } from '../../../../features/calculators/loader';
import { registrationLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { CabinetScreen } from '../../../../features/registration/screens/CabinetScreen';

// The cabinet shows the loan calculator: the route composes the two features.
function Cabinet() {
  return (
    <CabinetScreen
      calculator={(value, onChange) => <LoanCalculator value={value} onChange={onChange} />}
    />
  );
}

export const Route = createFileRoute('/{-$locale}/_auth/register/lk')({
  staticData: { title: msg`Личный кабинет` },
  loader: async (context) => {
    await Promise.all([registrationLoader(context), calculatorsLoader(context)]);
  },
  component: registrationScreen(Cabinet),
});

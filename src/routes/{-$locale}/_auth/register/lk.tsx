import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoanCalculator, rememberedLoanValue } from '../../../../features/calculators';
import { calculatorsLoader } from '../../../../features/calculators/loader';
import { cabinetLoader } from '../../../../features/registration/loader';
import { registrationScreen } from '../../../../features/registration/RegistrationRoute';
import { CabinetScreen } from '../../../../features/registration/screens/CabinetScreen';

// The cabinet offers the loan calculated on the home page, with the loan calculator beside the
// amount: the route composes the two features.
function Cabinet() {
  return (
    <CabinetScreen
      initial={rememberedLoanValue()}
      calculator={(value, onChange, onValidity, amountError) => (
        <LoanCalculator
          value={value}
          onChange={onChange}
          strictAmount
          onAmountValidity={onValidity}
          amountError={amountError}
        />
      )}
    />
  );
}

export const Route = createFileRoute('/{-$locale}/_auth/register/lk')({
  staticData: { title: msg`Личный кабинет` },
  loader: async (context) => {
    await Promise.all([cabinetLoader(context), calculatorsLoader(context)]);
  },
  component: registrationScreen(Cabinet),
});

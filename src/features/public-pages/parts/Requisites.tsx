import { useLingui } from '@lingui/react/macro';
import { company, inLocale } from '../../../platform/company';
import { useLocale } from '../../../ui/locale';
import { Terms } from '../../../ui/Terms';

/** The company's bank requisites: for a transfer and for the record. */
export function Requisites() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <Terms
      ruled
      items={[
        { term: t`Получатель`, value: inLocale(company.legalName, locale) },
        { term: t`БИН`, value: company.bin },
        { term: t`Банк`, value: inLocale(company.bank.name, locale) },
        { term: t`ИИК (IBAN)`, value: company.bank.iban },
        { term: t`БИК`, value: company.bank.bic },
        { term: t`КБе`, value: company.bank.kbe },
        {
          term: t`Юридический адрес`,
          value: inLocale(company.legalAddress, locale),
        },
      ]}
    />
  );
}

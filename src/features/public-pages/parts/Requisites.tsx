import { useLingui } from '@lingui/react/macro';
import { company } from './company';
import { Facts } from './Facts';

/** The company's bank requisites: for a transfer and for the record. */
export function Requisites() {
  const { t } = useLingui();
  return (
    <Facts
      facts={[
        { term: t`Получатель`, value: t`ТОО «Микрофинансовая организация «QazCredit»` },
        { term: t`БИН`, value: company.bin },
        { term: t`Банк`, value: t`АО «Народный Банк Казахстана»` },
        { term: t`ИИК (IBAN)`, value: company.bank.iban },
        { term: t`БИК`, value: company.bank.bic },
        { term: t`КБе`, value: company.bank.kbe },
        {
          term: t`Юридический адрес`,
          value: t`050010, г. Алматы, Медеуский район, пр. Достык, 91, офис 501`,
        },
      ]}
    />
  );
}

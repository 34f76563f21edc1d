import { useLingui } from '@lingui/react/macro';
import type { FormDraft } from '../../../../contract';
import { formFields, TextField } from '../forms';

type PersonalDraft = FormDraft<'personal'>;

/** The personal payload's fields, in the order the form shows them. */
export const PERSONAL_FIELDS = ['last_name', 'first_name', 'middle_name', 'email'] as const;

interface PersonalFieldsProps {
  values: PersonalDraft;
  errors: Record<string, string>;
  onChange: (values: PersonalDraft) => void;
}

/** SPEC.md §3 personal payload: names as in the identity card, and an e-mail address. */
export function PersonalFields({ values, errors, onChange }: PersonalFieldsProps) {
  const { t } = useLingui();
  const { text } = formFields(values, errors, onChange);
  return (
    <>
      <TextField
        {...text('last_name')}
        label={t`Фамилия`}
        autoComplete="family-name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <TextField
        {...text('first_name')}
        label={t`Имя`}
        autoComplete="given-name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <TextField
        {...text('middle_name')}
        label={t`Отчество (если есть)`}
        autoComplete="additional-name"
        autoCapitalize="words"
        spellCheck={false}
        required={false}
      />
      <TextField
        {...text('email')}
        label={t`Электронная почта`}
        hint={t`Пришлём на неё договор и график платежей`}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
    </>
  );
}

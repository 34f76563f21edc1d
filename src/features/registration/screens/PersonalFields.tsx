import { useLingui } from '@lingui/react/macro';
import type { PersonalValues } from '../../../../machines/registration';
import { textFields, TextField } from '../forms';

export const PERSONAL_FIELDS = ['lastName', 'firstName', 'middleName', 'email'] as const;

interface PersonalFieldsProps {
  values: Partial<PersonalValues>;
  errors: Record<string, string>;
  onChange: (values: Partial<PersonalValues>) => void;
}

/** SPEC.md §3 personal payload: names as in the identity card, and an e-mail address. */
export function PersonalFields({ values, errors, onChange }: PersonalFieldsProps) {
  const { t } = useLingui();
  const field = textFields(values, errors, onChange);
  return (
    <>
      <TextField
        {...field('lastName')}
        label={t`Фамилия`}
        autoComplete="family-name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <TextField
        {...field('firstName')}
        label={t`Имя`}
        autoComplete="given-name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <TextField
        {...field('middleName')}
        label={t`Отчество (если есть)`}
        autoComplete="additional-name"
        autoCapitalize="words"
        spellCheck={false}
        required={false}
      />
      <TextField
        {...field('email')}
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

/** The personal payload of the API contract (snake_case) from the form's values. */
export function personalPayload(values: Partial<PersonalValues>) {
  return {
    first_name: values.firstName ?? '',
    last_name: values.lastName ?? '',
    middle_name: values.middleName ?? '',
    email: values.email ?? '',
  };
}

export function personalValues(values: Partial<PersonalValues>): PersonalValues {
  return {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    middleName: (values.middleName ?? '').trim(),
    email: (values.email ?? '').trim(),
  };
}

import { useLingui } from '@lingui/react/macro';
import type { PersonalValues } from '../../../../machines/registration';
import { TextField } from '../forms';

export const PERSONAL_FIELDS = ['lastName', 'firstName', 'middleName', 'email'] as const;

interface PersonalFieldsProps {
  values: Partial<PersonalValues>;
  errors: Record<string, string>;
  onChange: (values: Partial<PersonalValues>) => void;
}

/** SPEC.md §3 personal payload: names as in the identity card, and an e-mail address. */
export function PersonalFields({ values, errors, onChange }: PersonalFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        id="lastName"
        label={t`Фамилия`}
        value={values.lastName ?? ''}
        error={errors.lastName}
        onChange={(lastName) => onChange({ lastName })}
        autoComplete="family-name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <TextField
        id="firstName"
        label={t`Имя`}
        value={values.firstName ?? ''}
        error={errors.firstName}
        onChange={(firstName) => onChange({ firstName })}
        autoComplete="given-name"
        autoCapitalize="words"
        spellCheck={false}
      />
      <TextField
        id="middleName"
        label={t`Отчество (если есть)`}
        value={values.middleName ?? ''}
        error={errors.middleName}
        onChange={(middleName) => onChange({ middleName })}
        autoComplete="additional-name"
        autoCapitalize="words"
        spellCheck={false}
        required={false}
      />
      <TextField
        id="email"
        label={t`Электронная почта`}
        hint={t`Пришлём на неё договор и график платежей`}
        type="email"
        inputMode="email"
        value={values.email ?? ''}
        error={errors.email}
        onChange={(email) => onChange({ email })}
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

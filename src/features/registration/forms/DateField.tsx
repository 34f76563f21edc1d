import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dateDigitsToIso, dateMaskOptions, isoToDateDigits } from './masks';
import { TextField } from './TextField';

interface DateFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** 'YYYY-MM-DD' once the date is whole, else the digits typed so far (a draft keeps both). */
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}

/** SPEC.md §5 date: typed as дд/мм/гггг, kept as ISO year-month-day. */
export function DateField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  autoComplete,
}: DateFieldProps) {
  const { t } = useLingui();
  const digits = value.includes('-') ? isoToDateDigits(value) : value;
  return (
    <TextField
      id={id}
      label={label}
      hint={hint ?? t`Например, 25/03/1990`}
      error={error}
      value={digits}
      onChange={(typed) => onChange(dateDigitsToIso(typed) ?? typed)}
      mask={dateMaskOptions}
      inputMode="numeric"
      placeholder={t`дд/мм/гггг`}
      autoComplete={autoComplete ?? 'off'}
    />
  );
}

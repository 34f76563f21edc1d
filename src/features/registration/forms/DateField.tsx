import { useLingui } from '@lingui/react/macro';
import type { FieldFrame } from './Field';
import { dateDigitsToIso, dateMaskOptions, isoToDateDigits } from './masks';
import { TextField } from './TextField';

interface DateFieldProps extends FieldFrame {
  /** 'YYYY-MM-DD' once the date is whole, else the digits typed so far (a draft keeps both). */
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}

/** SPEC.md §5 date: typed as дд/мм/гггг, kept as ISO year-month-day. */
export function DateField({ hint, value, onChange, autoComplete, ...frame }: DateFieldProps) {
  const { t } = useLingui();
  const digits = value.includes('-') ? isoToDateDigits(value) : value;
  return (
    <TextField
      {...frame}
      hint={hint ?? t`Например, 25/03/1990`}
      value={digits}
      onChange={(typed) => onChange(dateDigitsToIso(typed) ?? typed)}
      mask={dateMaskOptions}
      inputMode="numeric"
      placeholder={t`дд/мм/гггг`}
      autoComplete={autoComplete ?? 'off'}
    />
  );
}

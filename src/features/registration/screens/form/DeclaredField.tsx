import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import {
  camelCaseKey,
  type FieldDeclaration,
  type FieldValue,
  type FormDraft,
  type Words,
} from '../../../../../contract';
import { Button } from '../../../../ui/Button';
import { DateField, digitsMask, RadioGroup, SelectField, TextField } from '../../forms';
import type { CountryList } from './useCountries';

export interface DeclaredFieldProps {
  /** The payload's name of the field (snake_case); its element id is camelCase. */
  name: string;
  field: FieldDeclaration;
  value: FieldValue | undefined;
  error: string | undefined;
  /** The form's change (useStepForm): gets `{ [name]: value }`. */
  onChange: (values: FormDraft) => void;
  /** The country list, for a `country` field, and how to load it again. */
  countries: CountryList;
}

/** A rule that lets the field be left empty (a middle name): the field is not required. */
const isOptional = ({ rule }: FieldDeclaration) =>
  rule.type === 'nullish' || rule.type === 'optional';

/**
 * One field of a form step, drawn from its declaration (contract/steps): its label and hint in
 * the page's language, the control its `input` names, its `autocomplete`, and its error.
 * Memoized: a key typed, or a submit, renders the field that changed, not the whole form (the
 * passport's country list alone is some two hundred options).
 */
export const DeclaredField = memo(function DeclaredField({
  name,
  field,
  value,
  error,
  onChange: changeForm,
  countries: list,
}: DeclaredFieldProps) {
  const { i18n, t } = useLingui();
  const onChange = (changed: FieldValue) => changeForm({ [name]: changed });
  const words = (text: Words | undefined) => (text ? i18n._(text) : undefined);
  const frame = {
    id: camelCaseKey(name),
    label: i18n._(field.label),
    hint: words(field.hint),
    error,
  };
  const text = typeof value === 'string' ? value : '';
  const required = !isOptional(field);
  switch (field.input) {
    case 'name':
    case 'email':
    case 'text':
      return (
        <TextField
          {...frame}
          value={text}
          onChange={onChange}
          autoComplete={field.autocomplete}
          required={required}
          {...(field.input === 'name' ? { autoCapitalize: 'words', spellCheck: false } : {})}
          {...(field.input === 'email'
            ? { type: 'email', inputMode: 'email', spellCheck: false }
            : {})}
        />
      );
    case 'digits':
      return (
        <TextField
          {...frame}
          value={text}
          onChange={onChange}
          mask={digitsMask(field.length)}
          inputMode="numeric"
          autoComplete={field.autocomplete}
          required={required}
        />
      );
    case 'date':
      return (
        <DateField {...frame} value={text} onChange={onChange} autoComplete={field.autocomplete} />
      );
    case 'choice': {
      const options = field.choices.map((choice) => ({
        value: String(choice.value),
        label: i18n._(choice.label),
        hint: words(choice.hint),
      }));
      return (
        <RadioGroup
          id={frame.id}
          legend={frame.label}
          hint={frame.hint}
          error={error}
          inline={field.inline ?? false}
          required={required}
          value={value === undefined || value === null ? undefined : String(value)}
          options={options}
          onChange={(answer) => {
            const chosen = field.choices.find((choice) => String(choice.value) === answer);
            if (chosen) onChange(chosen.value);
          }}
        />
      );
    }
    case 'country': {
      const options = list.countries?.options ?? [];
      const failed = list.status === 'error';
      return (
        <>
          <SelectField
            {...frame}
            hint={failed ? t`Не удалось загрузить список стран` : frame.hint}
            value={typeof value === 'number' ? String(value) : ''}
            options={
              options.length > 0
                ? options
                : [{ value: '', text: list.status === 'pending' ? t`Загружаем список…` : '—' }]
            }
            disabled={options.length === 0}
            onChange={(chosen) => onChange(Number(chosen))}
          />
          {failed ? (
            <Button variant="outline" onClick={list.reload}>
              <Trans>Загрузить список стран ещё раз</Trans>
            </Button>
          ) : null}
        </>
      );
    }
  }
});

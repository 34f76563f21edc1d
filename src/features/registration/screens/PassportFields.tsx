import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import {
  camelCaseKey,
  iinBirthDate,
  iinSex,
  isRealIsoDate,
  type FieldErrors,
  type FormDraft,
} from '../../../../contract';
import { Button } from '../../../ui/Button';
import { DateField, digitsMask, formFields, RadioGroup, SelectField, TextField } from '../forms';
import { useRegistrationQueries, useRegistrationSelector } from '../runtime';
import { statusOf, useLoad, useWhenReady, type Loaded, type LoadStatus } from './useLoad';

type PassportDraft = FormDraft<'passport'>;

/** The passport payload's fields, in the order the form shows them. */
export const PASSPORT_FIELDS = [
  'birthday',
  'sex',
  'birthplace',
  'country_id',
  'id_number',
  'issuer',
  'when',
  'period_validity',
] as const;

const DATE_FIELDS = ['birthday', 'when', 'period_validity'] as const;
const PASSPORT_MASK = digitsMask(9);

interface Countries {
  options: { value: string; text: string }[];
  defaultId: number | null;
}

/**
 * GET /rest/registration/countries, as select options with the server's default. A list fetched
 * ahead (next-screens.ts, the route's loader) is there at the first render: the form does not
 * change under the applicant's fingers when it arrives.
 */
function useCountries(): { countries: Loaded<Countries>; reload: () => void } {
  const { countries: read } = useRegistrationQueries();
  const [ahead] = useState(read.peek);
  const { data, reload } = useLoad(read, ahead);
  const countries = useMemo(
    () =>
      data === null || data === 'failed'
        ? data
        : {
            // SPEC.md §3: a dropdown item {id, name} becomes {text, value as string}.
            options: data.countries.map(({ id, name }) => ({ value: String(id), text: name })),
            defaultId: data.default_country_id,
          },
    [data],
  );
  return { countries, reload };
}

/**
 * The passport values as the form shows them: what the applicant typed, else what the IIN
 * says (birthday, sex), else the server's default country.
 */
function usePassportPrefill<T extends PassportDraft>(values: T) {
  const iin = useRegistrationSelector((snapshot) => snapshot.context.drafts.iin?.iin ?? '');
  const { countries, reload } = useCountries();
  const defaultCountry = countries && countries !== 'failed' ? countries.defaultId : null;
  const shown: T = {
    ...values,
    birthday: values.birthday ?? iinBirthDate(iin) ?? undefined,
    sex: values.sex ?? iinSex(iin) ?? undefined,
    country_id: values.country_id ?? defaultCountry ?? undefined,
  };
  // A submit needs the list only while no country is chosen: it then waits for the default.
  const countriesNeeded: LoadStatus =
    shown.country_id === undefined ? statusOf(countries) : 'ready';
  return { shown, countries, reloadCountries: reload, countriesNeeded };
}

/** What a form step with the passport fields needs of its form (useStepForm's answer). */
interface PassportForm<T> {
  draft: T;
  errors: Record<string, string>;
  change: (values: T) => void;
  submit: (values: T, own: FieldErrors) => void;
}

/**
 * A form step that holds the passport fields (alone or after the personal ones): the prefilled
 * values, checked by the step's schema and for whole dates, and a submit that, pressed while
 * the countries load (or after they failed: they load again), waits for the default country,
 * then runs. `fields` goes to PassportFields, `submit` to FormScreen.
 */
export function usePassportStep<T extends PassportDraft>(form: PassportForm<T>) {
  const { t } = useLingui();
  const { shown, countries, reloadCountries, countriesNeeded } = usePassportPrefill(form.draft);
  const check = () =>
    form.submit(shown, incompleteDates(shown, t`Введите существующую дату в формате дд/мм/гггг`));
  const submit = useWhenReady(countriesNeeded, check, reloadCountries);
  return {
    shown,
    submit: {
      waitingFor: submit.waiting ? t`Загружаем список стран…` : undefined,
      onSubmit: submit.run,
    },
    fields: {
      values: shown,
      countries,
      onReloadCountries: reloadCountries,
      errors: form.errors,
      onChange: form.change,
    },
  };
}

interface PassportFieldsProps {
  values: PassportDraft;
  countries: Loaded<Countries>;
  onReloadCountries: () => void;
  errors: Record<string, string>;
  onChange: (values: PassportDraft) => void;
}

/** SPEC.md §3 passport payload: the identity card's data. */
export function PassportFields(props: PassportFieldsProps) {
  const { values, countries, onReloadCountries, errors, onChange } = props;
  const { t } = useLingui();
  const countryOptions = countries && countries !== 'failed' ? countries.options : [];
  const { field, text } = formFields(values, errors, onChange);
  return (
    <>
      <DateField
        {...text('birthday')}
        label={t`Дата рождения`}
        hint={t`Заполнили по ИИН — проверьте. Формат дд/мм/гггг`}
        autoComplete="bday"
      />
      <RadioGroup
        {...field('sex')}
        legend={t`Пол`}
        hint={t`Заполнили по ИИН — проверьте`}
        inline
        value={values.sex}
        options={[
          { value: 'male', label: t`Мужской` },
          { value: 'female', label: t`Женский` },
        ]}
        onChange={(sex) => onChange({ sex })}
      />
      <TextField
        {...text('birthplace')}
        label={t`Место рождения`}
        hint={t`Как в удостоверении личности`}
        autoComplete="off"
      />
      <SelectField
        {...field('country_id')}
        label={t`Страна, выдавшая документ`}
        hint={countries === 'failed' ? t`Не удалось загрузить список стран` : undefined}
        value={values.country_id ? String(values.country_id) : ''}
        options={
          countryOptions.length > 0
            ? countryOptions
            : [{ value: '', text: countries === null ? t`Загружаем список…` : '—' }]
        }
        disabled={countryOptions.length === 0}
        onChange={(value) => onChange({ country_id: Number(value) })}
      />
      {countries === 'failed' ? (
        <Button variant="outline" onClick={onReloadCountries}>
          <Trans>Загрузить список стран ещё раз</Trans>
        </Button>
      ) : null}
      <TextField
        {...text('id_number')}
        label={t`Номер удостоверения личности`}
        hint={t`9 цифр, без букв и пробелов`}
        mask={PASSPORT_MASK}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...text('issuer')}
        label={t`Кем выдан`}
        hint={t`Например, МВД РК`}
        autoComplete="off"
      />
      <DateField {...text('when')} label={t`Дата выдачи`} />
      <DateField {...text('period_validity')} label={t`Действителен до`} />
    </>
  );
}

/**
 * A date missing or typed only in part reads better as "type the whole date" than as the
 * contract's "YYYY-MM-DD" message; it wins over the schema's message for that field.
 */
function incompleteDates(values: PassportDraft, message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of DATE_FIELDS) {
    if (!isRealIsoDate(values[field] ?? '')) errors[camelCaseKey(field)] = [message];
  }
  return errors;
}

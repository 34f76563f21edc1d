import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FieldErrors } from '../../../../contract';
import type { PassportValues } from '../../../../machines/registration';
import { iinBirthDate, iinSex, isRealIsoDate } from '../../../../contract';
import { Button } from '../../../ui/Button';
import { DateField, digitsMask, RadioGroup, SelectField, TextField, textFields } from '../forms';
import { useRegistrationQueries, useRegistrationSelector } from '../runtime';
import { statusOf, useLoad, useWhenReady, type Loaded, type LoadStatus } from './useLoad';

export const PASSPORT_FIELDS = [
  'birthday',
  'sex',
  'birthplace',
  'countryId',
  'idNumber',
  'issuer',
  'when',
  'periodValidity',
] as const;

const DATE_FIELDS = ['birthday', 'when', 'periodValidity'] as const;
const PASSPORT_MASK = digitsMask(9);

interface Countries {
  options: { value: string; text: string }[];
  defaultId: number | null;
}

/** GET /rest/registration/countries, as select options with the server's default. */
function useCountries(): { countries: Loaded<Countries>; reload: () => void } {
  const { data, reload } = useLoad(useRegistrationQueries().countries);
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
function usePassportPrefill<T extends Partial<PassportValues>>(values: T) {
  const iin = useRegistrationSelector((snapshot) => snapshot.context.drafts.iin?.iin ?? '');
  const { countries, reload } = useCountries();
  const defaultCountry = countries && countries !== 'failed' ? countries.defaultId : null;
  const shown: T = {
    ...values,
    birthday: values.birthday ?? iinBirthDate(iin) ?? undefined,
    sex: values.sex ?? iinSex(iin) ?? undefined,
    countryId: values.countryId ?? defaultCountry ?? undefined,
  };
  // A submit needs the list only while no country is chosen: it then waits for the default.
  const countriesNeeded: LoadStatus = shown.countryId === undefined ? statusOf(countries) : 'ready';
  return { shown, countries, reloadCountries: reload, countriesNeeded };
}

/** What a form step with the passport fields needs of its form (useStepForm's answer). */
interface PassportForm<T> {
  draft: T;
  errors: Record<string, string>;
  change: (values: Partial<PassportValues>) => void;
  check: (errors: FieldErrors) => boolean;
}

/**
 * A form step that holds the passport fields (alone or after the personal ones): the prefilled
 * values, the check (the contract's schema via `validate`, then whole dates), and a submit
 * that, pressed while the countries load (or after they failed: they load again), waits for
 * the default country, then runs. `fields` goes to PassportFields, `submit` to FormScreen.
 */
export function usePassportStep<T extends Partial<PassportValues>>(
  form: PassportForm<T>,
  validate: (shown: T) => FieldErrors,
  send: (shown: T) => void,
) {
  const { t } = useLingui();
  const { shown, countries, reloadCountries, countriesNeeded } = usePassportPrefill(form.draft);
  const check = () => {
    const errors = {
      ...validate(shown),
      ...incompleteDates(shown, t`Введите существующую дату в формате дд/мм/гггг`),
    };
    if (form.check(errors)) send(shown);
  };
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
  values: Partial<PassportValues>;
  countries: Loaded<Countries>;
  onReloadCountries: () => void;
  errors: Record<string, string>;
  onChange: (values: Partial<PassportValues>) => void;
}

/** SPEC.md §3 passport payload: the identity card's data. */
export function PassportFields(props: PassportFieldsProps) {
  const { values, countries, onReloadCountries, errors, onChange } = props;
  const { t } = useLingui();
  const countryOptions = countries && countries !== 'failed' ? countries.options : [];
  const field = textFields(values, errors, onChange);
  return (
    <>
      <DateField
        {...field('birthday')}
        label={t`Дата рождения`}
        hint={t`Заполнили по ИИН — проверьте. Формат дд/мм/гггг`}
        autoComplete="bday"
      />
      <RadioGroup
        id="sex"
        legend={t`Пол`}
        hint={t`Заполнили по ИИН — проверьте`}
        inline
        value={values.sex}
        error={errors.sex}
        options={[
          { value: 'male', label: t`Мужской` },
          { value: 'female', label: t`Женский` },
        ]}
        onChange={(sex) => onChange({ sex })}
      />
      <TextField
        {...field('birthplace')}
        label={t`Место рождения`}
        hint={t`Как в удостоверении личности`}
        autoComplete="off"
      />
      <SelectField
        id="countryId"
        label={t`Страна, выдавшая документ`}
        hint={countries === 'failed' ? t`Не удалось загрузить список стран` : undefined}
        value={values.countryId ? String(values.countryId) : ''}
        error={errors.countryId}
        options={
          countryOptions.length > 0
            ? countryOptions
            : [{ value: '', text: countries === null ? t`Загружаем список…` : '—' }]
        }
        disabled={countryOptions.length === 0}
        onChange={(value) => onChange({ countryId: Number(value) })}
      />
      {countries === 'failed' ? (
        <Button variant="outline" onClick={onReloadCountries}>
          <Trans>Загрузить список стран ещё раз</Trans>
        </Button>
      ) : null}
      <TextField
        {...field('idNumber')}
        label={t`Номер удостоверения личности`}
        hint={t`9 цифр, без букв и пробелов`}
        mask={PASSPORT_MASK}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...field('issuer')}
        label={t`Кем выдан`}
        hint={t`Например, МВД РК`}
        autoComplete="off"
      />
      <DateField {...field('when')} label={t`Дата выдачи`} />
      <DateField {...field('periodValidity')} label={t`Действителен до`} />
    </>
  );
}

/** The passport payload of the API contract (snake_case) from the form's values. */
export function passportPayload(values: Partial<PassportValues>) {
  return {
    birthday: values.birthday ?? '',
    birthplace: values.birthplace ?? '',
    id_number: values.idNumber ?? '',
    issuer: values.issuer ?? '',
    period_validity: values.periodValidity ?? '',
    sex: values.sex ?? '',
    when: values.when ?? '',
    country_id: values.countryId ?? 0,
  };
}

export function passportValues(values: Partial<PassportValues>): PassportValues {
  return {
    birthday: values.birthday ?? '',
    birthplace: (values.birthplace ?? '').trim(),
    idNumber: values.idNumber ?? '',
    issuer: (values.issuer ?? '').trim(),
    periodValidity: values.periodValidity ?? '',
    sex: values.sex ?? 'male',
    when: values.when ?? '',
    countryId: values.countryId ?? 0,
  };
}

/**
 * A date missing or typed only in part reads better as "type the whole date" than as the
 * contract's "YYYY-MM-DD" message; it wins over the schema's message for that field.
 */
function incompleteDates(values: Partial<PassportValues>, message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of DATE_FIELDS) {
    if (!isRealIsoDate(values[field] ?? '')) errors[field] = [message];
  }
  return errors;
}

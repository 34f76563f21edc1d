import { useLingui } from '@lingui/react/macro';
import {
  camelCaseKey,
  formDeclaration,
  iinBirthDate,
  iinSex,
  isRealIsoDate,
  type FieldDeclaration,
  type FieldErrors,
  type FieldValue,
  type FormDraft,
  type FormStep,
  type Prefill,
} from '../../../../../contract';
import { useRegistrationSelector } from '../../runtime';
import { FormScreen } from '../FormScreen';
import styles from '../Screen.module.css';
import { useStepForm } from '../useStepForm';
import { useWhenReady } from '../useWhenReady';
import { DeclaredField } from './DeclaredField';
import { useCountries } from './useCountries';

const PREFILLS: Record<Prefill, (iin: string) => FieldValue | null> = {
  iinBirthDate,
  iinSex,
};

/**
 * What the form shows: what the applicant typed, else what the IIN says (a field's `prefill`), else
 * the server's default country.
 */
function shownValues(
  fields: Readonly<Record<string, FieldDeclaration>>,
  draft: FormDraft,
  iin: string,
  defaultCountry: number | null,
): FormDraft {
  const shown: Record<string, FieldValue> = {};
  for (const [name, field] of Object.entries(fields)) {
    const typed = draft[name];
    const guessed = field.prefill ? PREFILLS[field.prefill](iin) : null;
    const preset = field.input === 'country' ? defaultCountry : null;
    const value = typed ?? guessed ?? preset;
    if (value !== null && value !== undefined) shown[name] = value;
  }
  return shown;
}

/**
 * A date missing or typed only in part reads better as "type the whole date" than as the
 * contract's "YYYY-MM-DD" message; it wins over the schema's message for that field.
 */
function incompleteDates(
  fields: Readonly<Record<string, FieldDeclaration>>,
  values: FormDraft,
  message: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    if (field.input === 'date' && !(typeof value === 'string' && isRealIsoDate(value))) {
      errors[camelCaseKey(name)] = [message];
    }
  }
  return errors;
}

/**
 * The screen of a form step (contract/steps): its title and lead, its declared fields (in
 * sections where it declares them), one submit. Each step is a screen of its own: nothing of
 * one form's checks carries over to the next, and the new heading takes focus.
 */
export function FormStepScreen({ step }: { step: FormStep }) {
  return <StepForm key={step} step={step} />;
}

/**
 * A form with a country waits for the list when sent before it arrived (issue 13: no tap
 * lost), and loads it again after a failure.
 */
function StepForm({ step }: { step: FormStep }) {
  const { i18n, t } = useLingui();
  const declaration = formDeclaration(step);
  const { fields } = declaration;
  const form = useStepForm(step);
  const iin = useRegistrationSelector((snapshot) => {
    const typed = snapshot.context.drafts.iin?.iin;
    return typeof typed === 'string' ? typed : '';
  });
  const hasCountry = Object.values(fields).some((field) => field.input === 'country');
  const countries = useCountries(hasCountry);
  const shown = shownValues(fields, form.draft, iin, countries.countries?.defaultId ?? null);
  // A submit needs the list only while a country field has no value: it then waits for it.
  const needed =
    hasCountry &&
    Object.entries(fields).some(([name, f]) => f.input === 'country' && !(name in shown))
      ? countries.status
      : 'success';
  const check = () =>
    form.submit(
      shown,
      incompleteDates(fields, shown, t`Введите существующую дату в формате дд/мм/гггг`),
    );
  const submit = useWhenReady(needed, check, countries.reload);

  const fieldsOf = (group: Readonly<Record<string, FieldDeclaration>>) =>
    Object.entries(group).map(([name, field]) => (
      <DeclaredField
        key={name}
        name={name}
        field={field}
        value={shown[name]}
        error={form.errors[camelCaseKey(name)]}
        onChange={form.change}
        countries={countries}
      />
    ));

  return (
    <FormScreen
      title={i18n._(declaration.title)}
      lead={i18n._(declaration.lead)}
      form={form}
      waitingFor={submit.waiting ? t`Загружаем список стран…` : undefined}
      onSubmit={submit.run}
    >
      {declaration.sections
        ? declaration.sections.map((section, index) => (
            <section
              key={section.title.id}
              className={styles.section}
              aria-labelledby={`${step}-section-${index}`}
            >
              <h2 id={`${step}-section-${index}`}>{i18n._(section.title)}</h2>
              {fieldsOf(section.fields)}
            </section>
          ))
        : fieldsOf(fields)}
    </FormScreen>
  );
}

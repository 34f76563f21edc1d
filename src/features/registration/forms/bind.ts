/** The names of a form's values that are text. */
type TextKeys<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/**
 * Ties text fields to a form's values: `field('email')` is the field's id (the value's name),
 * its value (empty until typed), its error and a change that sets that value only.
 */
export function textFields<V>(
  values: Partial<V>,
  errors: Record<string, string>,
  onChange: (values: Partial<V>) => void,
) {
  return <K extends TextKeys<V>>(name: K) => ({
    id: name,
    value: (values[name] as string | undefined) ?? '',
    error: errors[name],
    onChange: (value: string) => onChange({ [name]: value } as Partial<V>),
  });
}

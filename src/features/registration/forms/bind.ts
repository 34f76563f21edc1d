import { camelCaseKey } from '../../../../contract';

/** The names of a form's values that hold text (or nothing yet). */
type TextKeys<V> = {
  [K in keyof V]-?: NonNullable<V[K]> extends string ? K : never;
}[keyof V] &
  string;

/**
 * Ties a form's fields to its values (a draft: every value optional) and errors. A field is named by its payload key
 * (snake_case, SPEC.md §3); its errors, the app's like the server's (SPEC.md §5), are keyed
 * camelCase, and so is its element id, which the error summary links to.
 * `field(name)` is the id and the error; `text(name)` adds the value (empty until typed) and a
 * change that sets that value only.
 */
export function formFields<V extends object>(
  values: V,
  errors: Record<string, string>,
  onChange: (values: V) => void,
) {
  const field = (name: keyof V & string) => {
    const id = camelCaseKey(name);
    return { id, error: errors[id] };
  };
  const text = <K extends TextKeys<V>>(name: K) => ({
    ...field(name),
    value: (values[name] as string | null | undefined) ?? '',
    onChange: (value: string) => onChange({ [name]: value } as V),
  });
  return { field, text };
}

/**
 * A record with one entry per key, each made by `make`: Object.fromEntries typed by its keys.
 * The one place the tables derived from the step declarations (the forms' schemas, the
 * machine's form states, …) are typed: `Object.fromEntries` only knows `{ [k: string]: V }`,
 * while every key of `keys` is in the result.
 */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  make: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;
}

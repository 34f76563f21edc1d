import * as v from 'valibot';

type Key = v.BaseSchema<string, string | number | symbol, v.BaseIssue<unknown>>;
type Value = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;
type Message = v.ErrorMessage<v.RecordIssue> | undefined;

/**
 * `v.record` that refuses an array, as JSON Schema's object (the API document) does: valibot's
 * record takes any object, so `[["x"]]` passed as a list of records of one entry, "0".
 * Still a record schema to the JSON Schema conversion (qa/contract/openapi.ts).
 */
export function plainRecord<const K extends Key, const V extends Value>(
  key: K,
  value: V,
  message?: Message,
): v.RecordSchema<K, V, Message> {
  const record = v.record(key, value, message);
  // What valibot's record says of a value of another type: "Object" expected.
  const typeRefusal = { ...v.record(v.string(), v.unknown()), message };
  type Answer = ReturnType<(typeof record)['~run']>;
  const { '~standard': _standard, ...parts } = record;
  return v._standardSchema<typeof record>({
    ...parts,
    '~run'(dataset, config) {
      if (!Array.isArray(dataset.value)) return record['~run'](dataset, config);
      v._addIssue(typeRefusal, 'type', dataset, config);
      // Failed now (issues set, typed false), which the type of `dataset` cannot follow.
      return dataset as unknown as Answer;
    },
  });
}

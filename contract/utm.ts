import * as v from 'valibot';
import { plainRecord } from './plain-record';
import { required, ruleMessage } from './messages';

/**
 * One UTM parameter's value: the text of a `utm_*` query parameter, or a number (the record's
 * `utm_timestamp`); flat, so a stored record is never a structure to walk.
 */
const utmValueSchema = v.union(
  [v.pipe(v.string(), v.maxLength(1000)), v.pipe(v.number(), v.finite()), v.boolean(), v.null()],
  ruleMessage(
    /*i18n*/ {
      id: 'rule.utm.value',
      message: 'Значение метки: текст до 1000 символов, число, true, false или null',
    },
  ),
);

/** One stored marketing record: free UTM parameters plus `utm_timestamp`, at most 50 of them. */
export const utmRecordSchema = v.pipe(
  plainRecord(v.pipe(v.string(), v.maxLength(100)), utmValueSchema, required),
  v.maxEntries(
    50,
    ruleMessage(/*i18n*/ { id: 'rule.utm.recordSize', message: 'Не больше 50 меток в записи' }),
  ),
);

/** POST /rest/utm/apply/bulk: the current record and, when it differs, the previous one. */
export const utmBulkPayloadSchema = v.object(
  {
    client_timestamp: v.pipe(v.number(required), v.integer(required), v.minValue(0, required)),
    utms: v.pipe(
      v.array(utmRecordSchema, required),
      v.minLength(
        1,
        ruleMessage(/*i18n*/ { id: 'rule.utm.empty', message: 'Нет меток для отправки' }),
      ),
      v.maxLength(
        10,
        ruleMessage(/*i18n*/ { id: 'rule.utm.records', message: 'Не больше 10 записей' }),
      ),
    ),
  },
  required,
);

export type UtmRecord = v.InferOutput<typeof utmRecordSchema>;
export type UtmBulkPayload = v.InferInput<typeof utmBulkPayloadSchema>;

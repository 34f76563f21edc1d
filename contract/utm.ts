import * as v from 'valibot';
import { plainRecord } from './plain-record';
import { msg, required } from './messages';

/**
 * One UTM parameter's value: the text of a `utm_*` query parameter, or a number (the record's
 * `utm_timestamp`); flat, so a stored record is never a structure to walk.
 */
const utmValueSchema = v.union(
  [v.pipe(v.string(), v.maxLength(1000)), v.pipe(v.number(), v.finite()), v.boolean(), v.null()],
  msg(
    'Значение метки: текст до 1000 символов, число, true, false или null',
    'Белгі мәні: 1000 таңбаға дейінгі мәтін, сан, true, false немесе null',
  ),
);

/** One stored marketing record: free UTM parameters plus `utm_timestamp`, at most 50 of them. */
export const utmRecordSchema = v.pipe(
  plainRecord(v.pipe(v.string(), v.maxLength(100)), utmValueSchema, required),
  v.maxEntries(50, msg('Не больше 50 меток в записи', 'Бір жазбада 50 белгіден аспауы керек')),
);

/** POST /rest/utm/apply/bulk: the current record and, when it differs, the previous one. */
export const utmBulkPayloadSchema = v.object(
  {
    client_timestamp: v.pipe(v.number(required), v.integer(required), v.minValue(0, required)),
    utms: v.pipe(
      v.array(utmRecordSchema, required),
      v.minLength(1, msg('Нет меток для отправки', 'Жіберетін белгілер жоқ')),
      v.maxLength(10, msg('Не больше 10 записей', '10 жазбадан аспауы керек')),
    ),
  },
  required,
);

export type UtmRecord = v.InferOutput<typeof utmRecordSchema>;
export type UtmBulkPayload = v.InferInput<typeof utmBulkPayloadSchema>;

import * as v from 'valibot';
import { msg, required } from './messages';

/** One stored marketing record: free UTM parameters plus `utm_timestamp`. */
export const utmRecordSchema = v.record(v.string(), v.unknown(), required);

/** POST /rest/utm/apply/bulk */
export const utmBulkPayloadSchema = v.object(
  {
    client_timestamp: v.pipe(v.number(required), v.integer(required), v.minValue(0, required)),
    utms: v.pipe(
      v.array(utmRecordSchema, required),
      v.minLength(1, msg('Нет меток для отправки', 'Жіберетін белгілер жоқ')),
    ),
  },
  required,
);

export type UtmRecord = v.InferOutput<typeof utmRecordSchema>;
export type UtmBulkPayload = v.InferInput<typeof utmBulkPayloadSchema>;

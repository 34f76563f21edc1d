import * as v from 'valibot';
import { idSchema } from './fields';
import { required, ruleMessage } from './messages';

/** The cookie POST /rest/cabinet sets (path /, SameSite Lax). */
export const AUTH_COOKIE = 'auth_token';

export const cabinetPayloadSchema = v.object(
  {
    amount: v.pipe(
      v.number(required),
      v.finite(required),
      v.gtValue(
        0,
        ruleMessage(
          /*i18n*/ { id: 'rule.cabinet.amountPositive', message: 'Сумма должна быть больше нуля' },
        ),
      ),
    ),
    potential_contract_id: v.nullable(idSchema),
  },
  required,
);

/** The answer of calls that only acknowledge (cabinet, UTM). */
export const okResponseSchema = v.object({ ok: v.literal(true) });

export type CabinetPayload = v.InferInput<typeof cabinetPayloadSchema>;
export type OkResponse = v.InferOutput<typeof okResponseSchema>;

import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type * as v from 'valibot';
import type { FieldErrors } from '../../../../contract';
import type { SummaryError } from './ErrorSummary';
import { checkPayload, firstMessages, summaryOf } from './validation';

/**
 * The errors a form shows and the check that finds them, for every form of the flow (the
 * registration steps through useStepForm, the login's phone and code): the server's 422 errors
 * (`serverErrors`, camelCase) with the last client-side check's over them, one message per field,
 * the error summary in `errorOrder` (the fields' ids as the screen shows them) and its focus token,
 * new on every failed check and on every 422. `onRefused` hears the fields a check refused.
 */
export function useFormCheck(
  serverErrors: FieldErrors,
  errorOrder: readonly string[],
  onRefused?: (fields: readonly string[]) => void,
) {
  const { i18n } = useLingui();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const errors = useMemo(
    () => ({ ...firstMessages(serverErrors), ...firstMessages(clientErrors) }),
    [serverErrors, clientErrors],
  );
  const summary: SummaryError[] = useMemo(
    () => summaryOf(errors, errorOrder),
    [errors, errorOrder],
  );
  const focusKey = useMemo(() => ({ attempt, serverErrors }), [attempt, serverErrors]);

  /**
   * Checks `values` with the contract's schema, in the applicant's language, and the screen's
   * own checks (`own`: the same rules in more helpful words, which win for their field). The
   * schema's output when nothing is wrong (what was checked is what is sent), else null.
   */
  const check = useCallback(
    <S extends v.GenericSchema>(
      schema: S,
      values: unknown,
      own: FieldErrors = {},
    ): v.InferOutput<S> | null => {
      const checked = checkPayload(schema, values, i18n.locale);
      const found = { ...checked.errors, ...own };
      const valid = Object.keys(found).length === 0;
      // A valid check after a valid one changes nothing shown: no render for it.
      setClientErrors((shown) => (valid && Object.keys(shown).length === 0 ? shown : found));
      if (!valid) {
        setAttempt((count) => count + 1);
        onRefused?.(Object.keys(found));
      }
      return valid ? checked.payload : null;
    },
    [i18n.locale, onRefused],
  );

  /** Forgets the last check's errors (a form emptied on purpose). */
  const clear = useCallback(() => setClientErrors({}), []);

  return { errors, summary, focusKey, check, clear };
}

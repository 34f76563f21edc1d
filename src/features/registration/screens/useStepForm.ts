import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../../../../contract';
import { isBusy, type FormStep, type FormValues } from '../../../../machines/registration';
import { firstMessages, summaryOf, type SummaryError } from '../forms';
import { useRegistrationSelector, useRegistrationSend } from '../runtime';

const EMPTY = {};

/**
 * A registration form's state, all of it in the machine: the draft (sent on every change, so a
 * failed submit, a reload or a push loses nothing), the server's 422 errors and whether the
 * submission is in flight. Only the errors of the last client-side check live here.
 */
export function useStepForm<S extends FormStep>(step: S, fieldOrder: readonly string[]) {
  const { i18n } = useLingui();
  const send = useRegistrationSend();
  const draft = useRegistrationSelector(
    (snapshot) => (snapshot.context.drafts[step] ?? EMPTY) as Partial<FormValues[S]>,
  );
  const serverErrors = useRegistrationSelector((snapshot) => snapshot.context.fieldErrors);
  const submitting = useRegistrationSelector(isBusy);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const change = useCallback(
    (values: Partial<FormValues[S]>) =>
      send({ type: 'draft.change', step, values } as Parameters<typeof send>[0]),
    [send, step],
  );

  const errors = useMemo(
    () => ({ ...firstMessages(serverErrors), ...firstMessages(clientErrors) }),
    [serverErrors, clientErrors],
  );
  const summary: SummaryError[] = useMemo(
    () => summaryOf(errors, fieldOrder),
    [errors, fieldOrder],
  );
  // A new token on every failed check and on every 422: the summary takes focus again.
  const focusKey = useMemo(() => ({ attempt, serverErrors }), [attempt, serverErrors]);

  /** Runs the client check; true when the values may be sent. */
  const check = useCallback((found: FieldErrors) => {
    setClientErrors(found);
    setAttempt((count) => count + 1);
    return Object.keys(found).length === 0;
  }, []);

  return { draft, change, errors, summary, focusKey, submitting, check, send, lang: i18n.locale };
}

import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import {
  camelCaseKey,
  FORM_PAYLOADS,
  type FieldErrors,
  type FormDraft,
  type FormStep,
} from '../../../../contract';
import { FORM_SUBMIT, isBusy, type RegistrationEvent } from '../../../../machines/registration';
import { checkPayload, firstMessages, summaryOf, type SummaryError } from '../forms';
import { useRegistrationSelector, useRegistrationSend } from '../runtime';

const EMPTY = {};

/**
 * A registration form's state, all of it in the machine: the draft (the payload as typed so
 * far, sent on every change, so a failed submit, a reload or a push loses nothing), the server's
 * 422 errors and whether the submission is in flight. Only the errors of the last client-side
 * check live here. `fieldOrder` lists the payload's fields in the order the screen shows them.
 */
export function useStepForm<S extends FormStep>(
  step: S,
  fieldOrder: readonly (keyof FormDraft<S> & string)[],
) {
  const { i18n } = useLingui();
  const send = useRegistrationSend();
  const draft = useRegistrationSelector(
    (snapshot) => (snapshot.context.drafts[step] ?? EMPTY) as FormDraft<S>,
  );
  const serverErrors = useRegistrationSelector((snapshot) => snapshot.context.fieldErrors);
  const submitting = useRegistrationSelector(isBusy);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const change = useCallback(
    (values: FormDraft<S>) =>
      send({ type: 'draft.change', step, values } as Parameters<typeof send>[0]),
    [send, step],
  );

  const errors = useMemo(
    () => ({ ...firstMessages(serverErrors), ...firstMessages(clientErrors) }),
    [serverErrors, clientErrors],
  );
  // Errors are keyed camelCase (SPEC.md §5), the fields by their payload names.
  const errorOrder = useMemo(() => fieldOrder.map(camelCaseKey), [fieldOrder]);
  const summary: SummaryError[] = useMemo(
    () => summaryOf(errors, errorOrder),
    [errors, errorOrder],
  );
  // A new token on every failed check and on every 422: the summary takes focus again.
  const focusKey = useMemo(() => ({ attempt, serverErrors }), [attempt, serverErrors]);

  /**
   * Checks `values` with the step's payload schema (the contract's, the call's own) and the
   * screen's own checks (`own`: the same rules in more helpful words, which win for their field);
   * when nothing is wrong, submits the schema's output: what was checked is what is sent.
   */
  const submit = useCallback(
    (values: FormDraft<S>, own: FieldErrors = {}) => {
      const checked = checkPayload(FORM_PAYLOADS[step], values, i18n.locale);
      const found = { ...checked.errors, ...own };
      setClientErrors(found);
      setAttempt((count) => count + 1);
      if (checked.payload !== null && Object.keys(found).length === 0) {
        send({ type: FORM_SUBMIT[step], values: checked.payload } as RegistrationEvent);
      }
    },
    [i18n.locale, send, step],
  );

  return { draft, change, errors, summary, focusKey, submitting, submit };
}

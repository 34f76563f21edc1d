import { useCallback, useMemo } from 'react';
import type * as v from 'valibot';
import {
  camelCaseKey,
  FORM_FIELDS,
  FORM_PAYLOADS,
  type FieldErrors,
  type FormDraft,
  type FormPayload,
  type FormStep,
} from '../../../../contract';
import { isBusy } from '../../../../machines/registration';
import { useFormCheck } from '../forms';
import { useRegistrationSelector, useRegistrationSend, useReportRefusedFields } from '../runtime';

const EMPTY: FormDraft = {};

/**
 * A registration form's state, all of it in the machine: the draft (the payload as typed so
 * far, sent on every change, so a failed submit, a reload or a push loses nothing), the server's
 * 422 errors and whether the submission is in flight. Only the errors of the last client-side
 * check live here (useFormCheck). The fields are the step's declared ones, in their order.
 */
export function useStepForm(step: FormStep) {
  const send = useRegistrationSend();
  const draft = useRegistrationSelector((snapshot) => snapshot.context.drafts[step] ?? EMPTY);
  const serverErrors = useRegistrationSelector((snapshot) => snapshot.context.fieldErrors);
  const submitting = useRegistrationSelector(isBusy);

  const change = useCallback(
    (values: FormDraft) => send({ type: 'draft.change', step, values }),
    [send, step],
  );

  // Errors are keyed camelCase (SPEC.md §5), the fields by their payload names.
  const errorOrder = useMemo(() => FORM_FIELDS[step].map(camelCaseKey), [step]);
  const { errors, summary, focusKey, check } = useFormCheck(
    serverErrors,
    errorOrder,
    useReportRefusedFields(),
  );

  /**
   * Checks `values` with the step's payload schema (the contract's, the call's own) and the
   * screen's own checks (`own`: the same rules in more helpful words, which win for their field);
   * when nothing is wrong, submits the schema's output: what was checked is what is sent.
   */
  const submit = useCallback(
    (values: FormDraft, own: FieldErrors = {}) => {
      const schema: v.GenericSchema<unknown, FormPayload<FormStep>> = FORM_PAYLOADS[step];
      const payload = check(schema, values, own);
      if (payload !== null) send({ type: 'form.submit', step, values: payload });
    },
    [check, send, step],
  );

  return { draft, change, errors, summary, focusKey, submitting, submit };
}

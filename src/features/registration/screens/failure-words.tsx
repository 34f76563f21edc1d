import { Trans } from '@lingui/react/macro';
import type { FailureKind } from '../../../../contract';
import { CALL_TIMEOUT_MS } from '../../../api/policy';
import styles from './Screen.module.css';

/**
 * One wording per failed request on every screen: the retry screens of the registration flow
 * (StepFrame) say it under their title, the login form in its alert (RequestFailure). No answer
 * at all (the connection), none in time, or an answer that refused the request.
 */
export function FailureText({ kind }: { kind: FailureKind }) {
  if (kind === 'network')
    return (
      <Trans>
        Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз —
        всё, что вы ввели, сохранено.
      </Trans>
    );
  if (kind === 'timeout') {
    const seconds = CALL_TIMEOUT_MS / 1000;
    return (
      <Trans>
        Сервер не ответил за {seconds} секунд. Попробуйте ещё раз — всё, что вы ввели, сохранено.
      </Trans>
    );
  }
  // An answer that refused the request (SPEC.md §8's default message), said the same way.
  return (
    <Trans>
      Возникла непредвиденная ошибка. Попробуйте ещё раз — всё, что вы ввели, сохранено.
    </Trans>
  );
}

/** A failed request of a form that stays on screen: its alert above the form, nothing when none. */
export function RequestFailure({ error }: { error: { kind: FailureKind } | null }) {
  if (!error) return null;
  return (
    <p className={styles.alert} role="alert">
      <FailureText kind={error.kind} />
    </p>
  );
}

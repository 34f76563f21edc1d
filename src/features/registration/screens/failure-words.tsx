import { Trans } from '@lingui/react/macro';
import { CALL_TIMEOUT_MS } from '../../../api/policy';

/** A request that got no answer: none at all (the connection), or none in time. */
export type NoAnswer = 'network' | 'timeout';

/**
 * One wording per failed request on every screen: the retry screens of the registration flow
 * (StepFrame) say it under their title, the login form in its alert.
 */
export function NoAnswerText({ kind }: { kind: NoAnswer }) {
  if (kind === 'network')
    return (
      <Trans>
        Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз —
        всё, что вы ввели, сохранено.
      </Trans>
    );
  const seconds = CALL_TIMEOUT_MS / 1000;
  return (
    <Trans>
      Сервер не ответил за {seconds} секунд. Попробуйте ещё раз — всё, что вы ввели, сохранено.
    </Trans>
  );
}

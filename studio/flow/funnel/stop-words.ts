// Why they stopped, in the studio's words: each reason of the funnel's count (the last signal
// the machine sent on the node, docs/telemetry.md) with its journeys and details.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { StopReason } from '../../../contract';
import type { StopCount } from '../../funnel/core';

/** A node's stop reasons as one line: "нет сети 3 (submitForm 3); ушли без ошибки 1". */
export function useStopWords(): (stops: readonly StopCount[]) => string {
  const { t, i18n } = useLingui();
  return useCallback(
    (stops) => {
      const reasons: Record<StopReason, string> = {
        field_error: t`ошибки в полях`,
        liveness_error: t`ошибка селфи`,
        call_timeout: t`запрос без ответа`,
        call_failed: t`сбой запроса`,
        offline: t`нет сети`,
        realtime_lost: t`потеряна связь с сервером`,
        no_error: t`ушли без ошибки`,
      };
      const number = new Intl.NumberFormat(i18n.locale);
      return stops
        .map(({ reason, journeys, details }) => {
          const listed = details
            .map((entry) => `${entry.detail} ${number.format(entry.journeys)}`)
            .join(', ');
          return `${reasons[reason]} ${number.format(journeys)}${listed ? ` (${listed})` : ''}`;
        })
        .join('; ');
    },
    [t, i18n.locale],
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { isLocale } from '../../platform/locale';
import styles from './JumpPanel.module.css';
import type { Jumped, ScenarioExample } from './jump';
import { JUMP_TARGETS, jumpToStep, loadScenarios } from './jump';

type Scenarios =
  | { kind: 'loading' }
  | { kind: 'loaded'; list: ScenarioExample[] }
  | { kind: 'failed'; message: string };

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; jumped: Jumped }
  | { kind: 'failed'; message: string };

/** QA: a fresh test applicant on a chosen step, and the app opened for them, in one click. */
export function JumpPanel() {
  const { t, i18n } = useLingui();
  const [targetId, setTargetId] = useState(JUMP_TARGETS[0]?.id ?? '');
  const [scenarios, setScenarios] = useState<Scenarios>({ kind: 'loading' });
  const [iin, setIin] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const ids = { target: useId(), iin: useId() };

  // The list starts as loading; a retry says so again before it asks.
  const fetchScenarios = () => {
    loadScenarios().then(
      (list) => {
        setScenarios({ kind: 'loaded', list });
        setIin((chosen) => chosen || list[0]!.iin);
      },
      (error: unknown) =>
        setScenarios({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  useEffect(fetchScenarios, []);
  const askScenarios = () => {
    setScenarios({ kind: 'loading' });
    fetchScenarios();
  };

  const jump = async () => {
    const target = JUMP_TARGETS.find((candidate) => candidate.id === targetId);
    if (!target) return;
    // Opened now, while the click still counts as the user's: a tab opened after the calls
    // would be taken for a popup.
    const tab = window.open('about:blank', '_blank');
    setStatus({ kind: 'working' });
    try {
      const jumped = await jumpToStep(target, {
        iin,
        locale: isLocale(i18n.locale) ? i18n.locale : 'ru',
      });
      if (tab) tab.location.href = jumped.url;
      setStatus({ kind: 'done', jumped });
    } catch (error) {
      tab?.close();
      setStatus({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <section aria-labelledby="flow-jump">
      <h2 id="flow-jump">{t`Переход к шагу в песочнице`}</h2>
      <form
        className={styles.jump}
        onSubmit={(event) => {
          event.preventDefault();
          void jump();
        }}
      >
        <p className={styles.hint}>
          <Trans>
            Песочница создаёт нового тестового заявителя, ставит его на выбранный шаг и открывает
            приложение в новой вкладке; приложение узнаёт шаг обычным ответом сервера. Сессия этого
            браузера переходит к новому заявителю.
          </Trans>
        </p>
        <label htmlFor={ids.target}>{t`Шаг`}</label>
        <select
          id={ids.target}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        >
          {JUMP_TARGETS.map((target) => (
            <option key={target.id} value={target.id}>
              {target.id}
            </option>
          ))}
        </select>
        <label htmlFor={ids.iin}>{t`ИИН сценария`}</label>
        <select
          id={ids.iin}
          value={iin}
          onChange={(event) => setIin(event.target.value)}
          disabled={scenarios.kind !== 'loaded'}
          aria-describedby={scenarios.kind === 'failed' ? `${ids.iin}-failed` : undefined}
        >
          {scenarios.kind === 'loaded' ? (
            scenarios.list.map(({ scenario, iin: example, what }) => (
              <option key={example} value={example} title={what}>
                {`${example} · ${scenario}`}
              </option>
            ))
          ) : (
            <option value="">
              {scenarios.kind === 'loading' ? t`Загружаем сценарии песочницы…` : '—'}
            </option>
          )}
        </select>
        {scenarios.kind === 'failed' && (
          <p id={`${ids.iin}-failed`} role="alert" className={styles.status}>
            {t`Песочница не дала список сценариев: ${scenarios.message}`}{' '}
            <button type="button" onClick={askScenarios}>
              {t`Запросить ещё раз`}
            </button>
          </p>
        )}
        <button type="submit" disabled={status.kind === 'working' || scenarios.kind !== 'loaded'}>
          {t`Перейти к шагу`}
        </button>
        <p role="status" className={styles.status}>
          {status.kind === 'working' && t`Создаём заявителя…`}
          {status.kind === 'done' && (
            <>
              {t`Готово.`}{' '}
              <a href={status.jumped.url} target="_blank" rel="noreferrer">
                {t`Открыть приложение`}
              </a>
            </>
          )}
          {status.kind === 'failed' && t`Не получилось: ${status.message}`}
        </p>
      </form>
    </section>
  );
}

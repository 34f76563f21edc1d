import { Trans, useLingui } from '@lingui/react/macro';
import styles from './FlowPage.module.css';
import type { TimelineEntry } from './timeline';
import { timeOfDay } from './timeline';

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0) {
    return (
      <p className={styles.hint}>
        <Trans>
          Событий пока нет. Откройте приложение в другой вкладке этого браузера: его шаги появятся
          здесь.
        </Trans>
      </p>
    );
  }
  return (
    <ol className={styles.timeline} aria-label={t`События, новые сверху`}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <time dateTime={new Date(entry.at).toISOString()}>
            {timeOfDay(entry.at, i18n.locale)}
          </time>{' '}
          <span className={styles.machineTag}>{entry.machine}</span> <b>{entry.event}</b>
          {entry.detail && <code className={styles.detail}>{entry.detail}</code>}
          <span className={styles.reached}> → {entry.state}</span>
        </li>
      ))}
    </ol>
  );
}

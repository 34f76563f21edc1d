import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styles from './FlowPage.module.css';
import type { TimelineEntry } from './timeline';
import { timeOfDay } from './timeline';

const ALL = '';

/** One filter: every value seen so far (the chosen one kept), or all. */
function Filter({
  label,
  value,
  values,
  onChange,
}: {
  label: string;
  value: string;
  values: readonly string[];
  onChange(value: string): void;
}) {
  const { t } = useLingui();
  const id = useId();
  const options = [...new Set([...values, ...(value ? [value] : [])])].sort();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL}>{t`все`}</option>
        {options.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
    </>
  );
}

/** What the followed tab's machines did, newest first, filtered by machine and event type. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t, i18n } = useLingui();
  const [machine, setMachine] = useState(ALL);
  const [event, setEvent] = useState(ALL);
  const shown = entries.filter(
    (entry) =>
      (machine === ALL || entry.machine === machine) && (event === ALL || entry.type === event),
  );
  const count = shown.length;
  return (
    <>
      <div className={styles.filters}>
        <Filter
          label={t`Машина`}
          value={machine}
          values={entries.map((entry) => entry.machine)}
          onChange={setMachine}
        />
        <Filter
          label={t`Тип события`}
          value={event}
          values={entries.map((entry) => entry.type)}
          onChange={setEvent}
        />
      </div>
      {entries.length === 0 ? (
        <p className={styles.hint}>
          <Trans>
            Событий пока нет. Откройте приложение в другой вкладке этого браузера: его шаги появятся
            здесь.
          </Trans>
        </p>
      ) : (
        <ol className={styles.timeline} aria-label={t`События, новые сверху: ${count}`}>
          {shown.map((entry) => (
            <li key={entry.key} data-machine={entry.machine} data-event={entry.type}>
              <time dateTime={new Date(entry.at).toISOString()}>
                {timeOfDay(entry.at, i18n.locale)}
              </time>{' '}
              <span className={styles.machineTag}>{entry.machine}</span> <b>{entry.event}</b>
              {entry.detail && <code className={styles.detail}>{entry.detail}</code>}
              <span className={styles.reached}> → {entry.state}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

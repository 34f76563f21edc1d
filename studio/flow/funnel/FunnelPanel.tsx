import { Trans, useLingui } from '@lingui/react/macro';
import type { DragEvent } from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  isJourneyVia,
  type JourneyNodeId,
  type TelemetryDevice,
  type TelemetryLang,
} from '../../../contract';
import {
  FunnelCounter,
  FunnelTee,
  type Funnel,
  type FunnelFilters,
  type FunnelStats,
} from '../../funnel/core';
import { readSandbox } from '../../funnel/sandbox-source';
import styles from '../FlowPage.module.css';
import { CompareSides, type Sides } from './CompareSides';
import { countFile, type FileCount } from './count-file';
import { dayRange } from './days';
import { downloadCsv } from './download';
import { ScrollRegion } from './ScrollRegion';
import { FunnelCompare } from './FunnelCompare';
import { duration, funnelCsv, funnelRows, percent, type FunnelRow } from './rows';
import { useStopWords } from './stop-words';

/** How often the live sandbox is read again while its source is chosen (ms). */
export const SANDBOX_POLL_MS = 3000;

interface Props {
  /** The live sandbox can be read (the app's /dev/flow); the static studio reads files only. */
  sandbox: boolean;
  /** The journey view's node ids in its order: the table's rows. */
  order: readonly string[];
  /** A node's title as the journey view names it. */
  title(id: JourneyNodeId): string;
  /** The funnel shown now (null: none yet), for the journey view's boxes and arrows. */
  onFunnel(funnel: Funnel | null): void;
}

interface Counted {
  /** What was counted: the source and the filters. */
  key: string;
  /** One funnel, or A's and B's when comparing. */
  funnels: Funnel[];
  stats: FunnelStats;
  /** Where it came from, in words. */
  from: string;
  /** The worker's time for a file (ms). */
  ms?: number;
  bytes?: number;
}

type Source = 'sandbox' | 'file';

function filtersOf(
  since: string,
  until: string,
  lang: string,
  device: string,
  via: string,
): FunnelFilters {
  return {
    ...dayRange(since, until),
    ...(lang ? { lang: lang as TelemetryLang } : {}),
    ...(device ? { device: device as TelemetryDevice } : {}),
    ...(isJourneyVia(via) ? { via } : {}),
  };
}

/**
 * The funnel of real journeys (issue 24): from the live sandbox in development, or from a file
 * (Faro NDJSON, sandbox records, a Loki export) counted in a Web Worker by the CLI's code; with
 * filters, a table for screen readers and copying, and the same table as CSV.
 */
export function FunnelPanel({ sandbox, order, title, onFunnel }: Props) {
  const { t, i18n } = useLingui();
  const ids = {
    file: useId(),
    since: useId(),
    until: useId(),
    lang: useId(),
    device: useId(),
    via: useId(),
    progress: useId(),
    caption: useId(),
  };
  const [source, setSource] = useState<Source>(sandbox ? 'sandbox' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [lang, setLang] = useState('');
  const [device, setDevice] = useState('');
  const [via, setVia] = useState('');
  const [counted, setCounted] = useState<Counted | null>(null);
  const [progress, setProgress] = useState<{ key: string; read: number; total: number } | null>(
    null,
  );
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [sides, setSides] = useState<Sides | null>(null);
  const onSides = useCallback((next: Sides | null) => setSides(next), []);
  const stopWords = useStopWords();
  const base = useMemo(
    () => filtersOf(since, until, lang, device, via),
    [since, until, lang, device, via],
  );
  // One funnel, or A and B (each side's filters on top of the panel's), counted in one read.
  const filters: FunnelFilters[] = useMemo(
    () =>
      comparing
        ? sides
          ? [
              { ...base, ...sides.a },
              { ...base, ...sides.b },
            ]
          : []
        : [base],
    [comparing, sides, base],
  );
  // What is being counted: a result, a progress or a problem for anything else is stale.
  const filtersKey = JSON.stringify(filters);
  const key =
    source === 'sandbox'
      ? `sandbox ${filtersKey}`
      : file
        ? `file ${file.name} ${file.size} ${file.lastModified} ${filtersKey}`
        : '';
  const report = useRef(onFunnel);
  useEffect(() => {
    report.current = onFunnel;
  });

  // The live sandbox: read now and every few seconds, so journeys appear as they happen.
  useEffect(() => {
    if (source !== 'sandbox' || filters.length === 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const counters = filters.map((each) => new FunnelCounter(each));
      const tee = new FunnelTee(counters);
      try {
        await readSandbox(tee, location.origin);
        if (stopped) return;
        setCounted({
          key,
          funnels: counters.map((counter) => counter.result()),
          stats: tee.stats,
          from: 'sandbox',
        });
        setProblem(null);
      } catch (error) {
        if (stopped) return;
        setProblem({ key, message: error instanceof Error ? error.message : String(error) });
      }
      if (!stopped) timer = setTimeout(read, SANDBOX_POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [source, filters, key]);

  // A file: counted in a worker, again whenever the filters change.
  useEffect(() => {
    if (source !== 'file' || !file || filters.length === 0) return;
    const count = countFile(file, filters, (read, total) => setProgress({ key, read, total }));
    count.done.then(
      (answer: FileCount) => {
        setCounted({
          key,
          funnels: answer.funnels,
          stats: answer.stats,
          from: file.name,
          ms: answer.ms,
          bytes: answer.bytes,
        });
      },
      (error: unknown) => {
        if ((error as Error).message === 'cancelled') return;
        setProblem({ key, message: (error as Error).message });
      },
    );
    return () => count.cancel();
  }, [source, file, filters, key]);

  const shown = counted?.key === key ? counted : null;
  const failed = problem?.key === key ? problem.message : null;
  const counting = source === 'file' && file !== null && filters.length > 0 && !shown && !failed;
  const single = shown && !comparing ? (shown.funnels[0] ?? null) : null;
  const pair =
    shown && comparing && sides && shown.funnels.length === 2
      ? { a: shown.funnels[0] as Funnel, b: shown.funnels[1] as Funnel, labels: sides.labels }
      : null;
  const read = counting && progress?.key === key ? progress : { read: 0, total: file?.size ?? 0 };
  // The journey view draws one funnel: none while two are compared.
  useEffect(() => {
    report.current(single && single.journeys > 0 ? single : null);
  }, [single]);

  const rows = useMemo(
    () => (single ? funnelRows(single, order, title) : []),
    [single, order, title],
  );

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setSource('file');
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };
  const download = () => downloadCsv('funnel.csv', funnelCsv(rows));

  const units = { ms: t`мс`, s: t`с`, min: t`мин` };
  const locale = i18n.locale;
  const titleOf = (id: string | null) => rows.find((row) => row.id === id)?.title ?? '';
  const share = read.total > 0 ? read.read / read.total : 0;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  // Comparing, the journeys of A and B ("120 · 135").
  const journeys = (shown?.funnels ?? []).map((funnel) => count(funnel.journeys)).join(' · ');
  const lines = count(shown?.stats.lines ?? 0);
  const events = count(shown?.stats.events ?? 0);
  const bad = count(shown?.stats.badLines ?? 0);
  const phones = count(shown?.stats.otherVia ?? 0);
  const fileName = shown?.from ?? '';
  const readShare = percent(share, locale);
  const seconds = shown?.ms === undefined ? '' : duration(Math.round(shown.ms), locale, units);

  return (
    // Dropping a file anywhere on the panel is a shortcut for the file field inside it, which
    // stays the way to pick a file by keyboard and screen reader.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={[styles.funnel, dragging ? styles.dragging : ''].join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="funnel"
    >
      <p className={styles.hint}>
        <Trans>
          Сколько заявителей дошло до каждого шага, где они остановились и сколько времени провели
          на шаге. Считает тот же код, что и npm run funnel; личных данных в событиях нет.
        </Trans>
      </p>
      <div className={styles.funnelControls}>
        {sandbox && (
          <fieldset className={styles.funnelSource}>
            <legend>{t`Источник`}</legend>
            <label>
              <input
                type="radio"
                name="funnel-source"
                checked={source === 'sandbox'}
                onChange={() => setSource('sandbox')}
              />{' '}
              {t`Песочница, обновляется сама`}
            </label>
            <label>
              <input
                type="radio"
                name="funnel-source"
                checked={source === 'file'}
                onChange={() => setSource('file')}
              />{' '}
              {t`Файл`}
            </label>
          </fieldset>
        )}
        <div>
          <label htmlFor={ids.file}>{t`Файл NDJSON или выгрузка Loki`}</label>
          <input
            id={ids.file}
            type="file"
            accept=".ndjson,.jsonl,.json,.log,.txt,application/x-ndjson,application/json,text/plain"
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <span className={styles.hint}>{t`или перетащите файл сюда`}</span>
        </div>
        <div>
          <label htmlFor={ids.since}>{t`С даты`}</label>
          <input
            id={ids.since}
            type="date"
            value={since}
            onChange={(event) => setSince(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.until}>{t`По дату`}</label>
          <input
            id={ids.until}
            type="date"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.lang}>{t`Язык`}</label>
          <select id={ids.lang} value={lang} onChange={(event) => setLang(event.target.value)}>
            <option value="">{t`Все`}</option>
            <option value="ru">{t`Русский`}</option>
            <option value="kk">{t`Казахский`}</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.device}>{t`Устройство`}</label>
          <select
            id={ids.device}
            value={device}
            onChange={(event) => setDevice(event.target.value)}
          >
            <option value="">{t`Все`}</option>
            <option value="mobile">{t`Телефон`}</option>
            <option value="tablet">{t`Планшет`}</option>
            <option value="desktop">{t`Компьютер`}</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.via}>{t`Чьи пути`}</label>
          <select id={ids.via} value={via} onChange={(event) => setVia(event.target.value)}>
            <option value="">{t`Заявителей`}</option>
            <option value="handoff">{t`Телефонов по QR-коду`}</option>
          </select>
        </div>
      </div>
      <p>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={comparing}
            onChange={(event) => setComparing(event.target.checked)}
          />{' '}
          {t`Сравнить две группы: два периода или две когорты`}
        </label>
      </p>
      {comparing && <CompareSides onSides={onSides} />}
      {comparing && !sides && (
        <p className={styles.hint}>{t`Задайте обе группы, A и B, чтобы сравнить их.`}</p>
      )}
      {counting && (
        <p>
          <label htmlFor={ids.progress}>{t`Читаем файл: ${readShare}`}</label>{' '}
          <progress id={ids.progress} max={read.total || 1} value={read.read} />
        </p>
      )}
      <p role="status" className={styles.status} data-testid="funnel-status">
        {failed
          ? t`Не удалось прочитать: ${failed}`
          : shown
            ? shown.from === 'sandbox'
              ? t`Песочница: заявителей ${journeys}, событий ${events}.`
              : t`Файл ${fileName}: заявителей ${journeys}, строк ${lines}, событий ${events}, плохих строк ${bad}; посчитан за ${seconds}.`
            : source === 'file' && !counting
              ? t`Выберите файл: NDJSON с посылками Faro, записи песочницы или выгрузку Loki (logcli).`
              : ''}
        {!failed && shown && !base.via && shown.stats.otherVia > 0
          ? ` ${t`Телефоны, открытые по QR-коду с компьютера (${phones}), считаются отдельно: выберите их в «Чьи пути».`}`
          : ''}
      </p>
      {pair && <FunnelCompare {...pair} order={order} title={title} />}
      {single && (
        <>
          <ScrollRegion labelledBy={ids.caption}>
            <table className={styles.funnelTable} data-testid="funnel-table">
              <caption id={ids.caption}>{t`Воронка по шагам: заявителей ${journeys}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Шаг`}</th>
                  <th scope="col">{t`Вошли`}</th>
                  <th scope="col">{t`Прошли дальше`}</th>
                  <th scope="col">{t`Остановились`}</th>
                  <th scope="col">{t`Конверсия из предыдущего шага`}</th>
                  <th scope="col">{t`Медиана времени`}</th>
                  <th scope="col">{t`75-й процентиль`}</th>
                  <th scope="col">{t`90-й процентиль`}</th>
                  <th scope="col">{t`Почему остановились`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row: FunnelRow) => {
                  const previous = titleOf(row.previous);
                  return (
                    <tr key={row.id} data-node={row.id}>
                      <th scope="row">{row.title}</th>
                      <td>{count(row.entered)}</td>
                      <td>{count(row.completed)}</td>
                      <td>{count(row.dropped)}</td>
                      <td>
                        {percent(row.conversion, locale)}
                        {row.previous && (
                          <span className={styles.from}> {t`из «${previous}»`}</span>
                        )}
                      </td>
                      <td>{duration(row.medianMs, locale, units)}</td>
                      <td>{duration(row.p75Ms, locale, units)}</td>
                      <td>{duration(row.p90Ms, locale, units)}</td>
                      <td className={styles.why}>{stopWords(row.stops)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <p className={styles.hint}>
            <Trans>
              Вошли: заявители, дошедшие до шага. Прошли дальше: перешли на другой шаг.
              Остановились: шаг был последним и это не конец пути (кабинет, экран отказа).
              Конверсия: доля вошедших в предыдущий шаг (тот, откуда пришло больше всего), которая
              перешла на этот. Время: сколько провели на шаге до следующего. Почему остановились:
              последнее, что машина встретила на шаге у остановившихся (ошибки в полях по полям,
              ошибка селфи, сбой или нет ответа на запрос, нет сети, потеря связи), или ничего.
            </Trans>
          </p>
          <button type="button" onClick={download}>
            {t`Скачать CSV`}
          </button>
        </>
      )}
    </div>
  );
}

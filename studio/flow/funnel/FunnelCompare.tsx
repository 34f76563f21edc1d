import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { JourneyNodeId } from '../../../contract';
import {
  compareFunnels,
  type Difference,
  type NodeSide,
  type Share,
  type SideSummary,
} from '../../funnel/compare';
import { comparisonCsv } from '../../funnel/compare-output';
import type { Funnel } from '../../funnel/core';
import styles from '../FlowPage.module.css';
import { downloadCsv } from './download';
import { ScrollRegion } from './ScrollRegion';
import { duration } from './rows';

interface Props {
  a: Funnel;
  b: Funnel;
  labels: { a: string; b: string };
  /** The journey view's node ids in its order: the rows' order. */
  order: readonly string[];
  title(id: JourneyNodeId): string;
}

/** The chart's geometry (px): a row a node, its two bars, the columns of words. */
const CHART = { width: 640, label: 220, bars: 340, row: 44, bar: 14, top: 28 };

/**
 * Two funnels side by side (issue 47): each side's largest drop-off and slowest step in words,
 * the share that moved on from each node as bars with their 95% intervals, the table of both
 * sides with the difference and whether it is significant, the moves, and the same as CSV.
 */
export function FunnelCompare({ a, b, labels, order, title }: Props) {
  const { t, i18n } = useLingui();
  const ids = { chart: useId(), nodes: useId(), moves: useId() };
  const comparison = useMemo(() => compareFunnels(a, b), [a, b]);
  const rank = (id: string) => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  const nodes = [...comparison.nodes].sort((x, y) => rank(x.id) - rank(y.id));
  const locale = i18n.locale;
  const { a: labelA, b: labelB } = labels;
  const number = new Intl.NumberFormat(locale);
  const pct = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const units = { ms: t`мс`, s: t`с`, min: t`мин` };
  const time = (ms: number | null) => duration(ms, locale, units);
  const share = (value: Share) =>
    value.share === null || !value.interval
      ? '–'
      : `${pct(value.share)} [${pct(value.interval.low)}–${pct(value.interval.high)}]`;
  const verdict = (difference: Difference) => {
    const p = difference.p === null ? '' : number.format(Number(difference.p.toPrecision(2)));
    switch (difference.verdict) {
      case 'significant':
        return t`значимо (p = ${p})`;
      case 'not_significant':
        return t`не значимо (p = ${p})`;
      case 'too_few':
        return t`мало данных: меньше 30 заявителей`;
      case 'untestable':
        return t`нечего сравнивать`;
    }
  };
  const points = (difference: Difference) => {
    if (difference.difference === null) return '–';
    const value = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(difference.difference * 100);
    return t`${value} п. п.`;
  };
  const summary = (side: SideSummary, name: string, label: string) => {
    const journeys = number.format(side.journeys);
    const drop = side.largestDropOff;
    const slow = side.slowest;
    let dropWords = t`Никто не остановился.`;
    if (drop) {
      const step = title(drop.id);
      const dropped = number.format(drop.dropped);
      const entered = number.format(drop.entered);
      const part = pct(drop.share);
      dropWords = t`Больше всего остановились на шаге «${step}»: ${dropped} из ${entered} (${part}).`;
    }
    let slowWords = t`Никто не прошёл дальше первого шага.`;
    if (slow) {
      const step = title(slow.id);
      const median = time(slow.medianMs);
      slowWords = t`Дольше всего шаг «${step}»: медиана ${median}.`;
    }
    return (
      <p>
        <strong>
          {name} ({label}):
        </strong>{' '}
        {t`заявителей ${journeys}.`} {dropWords} {slowWords}
      </p>
    );
  };
  const cells = (side: NodeSide) => (
    <>
      <td>{number.format(side.entered)}</td>
      <td>{number.format(side.completed)}</td>
      <td>{number.format(side.dropped)}</td>
      <td>{share(side.conversion)}</td>
      <td>{time(side.medianMs)}</td>
      <td>{time(side.p90Ms)}</td>
    </>
  );
  const x = (value: number) => CHART.label + value * CHART.bars;
  const bar = (side: 'A' | 'B', value: Share, y: number) =>
    value.share === null || !value.interval ? null : (
      <g className={side === 'A' ? styles.barA : styles.barB}>
        <rect x={CHART.label} y={y} width={value.share * CHART.bars} height={CHART.bar} />
        <line
          className={styles.whisker}
          x1={x(value.interval.low)}
          x2={x(value.interval.high)}
          y1={y + CHART.bar / 2}
          y2={y + CHART.bar / 2}
        />
        <text className={styles.barText} x={x(1) + 8} y={y + CHART.bar - 2}>
          {side} {pct(value.share)}
        </text>
      </g>
    );
  const height = CHART.top + nodes.length * CHART.row;
  const download = () => downloadCsv('funnel-comparison.csv', comparisonCsv(comparison, title));

  return (
    <div data-testid="funnel-compare">
      {summary(comparison.a, 'A', labels.a)}
      {summary(comparison.b, 'B', labels.b)}
      <div className={styles.tableBox}>
        <svg
          role="img"
          aria-labelledby={ids.chart}
          width={CHART.width}
          height={height}
          viewBox={`0 0 ${CHART.width} ${height}`}
          className={styles.compareChart}
        >
          <title id={ids.chart}>
            {t`Доля прошедших дальше с каждого шага: A (${labelA}) и B (${labelB}), линии — 95-процентные интервалы. Числа — в таблице ниже.`}
          </title>
          <text className={styles.barText} x={CHART.label} y={16}>
            {t`Прошли дальше, доля от вошедших`}
          </text>
          {nodes.map((node, index) => {
            const y = CHART.top + index * CHART.row;
            return (
              <g key={node.id}>
                <text className={styles.barText} x={0} y={y + CHART.bar + 4}>
                  {title(node.id)}
                </text>
                {bar('A', node.a.conversion, y)}
                {bar('B', node.b.conversion, y + CHART.bar + 4)}
              </g>
            );
          })}
        </svg>
      </div>
      <ScrollRegion labelledBy={ids.nodes}>
        <table className={styles.funnelTable} data-testid="funnel-compare-nodes">
          <caption id={ids.nodes}>{t`Шаги: A (${labelA}) и B (${labelB})`}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>{t`Шаг`}</th>
              <th scope="colgroup" colSpan={6}>
                A
              </th>
              <th scope="colgroup" colSpan={6}>
                B
              </th>
              <th scope="col" rowSpan={2}>{t`Разница B − A`}</th>
              <th scope="col" rowSpan={2}>{t`Вывод`}</th>
            </tr>
            <tr>
              {['A', 'B'].map((side) => (
                <SideHeads key={side} />
              ))}
            </tr>
          </thead>
          <tbody>
            {nodes.map((node) => (
              <tr key={node.id} data-node={node.id}>
                <th scope="row">{title(node.id)}</th>
                {cells(node.a)}
                {cells(node.b)}
                <td>{points(node)}</td>
                <td>{verdict(node)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ScrollRegion labelledBy={ids.moves}>
        <table className={styles.funnelTable} data-testid="funnel-compare-moves">
          <caption id={ids.moves}>{t`Переходы: доля вошедших в шаг, выбравших переход`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Переход`}</th>
              <th scope="col">{t`A: перешли`}</th>
              <th scope="col">{t`A: доля [95 %]`}</th>
              <th scope="col">{t`B: перешли`}</th>
              <th scope="col">{t`B: доля [95 %]`}</th>
              <th scope="col">{t`Разница B − A`}</th>
              <th scope="col">{t`Вывод`}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.moves.map((move) => {
              const from = title(move.from);
              const to = title(move.to);
              const tookA = number.format(move.a.count);
              const ofA = number.format(move.a.of);
              const tookB = number.format(move.b.count);
              const ofB = number.format(move.b.of);
              return (
                <tr key={`${move.from} ${move.to}`}>
                  <th scope="row">{t`«${from}» → «${to}»`}</th>
                  <td>{t`${tookA} из ${ofA}`}</td>
                  <td>{share(move.a)}</td>
                  <td>{t`${tookB} из ${ofB}`}</td>
                  <td>{share(move.b)}</td>
                  <td>{points(move)}</td>
                  <td>{verdict(move)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className={styles.hint}>
        {t`Доля прошедших: сколько из вошедших в шаг перешли дальше, в скобках 95-процентный интервал (Уилсона). Разница значима, если p < 0,05 (z-критерий для двух долей); меньше 30 заявителей в группе — не судим.`}
      </p>
      <button type="button" onClick={download}>
        {t`Скачать сравнение CSV`}
      </button>
    </div>
  );
}

/** The six columns of one side. */
function SideHeads() {
  const { t } = useLingui();
  return (
    <>
      <th scope="col">{t`Вошли`}</th>
      <th scope="col">{t`Прошли дальше`}</th>
      <th scope="col">{t`Остановились`}</th>
      <th scope="col">{t`Доля прошедших [95 %]`}</th>
      <th scope="col">{t`Медиана времени`}</th>
      <th scope="col">{t`90-й процентиль`}</th>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import {
  isTelemetryDevice,
  isTelemetryLang,
  UTM_SOURCE_PATTERN,
  type TelemetryDevice,
  type TelemetryLang,
} from '../../../contract';
import type { FunnelFilters } from '../../funnel/core';
import styles from '../FlowPage.module.css';
import { dayRange } from './days';

/** What A and B differ in: two periods, or two cohorts of the same period. */
const COMPARE_BY = ['period', 'lang', 'device', 'version', 'utm', 'via'] as const;
type CompareBy = (typeof COMPARE_BY)[number];
const isCompareBy = (value: string): value is CompareBy =>
  (COMPARE_BY as readonly string[]).includes(value);

/** A's and B's own filters (on top of the panel's), and what each is, in words. */
export interface Sides {
  a: FunnelFilters;
  b: FunnelFilters;
  labels: { a: string; b: string };
}

interface Side {
  since: string;
  until: string;
  value: string;
}

const EMPTY: Side = { since: '', until: '', value: '' };

/**
 * The two sides of a comparison (issue 47): what they differ in, and each side's period or
 * cohort. Tells the panel the sides once both are complete, null while one is not.
 */
export function CompareSides({ onSides }: { onSides(sides: Sides | null): void }) {
  const { t } = useLingui();
  const id = useId();
  const [by, setBy] = useState<CompareBy>('period');
  const [a, setA] = useState<Side>(EMPTY);
  const [b, setB] = useState<Side>(EMPTY);

  const langs: Record<TelemetryLang, string> = { ru: t`Русский`, kk: t`Казахский` };
  const devices: Record<TelemetryDevice, string> = {
    mobile: t`Телефон`,
    tablet: t`Планшет`,
    desktop: t`Компьютер`,
  };
  const byWords: Record<CompareBy, string> = {
    period: t`Два периода`,
    lang: t`Язык`,
    device: t`Устройство`,
    version: t`Версия приложения`,
    utm: t`Источник (utm_source)`,
    via: t`Заявители и телефоны по QR-коду`,
  };

  /** A side's filters and words, or null while it is not complete. */
  const sideOf = (side: Side): { filters: FunnelFilters; label: string } | null => {
    const { since, until, value } = side;
    switch (by) {
      case 'period':
        return since || until
          ? { filters: dayRange(since, until), label: `${since || '…'} – ${until || '…'}` }
          : null;
      case 'lang':
        return isTelemetryLang(value) ? { filters: { lang: value }, label: langs[value] } : null;
      case 'device':
        return isTelemetryDevice(value)
          ? { filters: { device: value }, label: devices[value] }
          : null;
      case 'version':
        return value.trim() ? { filters: { version: value.trim() }, label: value.trim() } : null;
      case 'utm':
        return UTM_SOURCE_PATTERN.test(value) ? { filters: { utm: value }, label: value } : null;
      case 'via':
        return value === 'handoff'
          ? { filters: { via: 'handoff' }, label: t`Телефоны по QR-коду` }
          : value === 'self'
            ? { filters: {}, label: t`Заявители` }
            : null;
    }
  };
  const sideA = sideOf(a);
  const sideB = sideOf(b);
  const sides: Sides | null =
    sideA && sideB
      ? { a: sideA.filters, b: sideB.filters, labels: { a: sideA.label, b: sideB.label } }
      : null;
  const key = JSON.stringify(sides);
  useEffect(() => {
    onSides(key === 'null' ? null : (JSON.parse(key) as Sides));
  }, [key, onSides]);

  const choose = (next: CompareBy) => {
    setBy(next);
    // Each kind of side has its own values: a language is no version.
    setA(EMPTY);
    setB(EMPTY);
  };

  const sideControls = (name: 'A' | 'B', side: Side, set: (side: Side) => void) => {
    const field = `${id}-${name}`;
    if (by === 'period') {
      return (
        <fieldset className={styles.funnelSource}>
          <legend>{t`Период ${name}`}</legend>
          <label htmlFor={`${field}-since`}>{t`С даты`}</label>
          <input
            id={`${field}-since`}
            type="date"
            value={side.since}
            onChange={(event) => set({ ...side, since: event.target.value })}
          />
          <label htmlFor={`${field}-until`}>{t`По дату`}</label>
          <input
            id={`${field}-until`}
            type="date"
            value={side.until}
            onChange={(event) => set({ ...side, until: event.target.value })}
          />
        </fieldset>
      );
    }
    const label = t`Группа ${name}`;
    const select = (options: Record<string, string>) => (
      <div>
        <label htmlFor={field}>{label}</label>
        <select
          id={field}
          value={side.value}
          onChange={(event) => set({ ...side, value: event.target.value })}
        >
          <option value="">{t`Выберите`}</option>
          {Object.entries(options).map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      </div>
    );
    switch (by) {
      case 'lang':
        return select(langs);
      case 'device':
        return select(devices);
      case 'via':
        return select({ self: t`Заявители`, handoff: t`Телефоны по QR-коду` });
      default:
        return (
          <div>
            <label htmlFor={field}>{label}</label>
            <input
              id={field}
              type="text"
              value={side.value}
              // A version or a source is a token, never a phrase: no autocorrection.
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => set({ ...side, value: event.target.value })}
            />
          </div>
        );
    }
  };

  return (
    <div className={styles.funnelControls}>
      <div>
        <label htmlFor={`${id}-by`}>{t`Сравнить`}</label>
        <select
          id={`${id}-by`}
          value={by}
          onChange={(event) => {
            if (isCompareBy(event.target.value)) choose(event.target.value);
          }}
        >
          {COMPARE_BY.map((each) => (
            <option key={each} value={each}>
              {byWords[each]}
            </option>
          ))}
        </select>
      </div>
      {sideControls('A', a, setA)}
      {sideControls('B', b, setB)}
    </div>
  );
}

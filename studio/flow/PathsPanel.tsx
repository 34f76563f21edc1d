import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import styles from './FlowPage.module.css';
import type { ModelPaths, PathInfo } from './paths';
import { loadShortestPaths, loadSimplePaths } from './paths-client';

function PathList({
  paths,
  selected,
  onSelect,
  label,
}: {
  paths: PathInfo[];
  selected: PathInfo | null;
  onSelect: (path: PathInfo | null) => void;
  label: string;
}) {
  const { t } = useLingui();
  return (
    <ol className={styles.paths} aria-label={label}>
      {paths.map((path) => {
        const pressed = selected?.id === path.id;
        return (
          <li key={path.id}>
            <button
              type="button"
              aria-pressed={pressed}
              data-target={path.target}
              onClick={() => onSelect(pressed ? null : path)}
            >
              <b>{path.target}</b>
              {path.viaFault && <span className={styles.kind}> ({t`через сбой`})</span>}
              <span className={styles.pathWords}>{path.words}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The paths `npm run paths -- --states` prints, from the same models; a click highlights one. */
export function PathsPanel({
  selected,
  onSelect,
}: {
  selected: PathInfo | null;
  onSelect: (path: PathInfo | null) => void;
}) {
  const { t } = useLingui();
  const [models, setModels] = useState<ModelPaths[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [modelName, setModelName] = useState('registration');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [simple, setSimple] = useState<PathInfo[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [simpleFailed, setSimpleFailed] = useState(false);
  const ids = { model: useId(), from: useId(), to: useId() };

  useEffect(() => {
    let current = true;
    loadShortestPaths().then(
      (loaded) => current && setModels(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  if (!models) {
    return (
      <p className={styles.status} role="status">
        {failed ? t`Не удалось построить пути` : t`Строим пути…`}
      </p>
    );
  }
  const model = models.find((candidate) => candidate.model === modelName) ?? models[0];
  if (!model) return null;
  const targets = model.paths.map((path) => path.target);

  const findSimple = async () => {
    setSearching(true);
    setSimpleFailed(false);
    try {
      setSimple(await loadSimplePaths(model.model, from || undefined, to));
    } catch {
      setSimple(null);
      setSimpleFailed(true);
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className={styles.pathsPanel}>
      <p>
        <Trans>
          Путей к состояниям: {models.reduce((sum, each) => sum + each.paths.length, 0)} (как в{' '}
          <code>npm run paths -- --states</code>).
        </Trans>
      </p>
      <label htmlFor={ids.model}>{t`Модель`}</label>
      <select
        id={ids.model}
        value={model.model}
        onChange={(event) => {
          setModelName(event.target.value);
          setSimple(null);
          setFrom('');
          setTo('');
        }}
      >
        {models.map((each) => (
          <option key={each.model} value={each.model}>
            {each.model} ({each.paths.length})
          </option>
        ))}
      </select>

      <h3>{t`Кратчайший путь к каждому состоянию`}</h3>
      <PathList
        paths={model.paths}
        selected={selected}
        onSelect={onSelect}
        label={t`Кратчайшие пути: ${model.model}`}
      />

      <h3>{t`Простые пути между состояниями`}</h3>
      <form
        className={styles.between}
        onSubmit={(event) => {
          event.preventDefault();
          if (to) void findSimple();
        }}
      >
        <label htmlFor={ids.from}>{t`Откуда`}</label>
        <select id={ids.from} value={from} onChange={(event) => setFrom(event.target.value)}>
          <option value="">{t`начало`}</option>
          {targets.map((target) => (
            <option key={target} value={target}>
              {target}
            </option>
          ))}
        </select>
        <label htmlFor={ids.to}>{t`Куда`}</label>
        <select id={ids.to} value={to} onChange={(event) => setTo(event.target.value)} required>
          <option value="">—</option>
          {targets.map((target) => (
            <option key={target} value={target}>
              {target}
            </option>
          ))}
        </select>
        <button type="submit" disabled={searching || !to}>
          {t`Найти`}
        </button>
      </form>
      {simpleFailed && <p role="status">{t`Не удалось построить пути`}</p>}
      {simple && (
        <>
          <p role="status">{t`Найдено простых путей: ${simple.length}`}</p>
          <PathList
            paths={simple}
            selected={selected}
            onSelect={onSelect}
            label={t`Простые пути: ${from || t`начало`} → ${to}`}
          />
        </>
      )}
    </div>
  );
}

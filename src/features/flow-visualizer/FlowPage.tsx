import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { FLOW_MACHINES } from '../../../machines/graph/catalog';
import type { MachineGraph } from '../../../machines/graph/graph';
import { machineGraph, stateNodeIds } from '../../../machines/graph/graph';
import type { Highlight } from './FlowChart';
import { FlowChart } from './FlowChart';
import styles from './FlowPage.module.css';
import { JumpPanel } from './JumpPanel';
import type { LiveMachine } from './live';
import { useLiveFlow } from './live';
import type { PathInfo } from './paths';
import { PathsPanel } from './PathsPanel';
import { StateList } from './StateList';
import { Timeline } from './Timeline';

const NONE: ReadonlySet<string> = new Set();

function MachineSection({
  machine,
  graph,
  live,
  path,
}: {
  machine: AnyStateMachine;
  graph: MachineGraph;
  live: LiveMachine | undefined;
  path: PathInfo | null;
}) {
  const { t } = useLingui();
  const highlight: Highlight = useMemo(
    () => ({
      active: new Set(live?.active),
      visited: new Set(live?.visited),
      taken: new Set(live?.taken),
      pathNodes: new Set(path?.nodes),
      pathEdges: new Set(path?.edges),
    }),
    [live, path],
  );
  const headingId = `flow-${machine.id}`;
  return (
    <section className={styles.machine} aria-labelledby={headingId} data-machine={machine.id}>
      <h2 id={headingId}>{machine.id}</h2>
      <p className={styles.counts}>
        {t`Состояний: ${stateNodeIds(graph).length}, переходов: ${graph.edges.length}.`}{' '}
        {live ? (
          <span data-testid={`current-${machine.id}`}>{t`Сейчас: ${live.state}`}</span>
        ) : (
          <span>{t`Приложение не открыто`}</span>
        )}
      </p>
      {path && (
        <p className={styles.pathNote}>
          {t`Выбранный путь:`} {path.wordsWithEvents}
        </p>
      )}
      <div className={styles.machineBody}>
        <FlowChart machine={machine} highlight={highlight} />
        <StateList
          graph={graph}
          active={highlight.active}
          visited={highlight.visited}
          pathNodes={path ? highlight.pathNodes : NONE}
        />
      </div>
    </section>
  );
}

/** /dev/flow: the statecharts drawn from the machines, following the app live, with QA tools. */
export function FlowPage() {
  const graphs = useMemo(
    () => new Map(FLOW_MACHINES.map((machine) => [machine.id, machineGraph(machine)])),
    [],
  );
  const live = useLiveFlow(graphs);
  const [path, setPath] = useState<PathInfo | null>(null);

  return (
    <main className={styles.page}>
      <h1>
        <Trans>Схема регистрации</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>
          Диаграммы построены из самих машин состояний. Откройте приложение в другой вкладке:
          текущее состояние подсвечивается, пройденный путь выделяется, события попадают в
          хронологию без личных данных. Легенда: жёлтым — текущее, голубым — пройденное, фиолетовым
          — выбранный путь.
        </Trans>
      </p>
      {FLOW_MACHINES.map((machine) => (
        <MachineSection
          key={machine.id}
          machine={machine}
          graph={graphs.get(machine.id) as MachineGraph}
          live={live.machines[machine.id]}
          path={path?.machine === machine.id ? path : null}
        />
      ))}
      <div className={styles.tools}>
        <section aria-labelledby="flow-paths">
          <h2 id="flow-paths">
            <Trans>Пути</Trans>
          </h2>
          <PathsPanel selected={path} onSelect={setPath} />
        </section>
        <section aria-labelledby="flow-timeline">
          <h2 id="flow-timeline">
            <Trans>Хронология</Trans>
          </h2>
          <Timeline entries={live.timeline} />
        </section>
        <section aria-labelledby="flow-jump">
          <h2 id="flow-jump">
            <Trans>Переход к шагу</Trans>
          </h2>
          <JumpPanel />
        </section>
      </div>
    </main>
  );
}

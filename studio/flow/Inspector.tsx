import { Trans, useLingui } from '@lingui/react/macro';
import type { GraphEdge, MachineGraph } from '../../machines/graph/graph';
import type { JourneyView } from '../../machines/catalog/journey-view';
import type { DiagramLayout } from './diagram';
import styles from './FlowPage.module.css';
import { acceptedBy, graphOf, moveTransitions } from './inspect';
import type { LiveSource } from './live';
import type { LiftedEdge } from './machine-layout';
import { useSelection } from './selection';
import { JOURNEY_VIEW } from './views';

interface Props {
  view: string;
  layout: DiagramLayout | null;
  graphs: readonly MachineGraph[];
  journey: JourneyView;
  lifted: readonly LiftedEdge[];
  source: LiveSource | undefined;
}

function shortId(graph: MachineGraph | undefined, id: string): string {
  return graph && id.startsWith(`${graph.id}.`) ? id.slice(graph.id.length + 1) : id;
}

function TransitionFacts({ edge, graphs }: { edge: GraphEdge; graphs: readonly MachineGraph[] }) {
  const { t } = useLingui();
  const graph = graphOf(graphs, edge.source);
  const kinds: Record<GraphEdge['kind'], string> = {
    event: t`событие`,
    always: t`без события, сразу`,
    after: t`по таймеру`,
    done: t`ответ вызванного актора`,
    error: t`сбой вызванного актора`,
  };
  return (
    <dl className={styles.facts} data-transition={edge.id}>
      <dt>{t`Событие`}</dt>
      <dd>
        <code>{edge.eventType || 'always'}</code> ({kinds[edge.kind]})
      </dd>
      <dt>{t`Условие`}</dt>
      <dd>{edge.guard ? <code>{edge.guard}</code> : t`нет`}</dd>
      <dt>{t`Откуда`}</dt>
      <dd>
        <code>{shortId(graph, edge.source) || edge.source}</code>
      </dd>
      <dt>{t`Куда`}</dt>
      <dd>
        {edge.targets.length ? (
          edge.targets.map((target) => <code key={target}>{shortId(graph, target)} </code>)
        ) : (
          <>{t`остаётся на месте`}</>
        )}
      </dd>
    </dl>
  );
}

function TransitionButton({
  edge,
  graphs,
  node,
}: {
  edge: GraphEdge;
  graphs: readonly MachineGraph[];
  node: string;
}) {
  const { selection, select: onSelect } = useSelection();
  const graph = graphOf(graphs, edge.source);
  const pressed = selection?.kind === 'transition' && selection.id === edge.id;
  const to = edge.targets.map((target) => shortId(graph, target)).join(', ');
  return (
    <li>
      <button
        type="button"
        className={styles.transition}
        aria-pressed={pressed}
        data-transition={edge.id}
        onClick={() => onSelect({ kind: 'transition', id: edge.id, node })}
      >
        <code>{edge.label}</code>
        {to && <> → {to}</>}
      </button>
    </li>
  );
}

/** Events a set of states accepts, state by state; each opens its transition's facts. */
function Accepted({
  states,
  graph,
  graphs,
  node,
}: {
  states: readonly string[];
  graph: MachineGraph;
  graphs: readonly MachineGraph[];
  node: string;
}) {
  const { t } = useLingui();
  const groups = acceptedBy(graph, states);
  const machine = graph.id;
  const inside = (state: string) => t`внутри ${state}`;
  if (groups.length === 0) return <p>{t`Ничего: это конечное состояние.`}</p>;
  return (
    <ul className={styles.accepted}>
      {groups.map((group) => (
        <li key={group.state}>
          <span className={styles.groupName}>
            {group.state === graph.id
              ? t`в любом состоянии ${machine}`
              : group.inherited
                ? inside(shortId(graph, group.state))
                : shortId(graph, group.state)}
          </span>
          <ul>
            {group.transitions.map((edge) => (
              <TransitionButton key={edge.id} edge={edge} graphs={graphs} node={node} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Context({ value }: { value: unknown }) {
  const { t } = useLingui();
  if (value === undefined) {
    return <p>{t`Нет данных: эта машина ещё не работает в выбранной вкладке.`}</p>;
  }
  // The context can be longer than its box: focusable, so a keyboard can scroll it (axe
  // scrollable-region-focusable), and named as the region it then is.
  return (
    <pre
      className={styles.context}
      data-testid="context"
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
      aria-label={t`Контекст машины`}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/**
 * What the selected node, substate or arrow is: a node's route, SPEC.md section, the events
 * it accepts and the machine's context now (personal data masked); an arrow's events and
 * guards.
 */
export function Inspector({ view, layout, graphs, journey, lifted, source }: Props) {
  const { t } = useLingui();
  const { selection, select: onSelect, toggle: onToggle } = useSelection();
  if (!selection || !layout) {
    return (
      <p className={styles.hint}>
        <Trans>
          Выберите узел, подсостояние или подпись перехода на схеме: здесь появятся маршрут, раздел
          SPEC.md, принимаемые события и контекст машины.
        </Trans>
      </p>
    );
  }
  const contextOf = (machine: string | undefined) =>
    machine ? source?.machines[machine]?.context : undefined;

  if (selection.kind === 'edge') {
    const drawn = layout.edges.find((edge) => edge.id === selection.id);
    if (!drawn) return null;
    const title = (id: string) => layout.nodes.find((node) => node.id === id)?.title ?? id;
    const transitions =
      view === JOURNEY_VIEW
        ? moveTransitions(graphs, journey, drawn.from, drawn.to)
        : (lifted.find((edge) => edge.id === drawn.id)?.transitions ?? []);
    return (
      <div data-inspect="edge">
        <h3 className={styles.inspectTitle}>
          {title(drawn.from)} → {title(drawn.to)}
        </h3>
        {drawn.label && <p>{drawn.label.text}</p>}
        <h4>{t`Переходы машины`}</h4>
        {transitions.length ? (
          transitions.map((edge) => <TransitionFacts key={edge.id} edge={edge} graphs={graphs} />)
        ) : (
          <p>{t`Переходов машины за этой стрелкой нет.`}</p>
        )}
      </div>
    );
  }

  if (selection.kind === 'transition') {
    const edge = graphs.flatMap((graph) => graph.edges).find((each) => each.id === selection.id);
    if (!edge) return null;
    return (
      <div data-inspect="transition">
        <h3 className={styles.inspectTitle}>{edge.label}</h3>
        <TransitionFacts edge={edge} graphs={graphs} />
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onSelect({ kind: 'node', id: selection.node })}
        >
          {t`Назад к узлу`}
        </button>
      </div>
    );
  }

  const nodeId = selection.kind === 'item' ? selection.node : selection.id;
  const node = layout.nodes.find((each) => each.id === nodeId);
  if (!node) return null;
  const journeyNode =
    view === JOURNEY_VIEW
      ? journey.nodes.find((each) => each.id === nodeId)
      : journey.nodes.find((each) => each.id === journey.nodeOf.get(nodeId));
  const state =
    selection.kind === 'item'
      ? selection.id
      : journeyNode && view === JOURNEY_VIEW
        ? journeyNode.state
        : nodeId;
  const graph = graphOf(graphs, state);
  const states =
    selection.kind === 'item'
      ? [selection.id]
      : view === JOURNEY_VIEW && journeyNode
        ? journeyNode.states
        : [nodeId];
  const meta = graph?.nodes.find((each) => each.id === state)?.meta as
    { route?: unknown } | undefined;
  const route =
    typeof meta?.route === 'string'
      ? meta.route
      : view === JOURNEY_VIEW
        ? journeyNode?.route
        : undefined;
  const spec = journeyNode?.spec;
  const count = node.count;
  return (
    <div data-inspect={selection.kind}>
      <h3 className={styles.inspectTitle}>
        {selection.kind === 'item' ? shortId(graph, selection.id) : node.title}
      </h3>
      <dl className={styles.facts}>
        <dt>{t`Машина и состояние`}</dt>
        <dd>
          <code>{state}</code>
        </dd>
        <dt>{t`Маршрут`}</dt>
        <dd data-testid="route">{route ?? t`нет своего адреса`}</dd>
        <dt>{t`Раздел SPEC.md`}</dt>
        <dd data-testid="spec">{spec ?? t`не указан`}</dd>
      </dl>
      {selection.kind === 'node' && node.count > 0 && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={node.expanded}
          onClick={() => onToggle(node.id)}
        >
          {node.expanded
            ? t`Свернуть подсостояния (${count})`
            : t`Показать подсостояния (${count})`}
        </button>
      )}
      <h4>{t`Принимает события`}</h4>
      {graph && <Accepted states={states} graph={graph} graphs={graphs} node={nodeId} />}
      <h4>{t`Контекст машины (личные данные скрыты)`}</h4>
      <Context value={contextOf(graph?.id)} />
    </div>
  );
}

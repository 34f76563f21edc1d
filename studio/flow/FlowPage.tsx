import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { JourneyNodeId } from '../../contract';
import { FLOW_MACHINES } from '../../machines/catalog/flows';
import type { MachineGraph } from '../../machines/graph/graph';
import { machineGraph } from '../../machines/graph/graph';
import { journeyNodeOfActive, journeyView } from '../../machines/catalog/journey-view';
import type { Marks } from './Diagram';
import { DEFAULT_ZOOM, Diagram } from './Diagram';
import type { DiagramLayout, Measure } from './diagram';
import { estimateWidth } from './diagram';
import type { Funnel } from '../funnel/core';
import { FunnelPanel } from './funnel/FunnelPanel';
import { funnelArrows, funnelPlacements } from './funnel/overlay';
import { useStopWords } from './funnel/stop-words';
import styles from './FlowPage.module.css';
import { Inspector } from './Inspector';
import { layoutJourney } from './journey-layout';
import { layoutElk } from './layout';
import type { LiveFlow, LiveSource } from './live';
import { latestSource, useLiveFlow } from './live';
import { fromElk, machineElkGraph } from './machine-layout';
import type { PathInfo } from './paths';
import { PathsPanel } from './PathsPanel';
import { SelectionProvider, type Selection } from './selection';
import { SIMULATION_SOURCE } from './simulation';
import { Simulator } from './Simulator';
import { Timeline } from './Timeline';
import {
  JOURNEY_VIEW,
  journeyArrows,
  journeyCurrent,
  journeyMarks,
  journeyPlacements,
  journeyTitle,
  liftedEdges,
  machineMarks,
  machineSpecs,
} from './views';

const NONE: ReadonlySet<string> = new Set();

/** Follow whichever tab spoke last, until a tab is picked. */
const AUTO = '';

/** Text widths as the page's own font draws them (a canvas measures them). */
function useMeasure(): Measure {
  return useMemo(() => {
    if (typeof document === 'undefined') return estimateWidth;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return estimateWidth;
    const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
    return (text, font) => {
      context.font = `${font.weight} ${font.size}px ${family}`;
      return Math.ceil(context.measureText(text).width);
    };
  }, []);
}

/** A machine view is laid out by ELK in a worker; null until it is. */
function useElkLayout(
  graph: MachineGraph | undefined,
  expanded: ReadonlySet<string>,
  translate: (descriptor: MessageDescriptor) => string,
  measure: Measure,
): { layout: DiagramLayout | null; failed: boolean } {
  const specs = useMemo(
    () => (graph ? machineSpecs(graph, expanded, translate) : []),
    [graph, expanded, translate],
  );
  const [state, setState] = useState<{
    key: string;
    layout: DiagramLayout | null;
    failed: boolean;
  }>({
    key: '',
    layout: null,
    failed: false,
  });
  // The layout depends on what the boxes say, not on which objects say it.
  const key = graph ? JSON.stringify(specs) : '';
  const latest = useRef({ graph, specs, measure });
  useEffect(() => {
    latest.current = { graph, specs, measure };
  });
  useEffect(() => {
    const { graph, specs, measure } = latest.current;
    if (!graph) return;
    let current = true;
    layoutElk(machineElkGraph(graph.id, specs, liftedEdges(graph), measure)).then(
      (laidOut) =>
        current && setState({ key, layout: fromElk(specs, laidOut, measure), failed: false }),
      () => current && setState({ key, layout: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state.key === key ? state : { layout: null, failed: false };
}

/** A tab by its number, or the simulation, as the picker and the announcement name it. */
function useSourceName(): (source: LiveSource) => string {
  const { t } = useLingui();
  return (source) => {
    const number = source.number;
    return source.id === SIMULATION_SOURCE ? t`Симуляция` : t`Вкладка ${number}`;
  };
}

export interface FlowPageProps {
  /**
   * The app's tabs of this browser are followed live and the funnel can read the live sandbox
   * (the app's /dev/flow); the static studio (npm run build:studio) has neither.
   */
  live?: boolean;
  /** More tools after the simulation and the paths (the app's /dev/flow: the sandbox jump). */
  tools?: ReactNode;
}

/** The sections the studio's menu leads to; each is an element id of the page. */
export const STUDIO_SECTIONS = ['journey', 'machines', 'simulate', 'paths', 'funnel'] as const;

/**
 * The flow studio: the applicant's journey and the statecharts (live from the app's tabs in
 * development), the funnel of real journeys on the journey view, simulation and paths.
 */
export function FlowPage({ live = false, tools }: FlowPageProps) {
  const { t, i18n } = useLingui();
  const translate = useCallback((descriptor: MessageDescriptor) => i18n._(descriptor), [i18n]);
  const graphs = useMemo(
    () => new Map(FLOW_MACHINES.map((machine) => [machine.id, machineGraph(machine)])),
    [],
  );
  const graphList = useMemo(() => [...graphs.values()], [graphs]);
  const journey = useMemo(() => journeyView(graphList), [graphList]);
  const journeyOf = useCallback(
    (machines: LiveSource['machines']) => journeyCurrent(journey, machines),
    [journey],
  );
  const { flow, dispatch } = useLiveFlow(graphs, journeyOf, live);
  const measure = useMeasure();
  const sourceName = useSourceName();

  const [view, setView] = useState(JOURNEY_VIEW);
  const [picked, setPicked] = useState(AUTO);
  const [expanded, setExpanded] = useState<Record<string, ReadonlySet<string>>>({});
  const [selection, setSelection] = useState<Selection | null>(null);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [path, setPath] = useState<PathInfo | null>(null);
  const [funnel, setFunnel] = useState<Funnel | null>(null);
  const stopWords = useStopWords();
  const ids = { picker: useId(), diagram: useId(), side: useId(), timeline: useId() };

  const source = picked === AUTO ? latestSource(flow) : flow.sources[picked];
  const open = useMemo(() => expanded[view] ?? NONE, [expanded, view]);
  const toggle = (node: string) =>
    setExpanded((all) => {
      const next = new Set(all[view]);
      if (next.has(node)) next.delete(node);
      else next.add(node);
      return { ...all, [view]: next };
    });

  const journeyLayout = useMemo(() => {
    const placements = journeyPlacements(
      journey,
      expanded[JOURNEY_VIEW] ?? NONE,
      translate,
      t`нет своего адреса`,
    );
    const arrows = journeyArrows(translate);
    return layoutJourney(
      funnel
        ? funnelPlacements(placements, funnel, (node) => {
            const number = new Intl.NumberFormat(i18n.locale);
            const entered = number.format(node.entered);
            const dropped = number.format(node.dropped);
            // Beside the node, why most of those who stopped there stopped.
            const most = node.stops.length > 0 ? stopWords(node.stops.slice(0, 1)) : null;
            return [
              t`вошли ${entered} · остановились ${dropped}`,
              ...(most ? [t`чаще всего: ${most}`] : []),
            ];
          })
        : placements,
      funnel ? funnelArrows(arrows, funnel, i18n.locale) : arrows,
      t`Вне шагов: загрузка, ошибки, выход`,
      measure,
    );
  }, [journey, expanded, translate, t, measure, funnel, i18n.locale, stopWords]);
  const funnelOrder = useMemo(() => journey.nodes.map((node) => node.id), [journey]);
  const funnelTitle = useCallback(
    (id: JourneyNodeId) => {
      const node = journey.nodes.find((each) => each.id === id);
      return node ? journeyTitle(node, translate) : id;
    },
    [journey, translate],
  );

  // The menu's addresses (#journey, #machines): the picture shows what they name.
  useEffect(() => {
    const follow = () => {
      if (location.hash === '#journey') setView(JOURNEY_VIEW);
      if (location.hash === '#machines')
        setView((now) => (now === JOURNEY_VIEW ? (FLOW_MACHINES[0]?.id ?? now) : now));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const graph = view === JOURNEY_VIEW ? undefined : graphs.get(view);
  const machine = useElkLayout(graph, open, translate, measure);
  const lifted = useMemo(() => (graph ? liftedEdges(graph) : []), [graph]);
  const layout = view === JOURNEY_VIEW ? journeyLayout : machine.layout;

  const marks: Marks = useMemo(() => {
    const base = graph
      ? machineMarks(graph, lifted, source?.machines[graph.id])
      : journeyMarks(journey, source);
    const pathStates = path ? new Set(path.nodes) : new Set<string>();
    const onPath = new Set(
      [...pathStates].flatMap((state) => {
        const node = graph
          ? layout?.nodes.find((each) => each.id === state)?.id
          : journey.nodeOf.get(state);
        return node ? [node] : [];
      }),
    );
    return { ...base, onPath };
  }, [graph, lifted, source, journey, path, layout]);

  const viewName = view === JOURNEY_VIEW ? t`Путь заявителя` : view;
  const current = journey.nodes.find(
    (node) => node.id === journeyCurrent(journey, source?.machines ?? {}),
  );
  const tab = source ? sourceName(source) : '';
  const step = current ? journeyTitle(current, translate) : '';
  const route = current?.route ?? t`нет своего адреса`;
  const announcement = !source
    ? live
      ? t`Приложение не открыто: откройте его в другой вкладке этого браузера.`
      : t`Здесь нет вкладок приложения: шаг покажет симуляция.`
    : !current
      ? t`${tab}: шаг ещё не известен.`
      : source.closed
        ? t`${tab} закрыта или ушла со страницы (например, на подписание); последний шаг «${step}», ${route}.`
        : t`${tab}: сейчас шаг «${step}», ${route}.`;

  return (
    <main className={styles.page}>
      <h1>
        <Trans>Схема регистрации</Trans>
      </h1>
      <nav className={styles.menu} aria-label={t`Разделы`}>
        <ul>
          <li>
            <a href="#journey">{t`Путь заявителя`}</a>
          </li>
          <li>
            <a href="#machines">{t`Машины состояний`}</a>
          </li>
          <li>
            <a href="#simulate">{t`Симуляция`}</a>
          </li>
          <li>
            <a href="#paths">{t`Пути`}</a>
          </li>
          <li>
            <a href="#funnel">{t`Воронка`}</a>
          </li>
        </ul>
      </nav>
      <div className={styles.toolbar}>
        <div className={styles.views} role="group" aria-label={t`Что показать`} id="machines">
          {[JOURNEY_VIEW, ...FLOW_MACHINES.map((each) => each.id)].map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={view === id}
              data-view={id}
              onClick={() => {
                setView(id);
                setSelection(null);
              }}
            >
              {id === JOURNEY_VIEW ? t`Путь заявителя` : id}
            </button>
          ))}
        </div>
        <TabPicker
          flow={flow}
          picked={picked}
          onPick={setPicked}
          id={ids.picker}
          stepOf={(each) => {
            const at = journey.nodes.find((node) => node.id === each.trail.at(-1));
            return at ? journeyTitle(at, translate) : '';
          }}
        />
        <p className={styles.live} role="status" aria-live="polite" data-testid="announcement">
          {announcement}
        </p>
      </div>
      <SelectionProvider value={{ selection, select: setSelection, toggle }}>
        <div className={styles.workspace}>
          <section className={styles.diagramPane} aria-labelledby={ids.diagram} id="journey">
            <h2 id={ids.diagram} className={styles.srOnly}>
              {t`Схема: ${viewName}`}
            </h2>
            {layout ? (
              <Diagram
                layout={layout}
                name={t`Схема: ${viewName}`}
                marks={marks}
                zoom={zoom}
                onZoom={setZoom}
              />
            ) : (
              <p className={styles.status}>
                {machine.failed ? t`Не удалось построить схему` : t`Строим схему…`}
              </p>
            )}
            <Legend />
          </section>
          <div className={styles.side}>
            <section aria-labelledby={ids.side} className={styles.inspector}>
              <h2 id={ids.side}>{t`Выбранное`}</h2>
              <Inspector
                view={view}
                layout={layout}
                graphs={graphList}
                journey={journey}
                lifted={lifted}
                source={source}
              />
            </section>
            <section aria-labelledby={ids.timeline}>
              <h2 id={ids.timeline}>{t`Хронология`}</h2>
              <Timeline entries={source?.timeline ?? []} />
            </section>
          </div>
        </div>
      </SelectionProvider>
      <section aria-labelledby="flow-funnel" id="funnel" className={styles.funnelSection}>
        <h2 id="flow-funnel">{t`Воронка`}</h2>
        <FunnelPanel sandbox={live} order={funnelOrder} title={funnelTitle} onFunnel={setFunnel} />
      </section>
      <div className={styles.tools}>
        <section aria-labelledby="flow-simulate" id="simulate">
          <h2 id="flow-simulate">{t`Симуляция`}</h2>
          <Simulator
            machines={FLOW_MACHINES}
            graphs={graphs}
            preferred={graph?.id ?? 'registration'}
            stepOn={(active) => journeyNodeOfActive(journey, active)}
            onRun={(messages) => {
              if (messages) {
                dispatch({ type: 'replay', source: SIMULATION_SOURCE, messages });
                setPicked(SIMULATION_SOURCE);
              } else {
                dispatch({ type: 'drop', source: SIMULATION_SOURCE });
                setPicked((now) => (now === SIMULATION_SOURCE ? AUTO : now));
              }
            }}
          />
        </section>
        <section aria-labelledby="flow-paths" id="paths">
          <h2 id="flow-paths">{t`Пути по состояниям`}</h2>
          <PathsPanel selected={path} onSelect={setPath} />
        </section>
        {tools}
      </div>
    </main>
  );
}

function TabPicker({
  flow,
  picked,
  onPick,
  id,
  stepOf,
}: {
  flow: LiveFlow;
  picked: string;
  onPick(id: string): void;
  id: string;
  /** The step a tab is on, in words. */
  stepOf(source: LiveSource): string;
}) {
  const { t } = useLingui();
  const sourceName = useSourceName();
  const sources = flow.order.flatMap((each) => (flow.sources[each] ? [flow.sources[each]] : []));
  if (sources.length < 2) return null;
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{t`Вкладка или заявитель`}</label>
      <select id={id} value={picked} onChange={(event) => onPick(event.target.value)}>
        <option value={AUTO}>{t`Та, что менялась последней`}</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {sourceName(source)}
            {source.closed ? ` (${t`закрыта`})` : ''}
            {stepOf(source) ? ` · ${stepOf(source)}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function Legend() {
  return (
    <ul className={styles.legend}>
      <li>
        <span aria-hidden="true">▶</span> <Trans>сейчас здесь (толстая рамка)</Trans>
      </li>
      <li>
        <span aria-hidden="true">✓</span> <Trans>пройден</Trans>
      </li>
      <li>
        <span aria-hidden="true" className={styles.legendSelected} />{' '}
        <Trans>выбран (двойная рамка)</Trans>
      </li>
      <li>
        <span aria-hidden="true" className={styles.legendPassing} />{' '}
        <Trans>пунктир: сервер проходит шаг сам</Trans>
      </li>
      <li>
        <span aria-hidden="true" className={styles.legendPath} /> <Trans>на выбранном пути</Trans>
      </li>
    </ul>
  );
}

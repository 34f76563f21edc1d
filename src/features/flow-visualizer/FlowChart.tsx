import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { ChartEdge, ChartLayout, ChartNode } from './chart-layout';
import styles from './FlowPage.module.css';
import { layoutMachine } from './layout';
import { usePanZoom } from './usePanZoom';

export interface Highlight {
  /** Active state nodes now. */
  active: ReadonlySet<string>;
  /** Visited by the live actor. */
  visited: ReadonlySet<string>;
  /** Taken by the live actor (transition ids). */
  taken: ReadonlySet<string>;
  /** The path chosen in the list. */
  pathNodes: ReadonlySet<string>;
  pathEdges: ReadonlySet<string>;
}

function nodeClass(node: ChartNode, highlight: Highlight): string {
  return [
    styles.state,
    node.container ? styles.container : styles.leaf,
    node.type === 'parallel' ? styles.parallel : '',
    node.type === 'final' ? styles.final : '',
    highlight.visited.has(node.id) ? styles.visited : '',
    highlight.pathNodes.has(node.id) ? styles.onPath : '',
    highlight.active.has(node.id) ? styles.active : '',
  ].join(' ');
}

function edgeClass(edge: ChartEdge, highlight: Highlight): string {
  return [
    styles.edge,
    highlight.taken.has(edge.transition) ? styles.taken : '',
    highlight.pathEdges.has(edge.transition) ? styles.onPath : '',
  ].join(' ');
}

function ChartNodeShape({ node, highlight }: { node: ChartNode; highlight: Highlight }) {
  return (
    <g
      className={nodeClass(node, highlight)}
      data-state={node.id}
      data-active={highlight.active.has(node.id) || undefined}
      data-visited={highlight.visited.has(node.id) || undefined}
      data-on-path={highlight.pathNodes.has(node.id) || undefined}
    >
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={node.container ? 10 : 14}
      />
      {node.type === 'final' && (
        <rect
          className={styles.finalInner}
          x={node.x + 3}
          y={node.y + 3}
          width={node.width - 6}
          height={node.height - 6}
          rx={11}
        />
      )}
      <text
        x={node.container ? node.x + 10 : node.x + node.width / 2}
        y={node.container ? node.y + 17 : node.y + node.height / 2 + 4}
        textAnchor={node.container ? 'start' : 'middle'}
      >
        {node.key}
      </text>
    </g>
  );
}

function ChartEdgeShape({
  edge,
  highlight,
  marker,
}: {
  edge: ChartEdge;
  highlight: Highlight;
  marker: string;
}) {
  if (edge.points.length < 2) return null;
  const d = edge.points
    .map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`)
    .join(' ');
  return (
    <g
      className={edgeClass(edge, highlight)}
      data-transition={edge.transition}
      data-taken={highlight.taken.has(edge.transition) || undefined}
      data-on-path={highlight.pathEdges.has(edge.transition) || undefined}
    >
      <path d={d} markerEnd={`url(#${marker})`} />
      {edge.label && (
        <g className={styles.edgeLabel}>
          <rect
            x={edge.label.x - 2}
            y={edge.label.y - 1}
            width={edge.label.width}
            height={edge.label.height + 2}
            rx={3}
          />
          <text x={edge.label.x + 1} y={edge.label.y + edge.label.height - 3}>
            {edge.label.text}
          </text>
        </g>
      )}
    </g>
  );
}

/**
 * The statechart drawn from its layout. The picture is for the eye; the state list beside it
 * carries the names and the current step for assistive technology, so the drawing is one image.
 */
export function FlowChart({
  machine,
  highlight,
}: {
  machine: AnyStateMachine;
  highlight: Highlight;
}) {
  const { t } = useLingui();
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const { view, fit, zoomIn, zoomOut, handlers } = usePanZoom(frame, layout);
  const marker = `arrow-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    let current = true;
    layoutMachine(machine).then(
      (laidOut) => current && setLayout(laidOut),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [machine]);

  const name = t`Диаграмма состояний ${machine.id}`;
  return (
    <div className={styles.chart}>
      <div className={styles.zoomButtons}>
        <button type="button" onClick={zoomIn} aria-label={t`Увеличить`}>
          +
        </button>
        <button type="button" onClick={zoomOut} aria-label={t`Уменьшить`}>
          −
        </button>
        <button type="button" onClick={fit}>
          {t`Целиком`}
        </button>
      </div>
      <div
        ref={frame}
        className={styles.frame}
        role="application"
        aria-label={t`${name}: стрелки двигают, + и − меняют масштаб, 0 показывает целиком`}
        // A keyboard-operated canvas (role application): it must take focus for the keys to
        // reach it, which jsx-a11y's role table does not foresee.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-ready={layout ? 'true' : 'false'}
        {...handlers}
      >
        {!layout && (
          <p className={styles.status}>
            {failed ? t`Не удалось построить схему` : t`Строим схему…`}
          </p>
        )}
        {layout && (
          <svg className={styles.svg} role="img" aria-label={name}>
            <defs>
              <marker
                id={marker}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" />
              </marker>
            </defs>
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
              {layout.nodes.map((node) => (
                <ChartNodeShape key={node.id} node={node} highlight={highlight} />
              ))}
              {layout.edges.map((edge) => (
                <ChartEdgeShape key={edge.id} edge={edge} highlight={highlight} marker={marker} />
              ))}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DiagramEdge, DiagramLayout, DiagramNode } from './diagram';
import { CHIP_HEIGHT, ITEM_HEIGHT, LINE_HEIGHT, MARK_WIDTH, PAD, TITLE_LINE } from './diagram';
import styles from './FlowPage.module.css';
import { useSelection } from './selection';
import type { Direction, Target } from './focus-move';
import { nextTarget } from './focus-move';

export interface Marks {
  /** The node the followed tab (or the simulation) is on. */
  current: string | undefined;
  visited: ReadonlySet<string>;
  /** Substates (state ids) active now and visited, shown in expanded nodes. */
  currentItems: ReadonlySet<string>;
  visitedItems: ReadonlySet<string>;
  /** Arrows the followed tab went along. */
  taken: ReadonlySet<string>;
  onPath: ReadonlySet<string>;
}

export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_ZOOM = 1;

interface Props {
  layout: DiagramLayout;
  /** The diagram's name for assistive technology. */
  name: string;
  marks: Marks;
  zoom: number;
  onZoom(zoom: number): void;
}

const keyOf = {
  node: (id: string) => `node:${id}`,
  chip: (id: string) => `chip:${id}`,
  item: (id: string) => `item:${id}`,
  edge: (id: string) => `edge:${id}`,
};

function zoomStep(zoom: number, by: 1 | -1): number {
  const index = ZOOMS.findIndex((level) => level >= zoom - 1e-6);
  const next = Math.min(ZOOMS.length - 1, Math.max(0, (index < 0 ? ZOOMS.length - 1 : index) + by));
  return ZOOMS[next] as number;
}

function chipTop(node: DiagramNode): number {
  return node.y + PAD + node.titleLines.length * TITLE_LINE + node.detailLines.length * LINE_HEIGHT;
}

function itemTop(node: DiagramNode, index: number): number {
  return chipTop(node) + CHIP_HEIGHT + index * ITEM_HEIGHT;
}

/** Every focusable part of the picture, where it is: the arrow keys move between them. */
function targetsOf(layout: DiagramLayout): Target[] {
  const targets: Target[] = [];
  for (const node of layout.nodes) {
    targets.push({ key: keyOf.node(node.id), x: node.x + node.w / 2, y: node.y + 20 });
    if (node.count > 0) {
      targets.push({ key: keyOf.chip(node.id), x: node.x + node.w / 2, y: chipTop(node) + 12 });
    }
    if (node.expanded) {
      node.items.forEach((item, index) =>
        targets.push({
          key: keyOf.item(item.id),
          x: node.x + node.w / 2,
          y: itemTop(node, index) + ITEM_HEIGHT / 2,
        }),
      );
    }
  }
  for (const edge of layout.edges) {
    if (edge.label)
      targets.push({ key: keyOf.edge(edge.id), x: edge.label.x, y: edge.label.y - 4 });
  }
  return targets;
}

function pathOf(edge: DiagramEdge): string {
  return edge.points.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join(' ');
}

/**
 * The diagram: boxes and arrows at a real size (100 % zoom is the size the labels are written
 * for, at least 12 px), in a frame that scrolls; the node the followed tab is on carries
 * aria-current="step" and is scrolled into the frame whenever it changes. Keyboard: Tab enters
 * at the current (or selected) node, the arrow keys move between nodes, their substates and
 * the arrows' labels, Enter or Space selects or expands, + and − zoom, 0 goes back to 100 %.
 */
export function Diagram({ layout, name, marks, zoom, onZoom }: Props) {
  const { t } = useLingui();
  const { selection, select: onSelect, toggle: onToggle } = useSelection();
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const helpId = useId();
  const marker = `arrow-${useId().replace(/:/g, '')}`;
  const targets = useMemo(() => targetsOf(layout), [layout]);
  const selectedKey =
    selection?.kind === 'node'
      ? keyOf.node(selection.id)
      : selection?.kind === 'item'
        ? keyOf.item(selection.id)
        : selection?.kind === 'edge'
          ? keyOf.edge(selection.id)
          : undefined;
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const known = (key: string | undefined) =>
    key !== undefined && targets.some((each) => each.key === key);
  const rovingKey = known(focusKey)
    ? focusKey
    : known(selectedKey)
      ? selectedKey
      : marks.current && known(keyOf.node(marks.current))
        ? keyOf.node(marks.current)
        : targets[0]?.key;

  // The current node comes into the frame by itself (only the frame scrolls, never the page).
  const currentNode = layout.nodes.find((node) => node.id === marks.current);
  const currentBox = currentNode
    ? `${currentNode.x},${currentNode.y},${currentNode.w},${currentNode.h}`
    : undefined;
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || !currentBox) return;
    const [x, y, w, h] = currentBox.split(',').map(Number) as [number, number, number, number];
    element.scrollTo({
      left: Math.max(0, (x + w / 2) * zoom - element.clientWidth / 2),
      top: Math.max(0, (y + h / 2) * zoom - element.clientHeight / 2),
    });
    // The page follows too, as little as it takes, while the frame is on screen; a reader busy
    // further down the page (the timeline, the simulation) is left where they are.
    const frameBox = element.getBoundingClientRect();
    if (frameBox.bottom > 0 && frameBox.top < window.innerHeight) {
      svg.current
        ?.querySelector('[aria-current="step"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [currentBox, zoom]);

  // A zoom keeps the middle of what was in view.
  const lastZoom = useRef(zoom);
  useLayoutEffect(() => {
    const element = frame.current;
    const before = lastZoom.current;
    lastZoom.current = zoom;
    if (!element || before === zoom) return;
    const ratio = zoom / before;
    const middleX = element.scrollLeft + element.clientWidth / 2;
    const middleY = element.scrollTop + element.clientHeight / 2;
    element.scrollTo({
      left: middleX * ratio - element.clientWidth / 2,
      top: middleY * ratio - element.clientHeight / 2,
    });
  }, [zoom]);

  useEffect(() => {
    if (!focusKey) return;
    const element = svg.current?.querySelector<SVGGElement>(`[data-key="${CSS.escape(focusKey)}"]`);
    if (element && svg.current?.contains(document.activeElement)) element.focus();
  }, [focusKey]);

  const activate = (key: string) => {
    const [kind, ...rest] = key.split(':');
    const id = rest.join(':');
    if (kind === 'node') onSelect({ kind: 'node', id });
    else if (kind === 'chip') onToggle(id);
    else if (kind === 'edge') onSelect({ kind: 'edge', id });
    else if (kind === 'item') {
      const node = layout.nodes.find((each) => each.items.some((item) => item.id === id));
      if (node) onSelect({ kind: 'item', node: node.id, id });
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const directions: Record<string, Direction> = {
      ArrowUp: 'up',
      ArrowDown: 'down',
      ArrowLeft: 'left',
      ArrowRight: 'right',
    };
    const direction = directions[event.key];
    const from = rovingKey;
    if (direction && from) {
      event.preventDefault();
      const next = nextTarget(targets, from, direction);
      if (next) setFocusKey(next);
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next = event.key === 'Home' ? targets[0] : targets.at(-1);
      if (next) setFocusKey(next.key);
    } else if ((event.key === 'Enter' || event.key === ' ') && from) {
      event.preventDefault();
      activate(from);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onZoom(zoomStep(zoom, 1));
    } else if (event.key === '-' || event.key === '−') {
      event.preventDefault();
      onZoom(zoomStep(zoom, -1));
    } else if (event.key === '0') {
      event.preventDefault();
      onZoom(DEFAULT_ZOOM);
    }
  };

  const focusProps = (key: string) => ({
    'data-key': key,
    tabIndex: key === rovingKey ? 0 : -1,
    onFocus: () => setFocusKey(key),
    onClick: () => activate(key),
  });

  const percent = Math.round(zoom * 100);
  const edgeName = (label: string, from: string, to: string) =>
    t`Переход «${label}»: ${from} → ${to}`;
  const fit = () => {
    const element = frame.current;
    if (!element) return;
    onZoom(Math.max(0.25, Math.min(DEFAULT_ZOOM, element.clientWidth / layout.width)));
  };

  return (
    <div className={styles.diagram}>
      <div className={styles.zoomBar} role="group" aria-label={t`Масштаб`}>
        <button type="button" onClick={() => onZoom(zoomStep(zoom, -1))} aria-label={t`Уменьшить`}>
          −
        </button>
        <button
          type="button"
          className={styles.zoomValue}
          onClick={() => onZoom(DEFAULT_ZOOM)}
          aria-label={t`Масштаб ${percent} %, вернуть 100 %`}
        >
          {percent}%
        </button>
        <button type="button" onClick={() => onZoom(zoomStep(zoom, 1))} aria-label={t`Увеличить`}>
          +
        </button>
        <button type="button" onClick={fit}>
          {t`Целиком`}
        </button>
      </div>
      <p id={helpId} className={styles.srOnly}>
        {t`Стрелки переходят между узлами, их подсостояниями и подписями переходов; Enter выбирает или раскрывает; + и − меняют масштаб, 0 возвращает 100 %.`}
      </p>
      <div ref={frame} className={styles.frame} data-zoom={zoom}>
        <svg
          ref={svg}
          className={styles.svg}
          role="application"
          aria-label={name}
          aria-describedby={helpId}
          width={layout.width * zoom}
          height={layout.height * zoom}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          onKeyDown={onKeyDown}
        >
          <defs>
            <marker
              id={marker}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerUnits="userSpaceOnUse"
              markerWidth="10"
              markerHeight="10"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" />
            </marker>
          </defs>
          {layout.notes.map((note) => (
            <text key={note.text} className={styles.note} x={note.x} y={note.y}>
              {note.text}
            </text>
          ))}
          {layout.edges.map((edge) => (
            <path
              key={edge.id}
              className={[
                styles.edge,
                marks.taken.has(edge.id) ? styles.taken : '',
                edge.back ? styles.back : '',
              ].join(' ')}
              d={pathOf(edge)}
              markerEnd={`url(#${marker})`}
              data-edge={edge.id}
              data-taken={marks.taken.has(edge.id) || undefined}
            />
          ))}
          {layout.nodes.map((node) => (
            <NodeShape key={node.id} node={node} marks={marks} focusProps={focusProps} />
          ))}
          {layout.edges.map((edge) =>
            edge.label ? (
              <g
                key={edge.id}
                role="button"
                aria-pressed={selection?.kind === 'edge' && selection.id === edge.id}
                aria-label={edgeName(
                  edge.label.text,
                  titleOf(layout, edge.from),
                  titleOf(layout, edge.to),
                )}
                className={[
                  styles.edgeLabel,
                  selection?.kind === 'edge' && selection.id === edge.id
                    ? styles.selectedLabel
                    : '',
                ].join(' ')}
                {...focusProps(keyOf.edge(edge.id))}
              >
                <text x={edge.label.x} y={edge.label.y}>
                  {edge.label.text}
                </text>
              </g>
            ) : null,
          )}
        </svg>
      </div>
    </div>
  );
}

function titleOf(layout: DiagramLayout, id: string): string {
  return layout.nodes.find((node) => node.id === id)?.title ?? id;
}

interface TextRun {
  lines: readonly string[];
  className: string | undefined;
  lineHeight: number;
  /** How far each baseline sits above the bottom of its line. */
  descent: number;
}

/** Runs of wrapped text stacked down from `top`, one svg line each (a node's title, then its lines). */
function StackedText({ x, top, runs }: { x: number; top: number; runs: readonly TextRun[] }) {
  const tops = runs.map((_, r) =>
    runs.slice(0, r).reduce((y, run) => y + run.lines.length * run.lineHeight, top),
  );
  return runs.map((run, r) =>
    run.lines.map((line, index) => (
      <text
        key={`${r}:${index}`}
        className={run.className}
        x={x}
        y={(tops[r] ?? top) + (index + 1) * run.lineHeight - run.descent}
      >
        {line}
      </text>
    )),
  );
}

function NodeShape({
  node,
  marks,
  focusProps,
}: {
  node: DiagramNode;
  marks: Marks;
  focusProps: (key: string) => object;
}) {
  const { t } = useLingui();
  const { selection } = useSelection();
  const current = marks.current === node.id;
  const visited = !current && marks.visited.has(node.id);
  const selected = selection?.kind === 'node' && selection.id === node.id;
  const onPath = marks.onPath.has(node.id);
  const state = [
    current ? t`сейчас здесь` : '',
    visited ? t`пройден` : '',
    onPath ? t`на выбранном пути` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const textX = node.x + PAD + MARK_WIDTH;
  const { title, count } = node;
  const top = node.y + PAD;
  return (
    <g
      className={[
        styles.node,
        styles[node.tone],
        current ? styles.current : '',
        visited ? styles.visited : '',
        selected ? styles.selected : '',
        onPath ? styles.onPath : '',
      ].join(' ')}
      data-node={node.id}
    >
      <g
        role="button"
        className={styles.nodeHead}
        aria-current={current ? 'step' : undefined}
        aria-pressed={selected}
        aria-label={[node.title, ...node.lines, state].filter(Boolean).join('. ')}
        data-current={current || undefined}
        data-visited={visited || undefined}
        data-selected={selected || undefined}
        {...focusProps(keyOf.node(node.id))}
      >
        {selected && (
          <rect
            className={styles.selectedOutline}
            x={node.x - 5}
            y={node.y - 5}
            width={node.w + 10}
            height={node.h + 10}
            rx={14}
          />
        )}
        <rect className={styles.box} x={node.x} y={node.y} width={node.w} height={node.h} rx={10} />
        {(current || visited) && (
          <text className={styles.mark} x={node.x + PAD} y={top + 15} aria-hidden="true">
            {current ? '▶' : '✓'}
          </text>
        )}
        <StackedText
          x={textX}
          top={top}
          runs={[
            { lines: node.titleLines, className: styles.title, lineHeight: TITLE_LINE, descent: 4 },
            {
              lines: node.detailLines,
              className: styles.line,
              lineHeight: LINE_HEIGHT,
              descent: 3,
            },
          ]}
        />
      </g>
      {node.count > 0 && (
        <g
          role="button"
          className={styles.chip}
          aria-expanded={node.expanded}
          aria-label={t`Подсостояния «${title}»: ${count}`}
          {...focusProps(keyOf.chip(node.id))}
        >
          <rect
            x={node.x + PAD}
            y={chipTop(node) + 2}
            width={node.w - 2 * PAD}
            height={CHIP_HEIGHT - 4}
            rx={6}
          />
          <text x={textX} y={chipTop(node) + 16}>
            {node.expanded ? '▾' : '▸'} {t`подсостояния: ${count}`}
          </text>
        </g>
      )}
      {node.expanded &&
        node.items.map((item, index) => {
          const top = itemTop(node, index);
          const itemCurrent = marks.currentItems.has(item.id);
          const itemVisited = !itemCurrent && marks.visitedItems.has(item.id);
          const itemSelected = selection?.kind === 'item' && selection.id === item.id;
          return (
            <g
              key={item.id}
              role="button"
              className={[
                styles.item,
                itemCurrent ? styles.current : '',
                itemSelected ? styles.selected : '',
              ].join(' ')}
              aria-pressed={itemSelected}
              aria-label={[
                item.label,
                itemCurrent ? t`сейчас здесь` : '',
                itemVisited ? t`пройден` : '',
              ]
                .filter(Boolean)
                .join('. ')}
              data-item={item.id}
              data-current={itemCurrent || undefined}
              {...focusProps(keyOf.item(item.id))}
            >
              <rect
                x={node.x + PAD + 12 * (item.depth - 1)}
                y={top + 2}
                width={node.w - 2 * PAD - 12 * (item.depth - 1)}
                height={ITEM_HEIGHT - 4}
                rx={6}
              />
              <text x={node.x + PAD + 6 + 12 * (item.depth - 1)} y={top + 18}>
                {itemCurrent ? '▶ ' : itemVisited ? '✓ ' : ''}
                {item.label}
              </text>
            </g>
          );
        })}
    </g>
  );
}

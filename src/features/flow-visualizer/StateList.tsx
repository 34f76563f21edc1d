import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { MachineGraph } from '../../../machines/graph/graph';
import styles from './FlowPage.module.css';

/**
 * Every state of the machine by name, in definition order and indented by depth: what a screen
 * reader reads instead of the picture. The active leaf states carry aria-current="step"; the
 * states the live actor went through are marked for tests (data-visited).
 */
export function StateList({
  graph,
  active,
  visited,
  pathNodes,
}: {
  graph: MachineGraph;
  active: ReadonlySet<string>;
  visited: ReadonlySet<string>;
  pathNodes: ReadonlySet<string>;
}) {
  const { t } = useLingui();
  const parents = new Set(graph.nodes.map((node) => node.parent));
  const kinds: Record<string, string> = {
    compound: t`составное`,
    parallel: t`параллельное`,
    final: t`конечное`,
  };
  return (
    <ol className={styles.states} aria-label={t`Состояния ${graph.id}`}>
      {graph.nodes
        .filter((node) => node.parent !== undefined)
        .map((node) => {
          const current = active.has(node.id) && !parents.has(node.id);
          const kind = kinds[node.type];
          return (
            <li
              key={node.id}
              data-state={node.id}
              aria-current={current ? 'step' : undefined}
              data-visited={visited.has(node.id) || undefined}
              className={[
                active.has(node.id) ? styles.activeItem : '',
                pathNodes.has(node.id) ? styles.pathItem : '',
              ].join(' ')}
              style={{ '--depth': node.depth - 1 } as CSSProperties}
            >
              {node.id.slice(graph.id.length + 1)}
              {kind && <span className={styles.kind}> ({kind})</span>}
            </li>
          );
        })}
    </ol>
  );
}

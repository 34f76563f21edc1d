import type { AnyMachineSnapshot } from 'xstate';
import { FLOW_MODELS } from '../../machines/catalog/flows';
import type { MachineGraph } from '../../machines/graph/graph';
import { machineGraph } from '../../machines/graph/graph';
import type { FlowModel } from '../../machines/graph/model';
import type { FlowPath } from '../../machines/graph/paths';
import { shortestPathsToStates, simplePathsBetween } from '../../machines/graph/paths';
import type { WordPath } from '../../machines/graph/words';
import { pathInWords, stateInWords } from '../../machines/graph/words';
import { edgesTaken } from './edges-taken';

/** A path through a statechart as plain data (it crosses from the paths worker). */
export interface PathInfo {
  id: string;
  /** The machine it runs on (chart id). */
  machine: string;
  /** The model it was generated from (as `npm run paths` names it). */
  model: string;
  /** The state reached, in words. */
  target: string;
  viaFault: boolean;
  /** As `npm run paths` prints it. */
  words: string;
  /** Each move labelled with its event. */
  wordsWithEvents: string;
  /** Every state node active on the way. */
  nodes: string[];
  /** Every transition taken (GraphEdge ids). */
  edges: string[];
}

export interface ModelPaths {
  model: string;
  machine: string;
  paths: PathInfo[];
}

function activeIds(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(snapshot._nodes.map((node) => node.id));
}

export function describePath(
  graph: MachineGraph,
  model: FlowModel,
  path: WordPath,
  id: string,
  extra: { target?: string; viaFault?: boolean } = {},
): PathInfo {
  const nodes = new Set<string>();
  const edges = new Set<string>();
  let before: Set<string> | undefined;
  for (const step of path.steps) {
    const after = activeIds(step.state);
    after.forEach((node) => nodes.add(node));
    if (before) edgesTaken(graph, before, step.event.type, after).forEach((e) => edges.add(e));
    before = after;
  }
  return {
    id,
    machine: model.machine.id,
    model: model.name,
    target: extra.target ?? stateInWords(path.state),
    viaFault: extra.viaFault ?? false,
    words: pathInWords(path),
    wordsWithEvents: pathInWords(path, { events: true }),
    nodes: [...nodes],
    edges: [...edges],
  };
}

/** The shortest path to every state of every model: the list `npm run paths` prints. */
export function shortestPathsOfAllModels(): ModelPaths[] {
  return FLOW_MODELS.map((model) => {
    const graph = machineGraph(model.machine);
    const paths = shortestPathsToStates(model).map(({ target, path, viaFault }, index) =>
      describePath(graph, model, path, `${model.name}:shortest:${index}`, { target, viaFault }),
    );
    return { model: model.name, machine: model.machine.id, paths };
  });
}

/**
 * Simple paths between two states named in words (`npm run paths -- --from … --to …`), with
 * the paths that read the same in words merged, as the script prints them.
 */
export function simplePathsOfModel(
  modelName: string,
  from: string | undefined,
  to: string,
  limit = 20,
): PathInfo[] {
  const model = FLOW_MODELS.find((candidate) => candidate.name === modelName);
  if (!model) return [];
  const graph = machineGraph(model.machine);
  const named = (name: string) => (snapshot: AnyMachineSnapshot) => stateInWords(snapshot) === name;
  const paths: FlowPath[] = simplePathsBetween(model, {
    from: from ? named(from) : undefined,
    to: named(to),
    limit,
  });
  const seen = new Set<string>();
  return paths.flatMap((path, index) => {
    const words = pathInWords(path);
    if (seen.has(words)) return [];
    seen.add(words);
    return [describePath(graph, model, path, `${model.name}:simple:${from ?? ''}:${to}:${index}`)];
  });
}

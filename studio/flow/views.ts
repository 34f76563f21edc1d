import type { MessageDescriptor } from '@lingui/core';
import { isFormStep, isStepName } from '../../contract';
import type { MachineGraph } from '../../machines/graph/graph';
import { JOURNEY, JOURNEY_MOVES, isJourneyStepId } from '../../machines/catalog/journey';
import type { JourneyNode, JourneyView } from '../../machines/catalog/journey-view';
import { journeyNodeOfActive } from '../../machines/catalog/journey-view';
import type { DiagramItem, NodeSpec } from './diagram';
import type { Marks } from './Diagram';
import type { ExampleAt } from './simulation';
import type { JourneyArrow, JourneyPlacement } from './journey-layout';
import { LANES } from './journey-layout';
import { OTHER_WORDS, moveKey, moveWords, stepWords } from './journey-words';
import type { LiftedEdge } from './machine-layout';
import { liftedEdges, substatesOf, topLevelOf } from './machine-layout';
import type { LiveMachine, LiveSource } from './live';

export type Translate = (descriptor: MessageDescriptor) => string;

/** The journey view is the default; the machines each have a view of their own. */
export const JOURNEY_VIEW = 'journey';

function keyOf(id: string): string {
  return id.slice(id.lastIndexOf('.') + 1);
}

/** A journey node in words: the step's name, or the state's, or its machine id. */
export function journeyTitle(node: JourneyNode, translate: Translate): string {
  if (isJourneyStepId(node.id)) return stepWords(node.id, translate);
  const words = OTHER_WORDS[keyOf(node.state)];
  return words ? translate(words) : keyOf(node.id);
}

/** Substates listed in an expanded node: below its own state by depth, others as siblings. */
function itemsOf(node: JourneyNode): DiagramItem[] {
  return node.states.slice(1).map((id) => {
    const below = id.startsWith(`${node.state}.`);
    const rest = below ? id.slice(node.state.length + 1) : keyOf(id);
    return { id, label: rest, depth: below ? rest.split('.').length : 1 };
  });
}

export function journeyPlacements(
  view: JourneyView,
  expanded: ReadonlySet<string>,
  translate: Translate,
  noRoute: string,
): JourneyPlacement[] {
  return view.nodes.map((node) => {
    const items = itemsOf(node);
    const spec: NodeSpec = {
      id: node.id,
      title: journeyTitle(node, translate),
      lines: [node.kind === 'step' ? node.id : keyOf(node.state), node.route ?? noRoute],
      count: items.length,
      expanded: expanded.has(node.id) && items.length > 0,
      items,
      tone: node.kind === 'other' ? 'other' : node.passes ? 'passing' : 'step',
    };
    return {
      spec,
      row: node.kind === 'step' ? node.column : null,
      lane: node.branch ? LANES[node.branch] : 0,
    };
  });
}

export function journeyArrows(translate: Translate): JourneyArrow[] {
  return JOURNEY_MOVES.map((move) => {
    const words = moveWords(move);
    return { from: move.from, to: move.to, label: words ? translate(words) : move.how };
  });
}

/** The journey node the tab is on: a login phase while logged out, else the registration's. */
export function journeyCurrent(
  view: JourneyView,
  machines: Record<string, LiveMachine>,
): string | undefined {
  const session = machines.session && journeyNodeOfActive(view, machines.session.active);
  if (session) return session;
  return machines.registration && journeyNodeOfActive(view, machines.registration.active);
}

export function journeyMarks(view: JourneyView, source: LiveSource | undefined): Marks {
  const machines = source?.machines ?? {};
  const live = Object.values(machines);
  const visitedStates = new Set(live.flatMap((machine) => machine.visited));
  const visited = new Set(
    [...visitedStates].flatMap((state) => {
      const node = view.nodeOf.get(state);
      return node ? [node] : [];
    }),
  );
  const trail = source?.trail ?? [];
  const taken = new Set<string>();
  for (let index = 1; index < trail.length; index += 1) {
    taken.add(moveKey(trail[index - 1] as string, trail[index] as string));
  }
  return {
    current: journeyCurrent(view, machines),
    visited,
    currentItems: new Set(live.flatMap((machine) => machine.active)),
    visitedItems: visitedStates,
    taken,
    onPath: new Set(),
  };
}

/** The step after a journey node on the main line or its branch (a step response's example). */
export function nextStepAfter(node: string | undefined): string | undefined {
  const registration = new Set(
    JOURNEY.filter((step) => step.machine === 'registration').map((step) => step.id),
  );
  if (node === undefined || !isJourneyStepId(node)) return 'iin';
  return JOURNEY_MOVES.find((move) => move.from === node && registration.has(move.to))?.to;
}

/** What the simulator's examples are for, read off the journey node on screen. */
export function exampleAt(shown: string | undefined): ExampleAt {
  const form = shown !== undefined && isStepName(shown) && isFormStep(shown) ? shown : undefined;
  return { next: nextStepAfter(shown), form };
}

/** The JOURNEY step a state node shows, if it is a step's own state. */
function stepOfState(state: string) {
  return JOURNEY.find((step) => step.state === state);
}

const TYPE_WORDS: Record<string, string> = { parallel: 'parallel', final: 'final' };

/** The top-level states of a machine as boxes; their substates listed when expanded. */
export function machineSpecs(
  graph: MachineGraph,
  expanded: ReadonlySet<string>,
  translate: Translate,
): NodeSpec[] {
  return graph.nodes
    .filter((node) => node.parent === graph.id)
    .map((node) => {
      const step = stepOfState(node.id);
      const items = substatesOf(graph, node.id).map((sub) => ({
        id: sub.id,
        label: sub.id.slice(node.id.length + 1),
        depth: sub.depth - node.depth,
      }));
      const route = (node.meta as { route?: unknown } | undefined)?.route;
      const type = TYPE_WORDS[node.type];
      return {
        id: node.id,
        title: step ? stepWords(step.id, translate) : node.key,
        lines: [
          ...(step ? [node.key] : []),
          ...(type ? [type] : []),
          ...(typeof route === 'string' ? [route] : []),
        ],
        count: items.length,
        expanded: expanded.has(node.id) && items.length > 0,
        items,
        tone: node.type === 'final' ? 'other' : 'step',
      } satisfies NodeSpec;
    });
}

/** The deepest active state, preferring the region that shows a screen (words.ts does too). */
function primaryActive(graph: MachineGraph, active: readonly string[]): string | undefined {
  const withMeta = new Set(graph.nodes.filter((node) => node.meta).map((node) => node.id));
  const depth = (id: string) => id.split('.').length;
  const shows = (id: string) => {
    for (let at = id; at.includes('.'); at = at.slice(0, at.lastIndexOf('.'))) {
      if (withMeta.has(at)) return true;
    }
    return false;
  };
  return [...active].sort((a, b) => Number(shows(b)) - Number(shows(a)) || depth(b) - depth(a))[0];
}

export function machineMarks(
  graph: MachineGraph,
  edges: readonly LiftedEdge[],
  live: LiveMachine | undefined,
): Marks {
  const primary = live ? primaryActive(graph, live.active) : undefined;
  const taken = new Set(live?.taken);
  return {
    current: primary ? topLevelOf(graph, primary) : undefined,
    visited: new Set(
      (live?.visited ?? []).flatMap((id) => {
        const top = topLevelOf(graph, id);
        return top ? [top] : [];
      }),
    ),
    currentItems: new Set(live?.active),
    visitedItems: new Set(live?.visited),
    taken: new Set(
      edges
        .filter((edge) => edge.transitions.some((each) => taken.has(each.id)))
        .map((edge) => edge.id),
    ),
    onPath: new Set(),
  };
}

export { liftedEdges };

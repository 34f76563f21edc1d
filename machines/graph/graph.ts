import * as v from 'valibot';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { metaRecord } from './meta';

/**
 * The statechart as plain data, read from the machine definition itself: every state node and
 * every transition (event, delayed, done/error of invoked actors, and eventless `always` ones,
 * which xstate/graph's toDirectedGraph leaves out). The visualizer, the Mermaid export, the
 * path printer and the model-coverage count all read this one shape.
 */
export interface GraphNode {
  /** The state node id, e.g. 'registration.waiting.step.signing_init'. */
  id: string;
  key: string;
  /** Parent node id; undefined for the machine root. */
  parent: string | undefined;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Initial child id of a compound node. */
  initial: string | undefined;
  /** The actors this state invokes, by src name. */
  invokes: string[];
  meta: Record<string, unknown> | undefined;
  /** The state's own tags (not its ancestors'). */
  tags: string[];
  depth: number;
}

export type EdgeKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface GraphEdge {
  /** Stable across machine.provide(): source id, event type, index among its alternatives. */
  id: string;
  source: string;
  /** Target node ids; empty for a transition that only runs actions (stays in the source). */
  targets: string[];
  eventType: string;
  kind: EdgeKind;
  /** A short label: the event in words, then the guard in brackets. */
  label: string;
  guard: string | undefined;
}

export interface MachineGraph {
  id: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

function allNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states).flatMap((child) => allNodes(child))];
}

/** The transitions of a state node in definition order, `always` last. */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/** The stable id of a transition definition (see GraphEdge.id). */
export function transitionId(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const alternatives =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id}|${transition.eventType}|${alternatives.indexOf(transition)}`;
}

export function edgeKind(eventType: string): EdgeKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

/** 'xstate.done.actor.fetchStep' → 'fetchStep done'; 'xstate.after.tick.session.x' → 'after tick'. */
export function eventLabel(eventType: string): string {
  const kind = edgeKind(eventType);
  if (kind === 'always') return 'always';
  if (kind === 'after') return `after ${eventType.slice('xstate.after.'.length).split('.')[0]}`;
  if (kind === 'done') return `${eventType.replace(/^xstate\.done\.(actor|state)\./, '')} done`;
  if (kind === 'error') return `${eventType.replace(/^xstate\.error\.actor\./, '')} failed`;
  return eventType;
}

/** A named guard with its params, `{ type: 'stepIs', params: { step } }`. */
const NamedGuardSchema = v.object({ type: v.string(), params: v.optional(v.unknown()) });

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (v.is(NamedGuardSchema, guard)) {
    const { type, params } = guard;
    if (params && typeof params === 'object') {
      const values = Object.values(params).map(String);
      return values.length ? `${type} ${values.join(' ')}` : type;
    }
    return type;
  }
  return 'guard';
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const stateNodes = allNodes(machine.root);
  const nodes = stateNodes.map((node): GraphNode => ({
    id: node.id,
    key: node.key,
    parent: node.parent?.id,
    type: node.type,
    initial: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
    invokes: node.invoke.map((invoke) => String(invoke.src)),
    meta: metaRecord(node.meta),
    tags: [...node.tags],
    depth: node.path.length,
  }));
  const edges = stateNodes.flatMap((node) =>
    ownTransitions(node).map((transition): GraphEdge => {
      const guard = guardLabel(transition.guard);
      const event = eventLabel(transition.eventType);
      return {
        id: transitionId(transition),
        source: node.id,
        targets: (transition.target ?? []).map((target) => target.id),
        eventType: transition.eventType,
        kind: edgeKind(transition.eventType),
        label: guard ? `${event} [${guard}]` : event,
        guard,
      };
    }),
  );
  return { id: machine.id, nodes, edges };
}

/** Every state node below the root: what "all states" means for coverage. */
export function stateNodeIds(graph: MachineGraph): string[] {
  return graph.nodes.filter((node) => node.parent !== undefined).map((node) => node.id);
}

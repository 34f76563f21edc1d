import type { ElkNode } from 'elkjs/lib/elk-api';
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, test } from 'vitest';
import { machineGraph, stateNodeIds } from '../../../machines/graph/graph';
import { registrationMachine } from '../../../machines/registration';
import { sessionMachine } from '../../../machines/session';
import { fromElk } from '../../../src/features/flow-visualizer/chart-layout';
import { edgesTaken } from '../../../src/features/flow-visualizer/edges-taken';
import { graphEdgeIdOf, toElkGraph } from '../../../src/features/flow-visualizer/elk-graph';

function allNodes(node: ElkNode): ElkNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...allNodes(child)]);
}

function findNode(root: ElkNode, id: string): ElkNode {
  const found = allNodes(root).find((node) => node.id === id);
  if (!found) throw new Error(`no ELK node ${id}`);
  return found;
}

describe('the statechart as an ELK graph', () => {
  const graph = machineGraph(registrationMachine);
  const elk = toElkGraph(graph);

  test('nests every state in its parent, the machine root included', () => {
    const nodes = allNodes(elk);
    expect(nodes.map((node) => node.id).sort()).toEqual(graph.nodes.map((node) => node.id).sort());
    for (const node of graph.nodes) {
      if (!node.parent) continue;
      const parent = findNode(elk, node.parent);
      expect(parent.children?.map((child) => child.id)).toContain(node.id);
    }
  });

  test('draws compound and parallel states as containers with their name', () => {
    const waiting = findNode(elk, 'registration.waiting');
    expect(waiting.children?.map((child) => child.id)).toEqual([
      'registration.waiting.step',
      'registration.waiting.poll',
    ]);
    expect(waiting.layoutOptions?.['elk.direction']).toBe('RIGHT');
    expect(waiting.labels?.[0]?.text).toBe('waiting');
    const iin = findNode(elk, 'registration.iin');
    expect(iin.layoutOptions?.['elk.padding']).toMatch(/top=\d+/);
    const leaf = findNode(elk, 'registration.iin.editing');
    expect(leaf.children).toBeUndefined();
    expect(leaf.width).toBeGreaterThan(0);
  });

  test('makes one labelled edge per transition target; action-only transitions loop', () => {
    const edges = elk.edges ?? [];
    const expected = graph.edges.reduce((sum, edge) => sum + Math.max(edge.targets.length, 1), 0);
    expect(edges).toHaveLength(expected);
    const push = edges.find((edge) =>
      graphEdgeIdOf(edge.id).startsWith('registration|realtime.step|'),
    );
    expect(push?.labels?.[0]?.text).toBe('realtime.step [followsPush]');
    expect(push?.targets).toEqual(['registration.dispatch']);
    const draft = edges.find((edge) => graphEdgeIdOf(edge.id) === 'registration|draft.change|0');
    expect(draft?.sources).toEqual(['registration']);
    expect(draft?.targets).toEqual(['registration']);
  });

  test('ELK lays out the session chart: every state placed inside its parent, every arrow routed', async () => {
    const session = machineGraph(sessionMachine);
    const laidOut = await new ELK().layout(toElkGraph(session));
    const layout = fromElk(session, laidOut);
    expect(layout.nodes).toHaveLength(session.nodes.length);
    expect(layout.width).toBeGreaterThan(0);
    const byId = new Map(layout.nodes.map((node) => [node.id, node]));
    for (const node of session.nodes) {
      const box = byId.get(node.id);
      const parent = node.parent ? byId.get(node.parent) : undefined;
      if (!box || !parent) continue;
      expect(box.x).toBeGreaterThanOrEqual(parent.x);
      expect(box.y).toBeGreaterThanOrEqual(parent.y);
      expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    expect(new Set(layout.edges.map((edge) => edge.transition))).toEqual(
      new Set(session.edges.map((edge) => edge.id)),
    );
    for (const edge of layout.edges) {
      expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(edge.label?.text).toBe(session.edges.find((e) => e.id === edge.transition)?.label);
    }
    expect(stateNodeIds(session).every((id) => byId.get(id)?.width)).toBe(true);
  }, 60_000);
});

describe('the transitions a step took', () => {
  const graph = machineGraph(registrationMachine);
  const active = (...ids: string[]) => new Set(['registration', ...ids]);

  test('an event into a substate', () => {
    expect(
      edgesTaken(
        graph,
        active('registration.iin', 'registration.iin.editing'),
        'iin.submit',
        active('registration.iin', 'registration.iin.submitting'),
      ),
    ).toEqual(['registration.iin.editing|iin.submit|0']);
  });

  test('an answer through the transient dispatch state to the next step', () => {
    expect(
      edgesTaken(
        graph,
        active('registration.iin', 'registration.iin.submitting'),
        'xstate.done.actor.submitIin',
        active('registration.personal', 'registration.personal.editing'),
      ),
    ).toEqual([
      'registration.iin.submitting|xstate.done.actor.submitIin|0',
      'registration.dispatch||1',
    ]);
  });

  test('of guarded alternatives, the one whose target became active', () => {
    expect(
      edgesTaken(
        graph,
        active('registration.booting'),
        'xstate.error.actor.fetchStep',
        active('registration.networkFailed'),
      ),
    ).toEqual(['registration.booting|xstate.error.actor.fetchStep|1']);
  });

  test('nothing for an event no active state takes', () => {
    expect(
      edgesTaken(graph, active('registration.fatal'), 'iin.submit', active('registration.fatal')),
    ).toEqual([]);
  });
});

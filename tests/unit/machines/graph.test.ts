import { describe, expect, test } from 'vitest';
import { FLOW_MACHINES } from '../../../machines/catalog/flows';
import { machineGraph, stateNodeIds } from '../../../machines/graph/graph';
import { toMermaid } from '../../../machines/graph/mermaid';
import { shortestPathsToStates, simplePathsBetween } from '../../../machines/graph/paths';
import { toTestMachine } from '../../../machines/graph/test-machine';
import { pathInWords, stateInWords } from '../../../machines/graph/words';
import { registrationMachine } from '../../../machines/registration/machine';
import { registrationModel } from '../../../machines/registration/model';

describe('the graph of a machine', () => {
  test('includes eventless, delayed and invoke-outcome transitions', () => {
    const graph = machineGraph(registrationMachine);
    const kinds = new Set(graph.edges.map((edge) => edge.kind));
    expect([...kinds].sort()).toEqual(['after', 'always', 'done', 'error', 'event']);
    expect(graph.edges.find((edge) => edge.id === 'registration.dispatch||0')).toMatchObject({
      targets: ['registration.iin'],
      label: 'always [stepIs iin]',
    });
  });

  test('the model of a machine has the same states, with no invokes or timers left', () => {
    for (const machine of FLOW_MACHINES) {
      const model = machineGraph(toTestMachine(machine));
      expect(stateNodeIds(model)).toEqual(stateNodeIds(machineGraph(machine)));
      expect(model.nodes.every((node) => node.invokes.length === 0)).toBe(true);
      expect(model.edges.length).toBe(machineGraph(machine).edges.length);
    }
  });
});

describe('Mermaid', () => {
  test('declares every state and draws every transition', () => {
    for (const machine of FLOW_MACHINES) {
      const graph = machineGraph(machine);
      const text = toMermaid(machine);
      expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
      const arrows = text.split('\n').filter((line) => /^ {2}\S.* --> .*: /.test(line));
      expect(arrows).toHaveLength(
        graph.edges.reduce((count, edge) => count + Math.max(1, edge.targets.length), 0),
      );
      for (const node of graph.nodes.slice(1)) expect(text).toContain(node.key);
    }
  });
});

describe('paths in words', () => {
  test('the journey reaches the personal cabinet the way SANDBOX.md describes it', () => {
    const cabinet = shortestPathsToStates(registrationModel).find(
      (named) => named.target === 'personal_cabinet',
    );
    expect(cabinet?.viaFault).toBe(false);
    expect(pathInWords(cabinet!.path)).toMatch(
      /^booting → iin → iin\.submitting → .* → personal_cabinet$/,
    );
  });

  test('simple paths between two states start and end there', () => {
    const paths = simplePathsBetween(registrationModel, {
      from: (snapshot) => stateInWords(snapshot) === 'passport',
      // The photo's tips: where a phone's photo step opens (a computer's opens with the offer).
      to: (snapshot) => stateInWords(snapshot) === 'verigram.tips',
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const words = pathInWords(path).split(' → ');
      expect(words).toContain('passport');
      expect(words.at(-1)).toBe('verigram.tips');
    }
  });
});

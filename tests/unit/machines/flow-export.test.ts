import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FLOW_MACHINES } from '../../../machines/catalog/flows';
import { flowMarkdown } from '../../../machines/catalog/flow-doc';
import { machineGraph } from '../../../machines/graph/graph';
import { toMermaid } from '../../../machines/graph/mermaid';

const file = readFileSync(new URL('../../../docs/flow.md', import.meta.url), 'utf8');

/** The Mermaid blocks of the file, each with the heading it sits under. */
function diagrams(markdown: string): Array<{ heading: string; text: string }> {
  const found: Array<{ heading: string; text: string }> = [];
  let heading = '';
  let block: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (block) {
      if (line === '```') {
        found.push({ heading, text: block.join('\n') });
        block = null;
      } else block.push(line);
    } else if (line.startsWith('#')) heading = line;
    else if (line === '```mermaid') block = [];
  }
  return found;
}

const arrows = (text: string) => text.split('\n').filter((line) => line.includes('-->'));
/** Arrows that are transitions (not the initial or final markers). */
const transitions = (text: string) => arrows(text).filter((line) => !line.includes('[*]'));

describe('docs/flow.md', () => {
  test('is what npm run flow:export writes from the current machines', () => {
    expect(file).toBe(flowMarkdown());
  });

  test('opens with the journey at the level of steps, in at most 40 arrows', () => {
    const [first] = diagrams(file);
    expect(first?.heading).toBe('## The journey');
    expect(first?.text.startsWith('flowchart TD')).toBe(true);
    expect(arrows(first?.text ?? '').length).toBeGreaterThan(0);
    expect(arrows(first?.text ?? '').length).toBeLessThanOrEqual(40);
    // The steps of SPEC.md §4 and the login phases are its boxes.
    for (const step of [
      'login_phone',
      'login_code',
      'iin',
      'personal_and_passport',
      'signing_failed',
    ]) {
      expect(first?.text).toMatch(new RegExp(`^ {2}${step}[[(]`, 'm'));
    }
  });

  test('then one diagram per machine or step group, every transition in exactly one', () => {
    const rest = diagrams(file).slice(1);
    for (const machine of FLOW_MACHINES) {
      const own = rest.filter(
        (diagram) =>
          diagram.heading.startsWith(`### ${machine.id}`) ||
          diagram.heading.startsWith(`#### ${machine.id}:`),
      );
      expect(own.length, machine.id).toBeGreaterThan(0);
      const drawn = own.flatMap((diagram) => transitions(diagram.text)).sort();
      expect(drawn, machine.id).toEqual(transitions(toMermaid(machine)).sort());
      // Every state is declared in one diagram only.
      const graph = machineGraph(machine);
      for (const node of graph.nodes.slice(1)) {
        const id = node.id.slice(graph.id.length + 1).replaceAll('.', '__');
        const declaring = own.filter((diagram) =>
          new RegExp(`^ *(state "[^"]*" as ${id}|state ${id} \\{|${id})$`, 'm').test(diagram.text),
        );
        expect(declaring.length, node.id).toBe(1);
      }
    }
    expect(rest.length).toBeGreaterThan(FLOW_MACHINES.length);
  });
});

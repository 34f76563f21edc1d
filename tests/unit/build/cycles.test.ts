import { describe, expect, it } from 'vitest';
import { cycles } from '../../../scripts/cycles';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe('import cycle check', () => {
  it('finds a loop of any length, and a file importing itself', () => {
    const found = cycles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['a'] }));
    expect(found).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none in a tree', () => {
    expect(cycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});

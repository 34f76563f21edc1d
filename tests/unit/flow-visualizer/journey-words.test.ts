import { describe, expect, test } from 'vitest';
import { JOURNEY_MOVES } from '../../../machines/catalog/journey';
import { OWN_MOVE_KEYS, moveKey, moveWords } from '../../../studio/flow/journey-words';

// The journey view's arrows are in the product team's words (ru, kk through Lingui): an
// ordinary move's from the kind of step it leaves, the others' their own.
describe('the words of the journey moves', () => {
  test('every move of the journey has words, none falls back to its English `how`', () => {
    const without = JOURNEY_MOVES.filter((move) => moveWords(move) === undefined);
    expect(without.map((move) => moveKey(move.from, move.to))).toEqual([]);
  });

  test('every move with words of its own is a move of the journey', () => {
    const moves = new Set(JOURNEY_MOVES.map((move) => moveKey(move.from, move.to)));
    expect(OWN_MOVE_KEYS.filter((key) => !moves.has(key))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ensureTemporal } from '../../../src/finance';

describe('ensureTemporal', () => {
  it('keeps a Temporal that is already there', async () => {
    const present = globalThis.Temporal;
    await ensureTemporal();
    expect(globalThis.Temporal).toBe(present);
  });
});

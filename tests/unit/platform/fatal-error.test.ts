import { describe, expect, it, vi } from 'vitest';
import {
  getFatalError,
  retryFatalError,
  showFatalError,
  subscribeFatalError,
} from '../../../src/platform/fatal-error';

// Issue 13: the error page offers to try again; whoever raised the error says how.
describe("the error page's retry", () => {
  it('leaves the page and runs the retry of whoever raised the error', () => {
    const retry = vi.fn();
    const reload = vi.fn();
    const changed = vi.fn();
    const unsubscribe = subscribeFatalError(changed);
    showFatalError({ statusCode: 500, message: 'Internal Server Error' }, retry);
    expect(getFatalError()).toEqual({ statusCode: 500, message: 'Internal Server Error' });

    retryFatalError(reload);
    expect(getFatalError()).toBeNull();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(changed).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reloads the page when nobody said how to start over', () => {
    const reload = vi.fn();
    showFatalError({ statusCode: 500, message: 'x' });
    retryFatalError(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../src/platform/config';

describe('SPEC.md §1: "It runs ... also inside an Android app wrapper. In this build the wrapper flag is always false."', () => {
  it('builds for the web: the wrapper flag is false, so the web tag-manager id is the one used', () => {
    expect(appConfig.isMobileApp).toBe(false);
  });
});

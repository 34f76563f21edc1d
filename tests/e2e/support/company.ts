import { resolveSettings } from '../../../scripts/build/settings';

/**
 * The company file the tested build was made from (`npm run build:test`: mode sandbox, its
 * COMPANY_FILE): the facts a page shows about the company come from there, never from a test.
 */
export const company = resolveSettings('sandbox').company;

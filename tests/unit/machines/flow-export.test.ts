import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { flowMarkdown } from '../../../machines/graph/flow-doc';

test('docs/flow.md is the Mermaid export of the current machines (npm run flow:export)', () => {
  const file = readFileSync(new URL('../../../docs/flow.md', import.meta.url), 'utf8');
  expect(file).toBe(flowMarkdown());
});

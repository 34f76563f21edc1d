/** `npm run flow:export`: writes docs/flow.md from the machine definitions. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flowMarkdown } from '../machines/catalog/flow-doc';

const target = fileURLToPath(new URL('../docs/flow.md', import.meta.url));
writeFileSync(target, flowMarkdown());
console.log(`wrote ${target}`);

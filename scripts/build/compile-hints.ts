// V8's explicit compile hint (Chrome 136 and later) for the scripts the registration journey
// runs. A script that starts with it is compiled whole on a background thread as it streams in,
// rather than function by function on the main thread the first time each one runs, which is
// when the applicant waits: the step change from the SMS code to the IIN spent 16–20 ms of its
// 96–116 ms task compiling at 4×, and the main thread 220 ms over that step and the IIN's typing
// (15 ms with the hint; docs/performance.md). Left without it: the message catalogs (data, no
// code to speak of), the public pages' own code and the telemetry SDK (most of either never
// runs), and chunks too small to matter; all load on the home page, whose script budget counts
// the comment's bytes (about 25 per script).
import { normalize } from 'node:path';
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What gets no hint, relative to the project's root. */
const NOT_HINTED = [
  'locales/',
  'src/features/public-pages/',
  'src/features/calculators/',
  // The telemetry SDK sets itself up in idle slices, and most of its code never runs.
  'node_modules/@grafana/',
  'node_modules/@opentelemetry/',
  'node_modules/ua-parser-js/',
  'node_modules/web-vitals/',
];

/** Below this much code (before minifying) a chunk compiles in no time: the hint's bytes win. */
const SMALL_CHUNK_CHARS = 4096;

/** A chunk as the bundler renders it. */
interface Chunk {
  moduleIds: readonly string[];
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

/** Whether a chunk gets the hint: enough code, other than what NOT_HINTED names. */
function isHinted(root: string, chunk: Chunk): boolean {
  const prefixes = NOT_HINTED.map((path) => normalize(`${root}/${path}`));
  const hinted = chunk.moduleIds.filter((id) => !prefixes.some((prefix) => id.startsWith(prefix)));
  const chars = hinted.reduce((sum, id) => sum + (chunk.modules[id]?.renderedLength ?? 0), 0);
  return chars >= SMALL_CHUNK_CHARS;
}

/**
 * Puts the hint on the first line of the browser's chunks that get it. It goes in after minifying
 * (which drops comments) and after Vite's own first line (its preload map), hence the bundle's
 * last step; the chunk's file name hashes it in, so a name never stands for two contents (an
 * immutable cache, the pages' integrity map), and its source map moves down a line.
 */
export function compileHints(root: string): Plugin {
  const hinted = (chunk: Chunk) => isHinted(root, chunk);
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !hinted(output)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

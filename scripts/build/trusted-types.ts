// The build's Trusted Types check (issue 27): the site's CSP makes the browser refuse a plain
// string at any script sink, so a sink in shipped code that no policy covers is a feature that
// breaks in production. After bundling, every module of every browser chunk is searched for the
// sinks below; each one found must be listed in COVERED with the policy that feeds it or the
// reason it is never reached. Anything else fails the build, naming the module and the sink.
// A static search cannot follow aliases (`const w = document.write; w(…)`), which minifiers do
// not create for these names; the browser tests catch the rest (securitypolicyviolation).
import type { Plugin } from 'vite';
import { TRUSTED_TYPES_POLICY } from '../../contract/trusted-types.ts';

export const SINKS = {
  'innerHTML/outerHTML': /\.(?:inner|outer)HTML\s*=(?!=)/,
  insertAdjacentHTML: /\.insertAdjacentHTML\(/,
  'document.write': /\bdocument\.write(?:ln)?\(/,
  srcdoc: /\.srcdoc\s*=(?!=)/,
  createContextualFragment: /\.createContextualFragment\(/,
  eval: /(?<![\w$.])eval\(/,
  'new Function': /\bnew Function\(/,
  'string timer': /\bset(?:Timeout|Interval)\(\s*["'`]/,
  'script element': /\.createElement\(\s*["'`]script["'`]\s*\)/,
  worker: /\bnew (?:Shared)?Worker\(/,
  importScripts: /\bimportScripts\(/,
} as const;

export type Sink = keyof typeof SINKS;

interface Coverage {
  module: RegExp;
  sinks: Sink[];
  /** The policy that feeds the sink, or why the sink is never reached. */
  reason: string;
}

export const COVERED: Coverage[] = [
  {
    module: /node_modules\/react-dom\//,
    sinks: ['innerHTML/outerHTML', 'script element'],
    reason:
      'dangerouslySetInnerHTML and <script> elements rendered by React: the app renders neither ' +
      '(lint forbids dangerouslySetInnerHTML), so React never reaches these sinks',
  },
  {
    module: /src\/features\/registration\/liveness\/load-script\.ts$/,
    sinks: ['script element'],
    reason: `the provider's script.src is made by the ${TRUSTED_TYPES_POLICY.livenessScript} policy`,
  },
  {
    module: /src\/platform\/gtag\.ts$/,
    sinks: ['script element'],
    reason: `the tag manager's script.src is made by the ${TRUSTED_TYPES_POLICY.tagManager} policy`,
  },
  {
    module: /studio\/flow\/start-worker\.ts$/,
    sinks: ['worker'],
    reason: `the studio's workers start from URLs made by the ${TRUSTED_TYPES_POLICY.flowWorker} policy`,
  },
];

/** The sinks a module's code contains. */
export function sinksIn(code: string): Sink[] {
  return (Object.keys(SINKS) as Sink[]).filter((sink) => SINKS[sink].test(code));
}

/** Every sink of the given modules that COVERED does not list, as "module: sink". */
export function uncoveredSinks(modules: { id: string; code: string }[]): string[] {
  const found: string[] = [];
  for (const { id, code } of modules) {
    const path = id
      .split('\\')
      .join('/')
      .replace(/\?.*$/, '')
      .replace(`${process.cwd().split('\\').join('/')}/`, '');
    const covered = COVERED.filter((entry) => entry.module.test(path)).flatMap((e) => e.sinks);
    for (const sink of sinksIn(code)) if (!covered.includes(sink)) found.push(`${path}: ${sink}`);
  }
  return found;
}

/** Fails the browser build on a script sink no Trusted Types policy covers. */
export function trustedTypesSinks(): Plugin {
  return {
    name: 'trusted-types-sinks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const modules = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? Object.entries(output.modules).map(([id, module]) => ({ id, code: module.code ?? '' }))
          : [],
      );
      const uncovered = uncoveredSinks(modules);
      if (uncovered.length > 0)
        this.error(
          `Trusted Types: script sinks no policy covers (scripts/build/trusted-types.ts):\n  ${uncovered.join('\n  ')}`,
        );
    },
  };
}

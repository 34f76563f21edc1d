// Trusted Types (issue 27): the site's CSP sends `require-trusted-types-for 'script'`, so the
// browser refuses a plain string at every script sink (innerHTML, script.src, new Worker, eval…)
// and accepts only values a named policy made. The app needs three sinks, each behind a policy
// that lets through nothing but what it is for; the CSP's `trusted-types` directive lists exactly
// these names (scripts/build/csp.ts), so a library creating a policy of its own is refused too.
// Everything else is avoided: React renders text, never HTML (dangerouslySetInnerHTML is banned
// by lint), and the build fails on a sink in a production chunk that no policy covers
// (scripts/build/trusted-types.ts).
// In contract/: the policy names are what the CSP the build writes and the code that makes the
// policies agree on, in the app (src/) and in the product team's studio (studio/flow/start-worker.ts).

export const TRUSTED_TYPES_POLICY = {
  /** The liveness provider's script (SPEC §4, the selfie): the URL the settings name. */
  livenessScript: 'liveness-script',
  /** Google's tag manager script, when the tag manager is on (SPEC §7). */
  tagManager: 'tag-manager-script',
  /** The flow studio's layout and path workers (QA builds only, never in production). */
  flowWorker: 'flow-worker',
} as const;

export type TrustedTypesPolicyName =
  (typeof TRUSTED_TYPES_POLICY)[keyof typeof TRUSTED_TYPES_POLICY];

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

const created = new Map<string, ScriptUrlPolicy>();

/**
 * A script URL for a script sink (`script.src`, `new Worker`), made by the named policy, which
 * refuses any address `allowed` does not accept. In a browser without Trusted Types the same
 * check runs and the string itself is returned. The result is typed as a string because every
 * sink that takes a TrustedScriptURL takes a string too.
 */
export function trustedScriptUrl(
  policy: TrustedTypesPolicyName,
  url: string | URL,
  allowed: (url: URL) => boolean,
): string {
  const check = (input: string) => {
    if (!allowed(new URL(input, location.href)))
      throw new TypeError(`Trusted Types policy ${policy} refused the script ${input}`);
    return input;
  };
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return check(String(url));
  let made = created.get(policy);
  if (!made) {
    // Created once: the CSP does not allow a policy name twice.
    made = factory.createPolicy(policy, { createScriptURL: check });
    created.set(policy, made);
  }
  return made.createScriptURL(String(url)) as string;
}

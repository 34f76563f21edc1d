// An environment file (qa/environments/*.json): where QA's tools find a backend and the test
// applicants it knows. `npm run contract -- probe --env FILE` reads one; the paths runner reads
// the same files. docs/qa.md describes every field.
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { isValidIin, plainRecord } from '../../contract';
import { SCENARIOS, type ScenarioName } from '../paths/qa-paths';
import { firstProblem } from '../issue';

const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

/** The words for an object's own problems: a missing field, an unknown one, not an object. */
const objectMessage = (issue: v.StrictObjectIssue): string =>
  issue.expected === 'never'
    ? 'not a field of an environment file (a typo?)'
    : issue.received === 'undefined' && issue.expected.startsWith('"')
      ? 'missing'
      : `expected an object, got ${issue.received}`;

const httpUrl = v.pipe(
  v.string(),
  v.url('an absolute URL (http:// or https://)'),
  v.regex(/^https?:\/\//, 'an http:// or https:// URL'),
);

const milliseconds = v.pipe(
  v.number(),
  v.integer('whole milliseconds'),
  v.minValue(1, 'at least 1 ms'),
);

/** Request headers by name; a value may name an environment variable as `${NAME}`. */
const headersSchema = plainRecord(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'not a valid header name')),
  v.string(),
);

/** A GET about one phone: `{phone}` in it becomes the phone; one starting with / is on `apiUrl`. */
const phoneUrl = v.pipe(
  v.string(),
  v.includes('{phone}', 'the URL must hold {phone}'),
  v.check(
    (url) => url.startsWith('/') || /^https?:\/\//.test(url),
    'an http(s) URL or a path starting with /',
  ),
);

/** One test applicant: their IIN, and their phone or a pattern a fresh phone is made from. */
const applicantSchema = v.pipe(
  v.strictObject(
    {
      iin: v.pipe(
        v.string(),
        v.check(isValidIin, '12 digits whose last is the check digit of the others (SANDBOX.md)'),
      ),
      /** A phone the backend knows, 7 and 10 digits. */
      phone: v.optional(v.pipe(v.string(), v.regex(/^7\d{10}$/, '7 and 10 more digits'))),
      /** 7 and 10 characters, digits or `#`; each `#` becomes a random digit, per run. */
      phonePattern: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^7[\d#]{10}$/, '7 and 10 more characters, each a digit or #'),
          v.includes('#', 'at least one # (a fixed phone is written as "phone")'),
        ),
      ),
      note: v.optional(v.string()),
    },
    objectMessage,
  ),
  v.check(
    (applicant) => (applicant.phone === undefined) !== (applicant.phonePattern === undefined),
    'either "phone" or "phonePattern", exactly one of them',
  ),
);

/** The scenarios this environment has; `standard` is the applicant the probe logs in as. */
const scenariosSchema = v.strictObject(
  Object.fromEntries(
    SCENARIO_NAMES.map((name) => [
      name,
      name === 'standard' ? applicantSchema : v.optional(applicantSchema),
    ]),
  ) as { standard: typeof applicantSchema } & {
    [K in Exclude<ScenarioName, 'standard'>]: v.OptionalSchema<typeof applicantSchema, undefined>;
  },
  objectMessage,
);

/** How the tools get the SMS code the backend sent to a phone. */
const smsSchema = v.variant('method', [
  /** The code is the phone's last four digits (the sandbox's rule). */
  v.strictObject({ method: v.literal('lastDigits') }, objectMessage),
  /** Every phone gets the same code. */
  v.strictObject(
    {
      method: v.literal('fixed'),
      code: v.pipe(v.string(), v.regex(/^\d{4}$/, '4 digits')),
    },
    objectMessage,
  ),
  /**
   * A GET whose JSON answer holds the code. `{phone}` in the URL becomes the phone; a URL that
   * starts with / is on `apiUrl`, and then the environment's headers are sent with it too.
   */
  v.strictObject(
    {
      method: v.literal('url'),
      url: phoneUrl,
      /** Dotted path of the code in the JSON answer. */
      field: v.optional(v.pipe(v.string(), v.nonEmpty()), 'code'),
      headers: v.optional(headersSchema, {}),
    },
    objectMessage,
  ),
]);

/**
 * Where the backend tells an applicant's step history (SPEC.md §4 step names, oldest first): a
 * GET like the `url` SMS method's. The paths runner asks it when a screen the server leaves by
 * itself went by before the app showed it: the server must have been at that step.
 */
const historySchema = v.strictObject(
  {
    url: phoneUrl,
    /** Dotted path of the list of step names in the JSON answer. */
    field: v.optional(v.pipe(v.string(), v.nonEmpty()), 'history'),
    headers: v.optional(headersSchema, {}),
  },
  objectMessage,
);

const limitsSchema = v.strictObject(
  {
    /** One API call. */
    requestMs: v.optional(milliseconds, 15_000),
    /** Until the SMS code can be read (the `url` method asks again until then). */
    smsMs: v.optional(milliseconds, 30_000),
    /** Until a screen of a path shows what it should. */
    stepMs: v.optional(milliseconds, 30_000),
    /** One whole path. */
    pathMs: v.optional(milliseconds, 180_000),
  },
  objectMessage,
);

export const environmentSchema = v.strictObject(
  {
    /** Shown in reports. */
    name: v.pipe(v.string(), v.nonEmpty()),
    description: v.optional(v.string()),
    /** The site. */
    baseUrl: httpUrl,
    /** Where the site's /rest calls go; the site itself when absent (production proxies /rest). */
    apiUrl: v.optional(httpUrl),
    scenarios: scenariosSchema,
    sms: smsSchema,
    history: v.optional(historySchema),
    /**
     * The site is `npm run serve`'s build and sandbox: without --base-url the paths runner
     * starts them on free ports (baseUrl and apiUrl then name where npm run serve puts them).
     */
    serve: v.optional(v.boolean(), false),
    /** Sent with every request to the site and the API (a staging basic-auth, say). */
    headers: v.optional(headersSchema, {}),
    /** X-VISITOR-ID of the tools' requests starts with this, so a backend's logs can tell them. */
    visitorIdPrefix: v.optional(v.string(), 'qa-'),
    limits: v.optional(limitsSchema, {}),
  },
  objectMessage,
);

export type Environment = v.InferOutput<typeof environmentSchema>;
export type EnvironmentApplicant = v.InferOutput<typeof applicantSchema>;
export type SmsMethod = Environment['sms'];

/** A file that is missing or not a valid environment: names the file and the field. */
export class EnvironmentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'EnvironmentError';
  }
}

/** `${NAME}` in header values → the process environment's NAME. */
function resolveVariables(
  headers: Record<string, string>,
  field: string,
  file: string,
  variables: NodeJS.ProcessEnv,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, variable: string) => {
        const resolved = variables[variable];
        if (resolved === undefined) {
          throw new EnvironmentError(
            file,
            `${field}.${name}`,
            `the environment variable ${variable} is not set`,
          );
        }
        return resolved;
      }),
    ]),
  );
}

/** Checks parsed JSON as the environment file `file`; header variables come from `variables`. */
export function parseEnvironment(
  data: unknown,
  file: string,
  variables: NodeJS.ProcessEnv = process.env,
): Environment {
  const result = v.safeParse(environmentSchema, data);
  if (!result.success) {
    const { path, message } = firstProblem(result.issues);
    throw new EnvironmentError(file, path, message);
  }
  const env = result.output;
  const sms =
    env.sms.method === 'url'
      ? { ...env.sms, headers: resolveVariables(env.sms.headers, 'sms.headers', file, variables) }
      : env.sms;
  const history = env.history && {
    ...env.history,
    headers: resolveVariables(env.history.headers, 'history.headers', file, variables),
  };
  return {
    ...env,
    sms,
    history,
    headers: resolveVariables(env.headers, 'headers', file, variables),
  };
}

/** Reads and checks an environment file; every problem is an EnvironmentError. */
export async function loadEnvironment(
  file: string,
  variables: NodeJS.ProcessEnv = process.env,
): Promise<Environment> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new EnvironmentError(file, '', missing ? 'no such file' : (error as Error).message);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new EnvironmentError(file, '', `not valid JSON (${(error as Error).message})`);
  }
  return parseEnvironment(data, file, variables);
}

/** The API's origin: `apiUrl`, or the site's when the site proxies /rest. */
export const apiUrlOf = (env: Environment): string => env.apiUrl ?? env.baseUrl;

/** The applicant's phone for this run: theirs, or a fresh one from the pattern. */
export function phoneOf(
  applicant: EnvironmentApplicant,
  random: () => number = Math.random,
): string {
  if (applicant.phone !== undefined) return applicant.phone;
  return (applicant.phonePattern ?? '').replace(/#/g, () => String(Math.floor(random() * 10)));
}

// `npm run contract -- probe`: asks a running backend the contract's reads and checks every
// answer against the answer schema the app parses it with. It changes nothing on the server but
// the login an authenticated read needs (an SMS, a signed consent, a session).
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  authResponseSchema,
  documentsSignedResponseSchema,
  ENDPOINTS,
  SMS_SENT_STATUS,
  smsSentResponseSchema,
} from '../../contract';
import type { Endpoint, EndpointName } from '../../contract';
import { apiUrlOf, phoneOf, type Environment } from '../environments/schema';
import { smsCode } from '../environments/sms';
import { firstProblem } from '../issue';
import { OPERATION_WORDS } from './operations';

/** Time limit of one call when no environment file gives one. */
const DEFAULT_REQUEST_MS = 15_000;

/** The calls the probe may send: GETs the contract marks as safe to repeat. */
export const READS = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).filter(
  ([, endpoint]) => endpoint.method === 'GET' && endpoint.idempotent === true,
);

/** The concrete path of a read, its `:name` segments filled as the document's example fills them. */
export function pathOf(name: EndpointName, endpoint: Endpoint): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, param: string) => {
    const value = OPERATION_WORDS[name].pathValues?.[param];
    if (value === undefined) throw new Error(`no value for :${param} of ${endpoint.path}`);
    return encodeURIComponent(value);
  });
}

export type RowResult = 'ok' | 'mismatch' | 'skipped';

export interface ProbeRow {
  /** The ENDPOINTS entry. */
  endpoint: EndpointName;
  /** 'GET /rest/client/info', with a note for the two login calls on one path. */
  call: string;
  /** The contract's path ('/rest/documents/list/:id'). */
  path: string;
  /** The HTTP status; null when nothing came back or the call was not made. */
  status: number | null;
  result: RowResult;
  /** 'ok', the first mismatching field and how it differs, or why the call was not made. */
  detail: string;
}

export interface ProbeReport {
  apiUrl: string;
  environment: string | null;
  /** The phone the probe logged in with. */
  phone: string | null;
  rows: ProbeRow[];
  /** A problem outside any one call (the SMS code could not be read). */
  problems: string[];
  ok: boolean;
}

export interface ProbeOptions {
  /** The backend's origin (`--base-url`); the environment's API when absent. */
  apiUrl?: string;
  /** With it the probe logs in as its standard applicant and asks the authenticated reads. */
  env?: Environment;
  fetch?: typeof fetch;
}

interface Answer {
  status: number | null;
  data: unknown;
  /** Set when no usable answer came: the connection failed or the body is not JSON. */
  failure?: string;
}

/** Checks an answer: the status expected and a body the schema accepts, or the first way not. */
function verdict(
  answer: Answer,
  schema: v.GenericSchema,
  status: number,
): Pick<ProbeRow, 'result' | 'detail'> {
  if (answer.failure) return { result: 'mismatch', detail: answer.failure };
  if (answer.status !== status) {
    const message = (answer.data as { message?: unknown } | null)?.message;
    return {
      result: 'mismatch',
      detail: `status ${answer.status}, not ${status}${typeof message === 'string' ? `: ${message}` : ''}`,
    };
  }
  const parsed = v.safeParse(schema, answer.data);
  if (parsed.success) return { result: 'ok', detail: 'ok' };
  const { path, message } = firstProblem(parsed.issues);
  return { result: 'mismatch', detail: `${path || '(answer)'}: ${message}` };
}

export async function probe(options: ProbeOptions): Promise<ProbeReport> {
  const { env } = options;
  const fetchFn = options.fetch ?? fetch;
  const apiUrl = options.apiUrl ?? (env ? apiUrlOf(env) : undefined);
  if (!apiUrl) throw new Error('no API URL: give --base-url or an environment file');
  const requestMs = env?.limits.requestMs ?? DEFAULT_REQUEST_MS;
  const headers: Record<string, string> = {
    ...env?.headers,
    Accept: 'application/json',
    'Accept-Language': 'ru',
    'X-VISITOR-ID': `${env?.visitorIdPrefix ?? 'qa-'}probe-${randomUUID()}`,
  };

  async function send(
    method: string,
    path: string,
    status: number,
    body?: unknown,
    token?: string,
  ) {
    const answer: Answer = { status: null, data: undefined };
    try {
      const response = await fetchFn(new URL(path, apiUrl), {
        method,
        headers: {
          ...headers,
          // RFC 7240: a server ignores a preference it does not know; a mock made from the
          // document (Prism) answers the documented answer of that status.
          Prefer: `code=${status}`,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...(token && { Authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(requestMs),
        redirect: 'manual',
      });
      answer.status = response.status;
      const text = await response.text();
      try {
        answer.data = JSON.parse(text);
      } catch {
        answer.failure = `status ${response.status}, not JSON: ${JSON.stringify(text.slice(0, 60))}`;
      }
    } catch (error) {
      const { cause, message } = error as Error;
      answer.failure = `no answer: ${cause instanceof Error ? cause.message : message}`;
    }
    return answer;
  }

  const rows: ProbeRow[] = [];
  const problems: string[] = [];
  /** Sends one call, checks its answer, adds its row; the parsed data when the row is ok. */
  async function check(
    name: EndpointName,
    schema: v.GenericSchema,
    request: { path: string; body?: unknown; token?: string; note?: string; status?: number },
  ): Promise<unknown> {
    const endpoint: Endpoint = ENDPOINTS[name];
    const status = request.status ?? 200;
    const answer = await send(endpoint.method, request.path, status, request.body, request.token);
    const row = verdict(answer, schema, status);
    rows.push({
      endpoint: name,
      call: `${endpoint.method} ${request.path}${request.note ? ` (${request.note})` : ''}`,
      path: endpoint.path,
      status: answer.status,
      ...row,
    });
    return row.result === 'ok' ? answer.data : undefined;
  }
  function skip(name: EndpointName, path: string, why: string) {
    const endpoint: Endpoint = ENDPOINTS[name];
    rows.push({
      endpoint: name,
      call: `${endpoint.method} ${path}`,
      path: endpoint.path,
      status: null,
      result: 'skipped',
      detail: why,
    });
  }

  /** Phone → SMS → signed consent → bearer token, as the app logs in; the token or undefined. */
  async function logIn(
    env: Environment,
    phone: string,
    list: v.InferOutput<typeof ENDPOINTS.documentsList.answer> | undefined,
  ): Promise<{ token?: string; why: string }> {
    const signPath = ENDPOINTS.documentsSign.path;
    if (!list) return { why: `login needs the document list (${ENDPOINTS.documentsList.path})` };
    const consent = { phone, document_template_ids: list.documents.map(({ id }) => id) };
    const sent = await check('documentsSign', smsSentResponseSchema, {
      path: signPath,
      body: consent,
      note: 'send the SMS',
      status: SMS_SENT_STATUS,
    });
    if (!sent) return { why: `the SMS was not sent (${signPath})` };
    let code: string;
    try {
      code = await smsCode(env, phone, fetchFn);
    } catch (error) {
      problems.push((error as Error).message);
      return { why: 'no SMS code' };
    }
    const signed = (await check('documentsSign', documentsSignedResponseSchema, {
      path: signPath,
      body: { ...consent, sms_code: code },
      note: 'sign with the code',
    })) as v.InferOutput<typeof documentsSignedResponseSchema> | undefined;
    if (!signed) return { why: `the consent was not signed (${signPath})` };
    const auth = (await check('auth', authResponseSchema, {
      path: ENDPOINTS.auth.path,
      body: { phone, documentToken: signed.documentToken },
    })) as v.InferOutput<typeof authResponseSchema> | undefined;
    return { token: auth?.bearerToken, why: `no session (${ENDPOINTS.auth.path})` };
  }

  let list: v.InferOutput<typeof ENDPOINTS.documentsList.answer> | undefined;
  for (const [name, endpoint] of READS.filter(([, endpoint]) => !endpoint.auth)) {
    const data = await check(name, endpoint.answer, { path: pathOf(name, endpoint) });
    if (endpoint === ENDPOINTS.documentsList) list = data as typeof list;
  }

  const phone = env ? phoneOf(env.scenarios.standard) : null;
  const login =
    env && phone
      ? await logIn(env, phone, list)
      : { why: 'needs --env: the probe logs in as its standard applicant' };
  const token = login.token;
  const notLoggedIn = env ? `not asked: ${login.why}` : login.why;

  const authenticated = READS.filter(([, endpoint]) => endpoint.auth);
  for (const [name, endpoint] of authenticated) {
    const path = pathOf(name, endpoint);
    if (token) await check(name, endpoint.answer, { path, token });
    else skip(name, path, notLoggedIn);
  }

  const ok =
    problems.length === 0 &&
    rows.every((row) => row.result === 'ok' || (row.result === 'skipped' && !env));
  return { apiUrl, environment: env?.name ?? null, phone, rows, problems, ok };
}

/** The report as a table, then one line per failing call naming its path. */
export function formatReport(report: ProbeReport): string {
  const head = ['endpoint', 'status', 'result'];
  const cells = report.rows.map((row) => [row.call, String(row.status ?? '-'), row.detail]);
  const widths = [0, 1].map((i) =>
    Math.max(...[head, ...cells].map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values.map((value, i) => (i < 2 ? value.padEnd(widths[i] ?? 0) : value)).join('  ');
  const who = report.environment
    ? `, environment ${report.environment}, logged in as ${report.phone}`
    : ', unauthenticated reads only';
  const failed = report.rows.filter((row) => row.result === 'mismatch');
  const lines = [
    `Contract probe of ${report.apiUrl}${who}`,
    '',
    line(head),
    ...cells.map(line),
    '',
    ...report.problems.map((problem) => `problem: ${problem}`),
    ...failed.map((row) => `mismatch: ${row.path} (${row.call}): ${row.detail}`),
  ];
  const asked = report.rows.filter((row) => row.result !== 'skipped').length;
  const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;
  const others = report.problems.length ? ` and ${report.problems.length} other problem(s)` : '';
  lines.push(
    report.ok
      ? `ok: ${calls(asked)}, every answer as the contract says.`
      : `FAILED: ${calls(failed.length)} of ${asked} not answered as the contract says${others}.`,
  );
  return lines.join('\n');
}

// A tiny in-memory registration server behind the real API client (its `fetch` option), for
// runtime tests that need no sandbox.
import { FORM_STEPS, nextSteps } from '../../../contract';
import { createApiClient, type ApiClient, type AuthHandler } from '../../../src/api/client';

export interface FakeServer {
  step: string;
  /** context.error of every step answer (the liveness failure's reason, SPEC.md §8). */
  stepError: string | null;
  /** Requests seen, as 'METHOD /path'. */
  seen: string[];
  /** The JSON bodies of the requests that had one, by 'METHOD /path'. */
  bodies: Record<string, unknown>;
  /** Answers 401 to every authenticated call while true. */
  rejectTokens: boolean;
  api: (auth: AuthHandler) => ApiClient;
}

const stepResponse = (step: string, error: string | null = null) => ({
  step_name: step,
  socket_channel: 'private-registration.u1',
  uuid: 'u1',
  context: { error },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Each form's submission moves to the next step of the standard flow (its declared `next`). */
const NEXT: Record<string, string | undefined> = Object.fromEntries(
  FORM_STEPS.map((step) => [`POST /rest/registration/${step}`, nextSteps(step)[0]]),
);

export interface FakeServerOptions {
  /** context.error of the step answers. */
  stepError?: string | null;
  /**
   * 200 answers of calls the standard flow does not know, by 'METHOD /path': a body, or a
   * function of the request's JSON body and headers (the login's POST /rest/documents/sign
   * answers the SMS, then the signature; a list named in the Accept-Language), or a promise of
   * one (an answer the test holds back). A function may answer a whole Response (a failure).
   */
  answers?: Record<string, unknown>;
  /**
   * 422 answers by 'METHOD /path': the field errors (snake_case keys, as the server sends them)
   * the call is refused with, every time it is made (sandbox scenario 0401 refuses an e-mail).
   */
  invalid?: Record<string, Record<string, string[]>>;
}

export function fakeServer(step = 'iin', options: FakeServerOptions = {}): FakeServer {
  const answers = options.answers ?? {};
  const server: FakeServer = {
    step,
    stepError: options.stepError ?? null,
    seen: [],
    bodies: {},
    rejectTokens: false,
    api: (auth) =>
      createApiClient({
        baseURL: 'http://api.test',
        getVisitorId: () => 'visitor',
        locale: () => 'ru',
        auth,
        onRequestError: () => {},
        onParseError: () => {},
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          const call = `${request.method} ${new URL(request.url).pathname}`;
          server.seen.push(call);
          const body = await request.text();
          if (body !== '') server.bodies[call] = JSON.parse(body);
          if (request.headers.has('authorization') && server.rejectTokens) {
            return json(401, { message: 'Необходима авторизация' });
          }
          if (call === 'GET /rest/registration/step') {
            return json(200, stepResponse(server.step, server.stepError));
          }
          const invalid = options.invalid?.[call];
          if (invalid) {
            const message = Object.values(invalid)[0]?.[0] ?? 'The given data was invalid.';
            return json(422, { message, errors: invalid });
          }
          const next = NEXT[call];
          if (next) {
            server.step = next;
            return json(200, stepResponse(next, server.stepError));
          }
          if (call in answers) {
            const answer = answers[call];
            const answered =
              typeof answer === 'function'
                ? await answer(server.bodies[call], request.headers)
                : answer;
            return answered instanceof Response ? answered : json(200, answered);
          }
          return json(404, { message: 'not found' });
        }) as typeof fetch,
      }),
  };
  return server;
}

// What a handler answers; server.ts writes it to the socket.
export interface Reply {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export const json = (status: number, data: unknown, headers: Reply['headers'] = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(data),
});

export const html = (status: number, page: string): Reply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: page,
});

export const redirect = (location: string): Reply => ({ status: 303, headers: { location } });

/** Thrown anywhere below a handler to answer with this status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: Record<string, unknown>,
    readonly headers: Reply['headers'] = {},
  ) {
    super(typeof data.message === 'string' ? data.message : `HTTP ${status}`);
  }
}

export const fail = (status: number, message: string): HttpError =>
  new HttpError(status, { message });

/** 422 in Laravel's shape; the first message doubles as the summary. */
export function validationFailed(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, { message: first, errors });
}

// What every handler's Hono context carries besides the request: set once per request by the
// app (app.ts) and, for a body, by the route's body middleware (body.ts).
import type { Context, Handler, Hono } from 'hono';
import type { Lang } from '../../contract';

/** A request's body as its route takes it (body.ts). */
export interface ParsedBody {
  raw: string;
  /** The parsed JSON or form fields; undefined for no body or text that is not JSON. */
  data: unknown;
}

export interface SandboxEnv {
  Variables: {
    /** The contract's preferredLang of the request's Accept-Language. */
    lang: Lang;
    /** The origin the browser used, so pages and redirects built here point back at it. */
    origin: string;
    /** The body as the route takes it; only on routes with a body middleware. */
    body: ParsedBody;
  };
}

export type SandboxContext = Context<SandboxEnv>;
export type SandboxHandler = Handler<SandboxEnv>;

/** Proxy-aware origin: the Vite proxy may rewrite Host, but then sets X-Forwarded-Host. */
export function requestOrigin(c: Context): string {
  const header = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const proto = header('x-forwarded-proto') ?? 'http';
  const host = header('x-forwarded-host') ?? header('host') ?? '127.0.0.1';
  return `${proto}://${host}`;
}

export type SandboxApp = Hono<SandboxEnv>;

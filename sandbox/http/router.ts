// A small method + path router: `/rest/documents/list/:id` style patterns, nothing more.
import type { IncomingMessage } from 'node:http';
import type { Endpoint, Lang } from '../../contract';
import type { BodyKind, ParsedBody } from './body';
import type { Reply } from './reply';

export interface Ctx {
  req: IncomingMessage;
  method: string;
  url: URL;
  params: Record<string, string>;
  lang: Lang;
  body: ParsedBody;
  /** The origin the browser used, so pages and redirects built here point back at it. */
  origin: string;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
  /** What its body must be (body.ts). */
  body: BodyKind;
  /** A call of the contract (docs/openapi.json), held to its rules. */
  contract: boolean;
}

export type Match =
  | {
      kind: 'found';
      handler: Handler;
      params: Record<string, string>;
      body: BodyKind;
      contract: boolean;
    }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' };

const split = (path: string): string[] => path.split('/').filter(Boolean);

export class Router {
  private readonly routes: Route[] = [];

  private add(method: string, pattern: string, handler: Handler, body: BodyKind, contract = false) {
    this.routes.push({ method, segments: split(pattern), handler, body, contract });
    return this;
  }

  get = (pattern: string, handler: Handler) => this.add('GET', pattern, handler, 'any');
  /** A sandbox page or tool; its body is JSON or text (`any`) unless it says otherwise. */
  post = (pattern: string, handler: Handler, body: BodyKind = 'any') =>
    this.add('POST', pattern, handler, body);

  /** Answers one call of the contract (ENDPOINTS and the like), at its method and path. */
  on = (endpoint: Endpoint, handler: Handler) =>
    this.add(endpoint.method, endpoint.path, handler, 'json', true);

  match(method: string, path: string): Match {
    const parts = split(path);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method) {
        const { handler, body, contract } = route;
        return { kind: 'found', handler, params, body, contract };
      }
    }
    return { kind: pathMatched ? 'method-not-allowed' : 'not-found' };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    const part = parts[i] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== part) return null;
      continue;
    }
    try {
      params[segment.slice(1)] = decodeURIComponent(part);
    } catch {
      return null; // a malformed escape names no resource
    }
  }
  return params;
}

/** Proxy-aware origin: the Vite proxy may rewrite Host, but then sets X-Forwarded-Host. */
export function requestOrigin(req: IncomingMessage): string {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  };
  const proto = header('x-forwarded-proto') ?? 'http';
  const host = header('x-forwarded-host') ?? header('host') ?? '127.0.0.1';
  return `${proto}://${host}`;
}
